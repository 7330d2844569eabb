/** `show <id>`: one lead with every field under its label, its bookings and the state of each of its mails. */

import { agencyDate, isStoredTimestamp } from "../../../contract/agency-time.ts";
import { staffLeadRow } from "../../../contract/lead/columns/access.ts";
import { staffColumnLabels } from "../../../contract/lead/columns/labels.ts";
import { type LeadTableKind, leadTableOf } from "../../../contract/lead/ids.ts";
import { retentionDays } from "../../../contract/retention/index.ts";
import { historySentence, historyWords, notesWords } from "../../../contract/staff/history-words.ts";
import { channelLabels, workFieldLabels } from "../../../contract/staff/words.ts";
import { columnName, leadNotesHistoryQueries, leadRecordQueries, leadTables, leadWorkQuery } from "../../../worker/cli.ts";
import { expectNoMore, idOf, type Options, onlyOptions } from "../args.ts";
import { expandAttribution } from "../attribution.ts";
import type { Row } from "../d1.ts";
import { CommandError } from "../errors.ts";
import { renderRecord, terminalText, terminalWidth, wrapLines } from "../format.ts";
import { agencyLocale, type Io, say, siteOriginsOf } from "../io.ts";
import { type Labeller, labeller } from "../labels.ts";
import { deliveryStateText, showMessages } from "../messages.ts";
import { inlineQueries } from "../sql.ts";
import { type CliText, cliText, kindNames } from "../texts.ts";

export interface ShowCommand {
  name: "show";
  id: string;
}

/** `show <id>` as a command; a `UsageError` without an id. */
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

/** What staff recorded of their work on the lead, under the lead page's labels; nothing before anyone worked on it. */
function staffWork(work: Row | undefined, words: CliText, labels: Labeller): Row {
  if (!work) return {};
  const day = (value: unknown) => (value ? agencyDate(String(value), words.locale) : "");
  const next = [day(work.next_step_on), terminalText(work.next_step_text ?? "")].filter(Boolean).join(" ");
  const shown: [keyof typeof workFieldLabels, string | undefined][] = [
    ["owner", work.owner ? String(work.owner) : undefined],
    ["next_step", next || undefined],
    ["reward", work.reward ? labels.value("reward", work.reward) : undefined],
    ["reward_paid_on", day(work.reward_paid_on) || undefined],
  ];
  return Object.fromEntries(shown.filter(([, text]) => text).map(([field, text]) => [words.t(workFieldLabels[field]), text]));
}

/** What the inbox shows for a field left empty, so a blank reads as "not given", not as a gap. */
const EMPTY = "—";

/**
 * The lead's columns in the lead page's order: what identifies it (id, when, status), then
 * the fields as the form asks them (the contract's labels are in the form's order), then
 * the rest as stored (campaign, attribution); a column added later lands with its field.
 */
function inPageOrder(lead: Row, table: keyof typeof staffColumnLabels | undefined): Row {
  const first = ["id", "created_at", "status", ...(table ? Object.keys(staffColumnLabels[table]) : [])];
  const ordered: Row = Object.fromEntries(first.filter((column) => Object.hasOwn(lead, column)).map((column) => [column, lead[column]]));
  return Object.assign(ordered, lead);
}

/**
 * The lead as staff read it in the inbox, in the agency's language: each column under its
 * name (a field by the label the form and the mails give it, the attribution's values by
 * theirs), the status by its label, each choice, flag, language and source in words, times
 * on the agency's clock, an empty field as the inbox's dash; then the staff's work on it,
 * as the lead page shows it.
 */
async function readableLead(io: Io, kind: LeadTableKind, lead: Row, work: Row | undefined, words: CliText): Promise<string> {
  const labels = await labeller(words.locale, siteOriginsOf(io.env));
  const table = kind === "subscribers" ? undefined : kind;
  const shown: Row = {};
  const stored = inPageOrder(staffLeadRow(kind, lead), table);
  for (const [column, value] of Object.entries(expandAttribution(stored, words.i18n))) {
    const name = table ? columnName(words.i18n, column === "status" ? "status_label" : column, table) : column;
    const text = value === null ? undefined : column === "status" ? words.statusName(String(value)) : labels.value(column, value);
    const read = text ?? (isStoredTimestamp(value) ? words.time(value) : value);
    shown[name] = read === null || read === undefined || read === "" ? EMPTY : read;
  }
  return renderRecord({ ...shown, ...staffWork(work, words, labels) }, terminalWidth(io.columns));
}

/** The lead's notes, each with who wrote it and when, as the lead page lists them. */
function notesText(notes: readonly Row[], words: CliText): string {
  const lines = [words.t(notesWords.heading)];
  if (notes.length === 0) lines.push(`  ${words.t(notesWords.none)}`);
  for (const note of notes) {
    const body = terminalText(note.body, true).split("\n");
    lines.push(...body.map((line) => `  ${line}`), `  ${EMPTY} ${terminalText(note.author)}, ${words.time(note.created_at)}`);
  }
  return `${lines.join("\n")}\n`;
}

/** The lead's history, one sentence a change, in the lead page's words. */
function historyText(history: readonly Row[], words: CliText, labels: Labeller): string {
  const read = {
    status: (code: string) => words.statusName(code),
    day: (value: string) => agencyDate(value, words.locale),
    reward: (value: string) => labels.value("reward", value) || value,
  };
  const lines = [words.t(historyWords.heading)];
  if (history.length === 0) lines.push(`  ${words.t(historyWords.none)}`);
  for (const entry of history) {
    const sentence = historySentence(words.i18n, { action: String(entry.action), detail: String(entry.detail ?? "") }, read);
    lines.push(`  ${terminalText(sentence)} ${EMPTY} ${terminalText(entry.actor)}, ${words.time(entry.at)}`);
  }
  return `${lines.join("\n")}\n`;
}

function printBookings(io: Io, bookings: readonly Row[], words: CliText): void {
  for (const booking of bookings) {
    const [uid, event] = [booking.uid, words.eventName(String(booking.event ?? ""))].map((v) => terminalText(v));
    const status = words.statusName(String(booking.status ?? ""));
    say(
      io,
      words.t(showMessages.booking, { uid, event, status, start: words.time(booking.start_at), reported: words.time(booking.created_at) }),
    );
  }
}

function printDeliveries(io: Io, mails: readonly Row[], words: CliText): void {
  if (mails.length === 0) {
    say(io, words.t(showMessages.noDeliveries, { days: retentionDays("sentMail") }));
    return;
  }
  const width = terminalWidth(io.columns) - 1;
  for (const mail of mails) {
    // A mail by its subject, as the inbox lists it; a webhook call (no subject) by its kind.
    const [id, kind, recipient] = [mail.id, mail.subject || mail.kind, mail.recipient].map((v) => terminalText(v));
    const state = deliveryStateText(mail, io.now, words);
    const channel = words.t(channelLabels[mail.channel === "webhook" ? "webhook" : "mail"]);
    const line = words.t(showMessages.delivery, { channel, id, kind, recipient, state });
    const [first = "", ...rest] = wrapLines(line, width);
    // A hanging indent: the continuation of one mail's line reads as part of it.
    io.out(`${[first, ...wrapLines(rest.join(" "), width - 2).map((l) => `  ${l}`)].filter((l) => l.trim()).join("\n")}\n`);
  }
}

/** Prints one lead with its bookings, deliveries, notes and history; a `CommandError` for an unknown id. */
export async function runShow(io: Io, command: ShowCommand): Promise<void> {
  const words = await cliText(agencyLocale(io.env));
  const kind = leadTableOf(command.id);
  if (!kind) throw new CommandError(words.t(showMessages.notLeadId, { id: command.id }));
  const queries = [...leadRecordQueries(kind, command.id), leadWorkQuery(command.id), ...leadNotesHistoryQueries(command.id)];
  const [leads = [], mails = [], bookings = [], [work] = [], notes = [], history = []] = await io.run(inlineQueries(queries));
  const lead = leads[0];
  if (!lead) throw new CommandError(words.t(showMessages.noLead, { kind: words.t(kindNames[kind].one), id: command.id }));
  io.out(await readableLead(io, kind, lead, work, words));
  io.out("\n");
  printBookings(io, bookings, words);
  printDeliveries(io, mails, words);
  // Subscribers are no lead: staff keep no notes or history on them.
  if (kind === "subscribers") return;
  io.out(`\n${notesText(notes, words)}\n`);
  io.out(historyText(history, words, await labeller(words.locale, siteOriginsOf(io.env))));
}
