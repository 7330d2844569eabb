/** `list inquiries|referrals|subscribers`: the newest leads of a kind as a table fitted to the terminal. */
import type { LeadTableKind } from "../../../contract/lead-ids.ts";
import { attributionLimits } from "../../../contract/limits.ts";
import { isSingleLineText } from "../../../contract/text.ts";
import { listLeadsQuery } from "../../../worker/db/lead-reads.ts";
import { expectNoMore, kindOf, type Options, onlyOptions, parseSince, searchOf, statusesOf } from "../args.ts";
import { UsageError } from "../errors.ts";
import { renderTable } from "../format.ts";
import { terminalWidth } from "../funnel.ts";
import { agencyLocale, hiddenNote, type Io, say } from "../io.ts";
import { inlineQueries } from "../sql.ts";
import { listColumns } from "../tables.ts";
import { cliMessages, cliText, kindNames } from "../texts.ts";

export interface ListCommand {
  name: "list";
  kind: LeadTableKind;
  since?: string;
  statuses?: string[];
  limit: number;
  campaign?: string;
  search?: string;
}

/** `--campaign`: a campaign name as the API stores it (one line, at most 100 characters). */
function campaignOf(kind: LeadTableKind, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (kind === "subscribers") throw new UsageError("subscribers have no campaign to filter by");
  const campaign = value.trim();
  if (!campaign || campaign.length > attributionLimits.utm || !isSingleLineText(campaign))
    throw new UsageError(`--campaign expects a campaign name (utm_campaign, one line, at most ${attributionLimits.utm} characters)`);
  return campaign;
}

export function parseList(o: Options, rest: readonly string[], now: Date): ListCommand {
  onlyOptions(o, "list", ["since", "status", "limit", "campaign", "search"]);
  const kind = kindOf(rest[0]);
  const campaign = campaignOf(kind, o.campaign);
  const search = searchOf(o.search);
  expectNoMore(rest.slice(1));
  const limit = o.limit === undefined ? 100 : Number(o.limit);
  if (!/^\d{1,6}$/.test(o.limit ?? "100") || limit < 1) throw new UsageError(`--limit expects a number from 1, got "${o.limit}"`);
  return {
    name: "list",
    kind,
    limit,
    since: o.since === undefined ? undefined : parseSince(o.since, now),
    statuses: statusesOf(kind, o.status),
    ...(campaign === undefined ? {} : { campaign }),
    ...(search === undefined ? {} : { search }),
  };
}

export async function runList(io: Io, command: ListCommand): Promise<void> {
  const [rows = []] = await io.run(inlineQueries([listLeadsQuery(command.kind, command, command.limit)]));
  const words = await cliText(agencyLocale(io.env));
  const { i18n, t } = words;
  const kind = kindNames[command.kind];
  if (rows.length === 0) {
    const filtered = command.since || command.statuses || command.campaign !== undefined || command.search !== undefined;
    io.out(`${t(filtered ? cliMessages.noneMatch : cliMessages.noneYet, { kind: i18n._(kind.many) })}\n`);
    return;
  }
  const table = renderTable(listColumns(command.kind, words), rows, terminalWidth(io.columns));
  io.out(table.text);
  io.out("\n");
  const counted = { kind: i18n._(kind.many), count: rows.length, limit: command.limit };
  say(io, t(rows.length === command.limit ? cliMessages.listedLimit : cliMessages.listed, counted));
  hiddenNote(io, words, table.hidden, true);
}
