/** `show <id>`: one lead with every field under its label, its bookings and the state of each of its mails. */

import { withoutInternalColumns } from "../../../contract/lead-columns.ts";
import { leadTableOf } from "../../../contract/lead-ids.ts";
import { retentionDays } from "../../../contract/retention.ts";
import { leadRecordQueries } from "../../../worker/db/lead-reads.ts";
import { leadTables } from "../../../worker/db/lead-tables.ts";
import { expectNoMore, idOf, type Options, onlyOptions } from "../args.ts";
import { expandAttribution } from "../attribution.ts";
import { CommandError } from "../errors.ts";
import { renderRecord, terminalText, wrapLines } from "../format.ts";
import { terminalWidth } from "../funnel.ts";
import { agencyLocale, type Io, say, siteOriginsOf } from "../io.ts";
import { labeller, withValueLabels } from "../labels.ts";
import { deliveryStateText, showMessages } from "../messages.ts";
import { inlineQueries } from "../sql.ts";
import { cliText, kindNames } from "../texts.ts";

export interface ShowCommand {
  name: "show";
  id: string;
}

export function parseShow(o: Options, rest: readonly string[]): ShowCommand {
  onlyOptions(o, "show", []);
  expectNoMore(rest.slice(1));
  return {
    name: "show",
    id: idOf(
      rest[0],
      Object.values(leadTables).map((t) => t.prefix),
    ),
  };
}

export async function runShow(io: Io, command: ShowCommand): Promise<void> {
  const words = await cliText(agencyLocale(io.env));
  const kind = leadTableOf(command.id);
  if (!kind) throw new CommandError(words.t(showMessages.notLeadId, { id: command.id }));
  const [leads = [], mails = [], bookings = []] = await io.run(inlineQueries(leadRecordQueries(kind, command.id)));
  const lead = leads[0];
  if (!lead) throw new CommandError(words.t(showMessages.noLead, { kind: words.t(kindNames[kind].one), id: command.id }));
  const shown = withoutInternalColumns(lead);
  // Staff read each field under the label the form and the mails give it, each flag as yes or no, and each choice
  // (stored as a code) with the label the visitor saw, in the agency's language.
  const labels = await labeller(agencyLocale(io.env), siteOriginsOf(io.env));
  const table = kind === "subscribers" ? undefined : kind;
  const name = (column: string) => (table && labels.field(table, column)) || column;
  io.out(renderRecord(withValueLabels(expandAttribution(shown), labels), terminalWidth(io.columns), name));
  io.out("\n");
  for (const booking of bookings) {
    const [uid, event, status] = [booking.uid, booking.event, booking.status].map((v) => terminalText(v));
    say(
      io,
      words.t(showMessages.booking, { uid, event, status, start: words.time(booking.start_at), reported: words.time(booking.created_at) }),
    );
  }
  if (mails.length === 0) {
    say(io, words.t(showMessages.noDeliveries, { days: retentionDays("sentMail") }));
    return;
  }
  const width = terminalWidth(io.columns) - 1;
  for (const mail of mails) {
    const [id, kind, recipient] = [mail.id, mail.kind, mail.recipient].map((v) => terminalText(v));
    const state = deliveryStateText(mail, io.now, words);
    const line = words.t(mail.channel === "webhook" ? showMessages.webhook : showMessages.mail, { id, kind, recipient, state });
    const [first = "", ...rest] = wrapLines(line, width);
    // A hanging indent: the continuation of one mail's line reads as part of it.
    io.out(`${[first, ...wrapLines(rest.join(" "), width - 2).map((l) => `  ${l}`)].filter((l) => l.trim()).join("\n")}\n`);
  }
}
