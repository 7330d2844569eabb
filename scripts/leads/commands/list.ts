/**
 * `list inquiries|referrals|subscribers`: the newest rows of a kind as a table fitted to the
 * terminal. Leads are read with the inbox's list statement, so filters and the overdue rule agree.
 */
import { type LeadTableKind, leadKindOfTable } from "../../../contract/lead/ids.ts";
import { attributionLimits } from "../../../contract/limits.ts";
import { isSingleLineText } from "../../../contract/text.ts";
import { type Deadline, deadlineAt, type LeadListFilter, leadRowsQuery, listLeadsQuery, type Query } from "../../../worker/cli.ts";
import { expectNoMore, kindOf, type Options, onlyOptions, ownerOf, parseSince, searchOf, statusesOf } from "../args.ts";
import { UsageError } from "../errors.ts";
import { renderTable, terminalWidth } from "../format.ts";
import { agencyLocale, hiddenNote, type Io, say } from "../io.ts";
import { usageMessages } from "../messages.ts";
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
  /** Only the leads this staff member (a lower-case address) owns. */
  owner?: string;
  /** Only overdue leads, by the inbox's rule. */
  overdue?: true;
}

/** `--campaign`: a campaign name as the API stores it (one line, at most 100 characters). */
function campaignOf(kind: LeadTableKind, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (kind === "subscribers") throw new UsageError(usageMessages.noCampaign);
  const campaign = value.trim();
  if (!campaign || campaign.length > attributionLimits.utm || !isSingleLineText(campaign))
    throw new UsageError(usageMessages.campaign, { max: attributionLimits.utm });
  return campaign;
}

/** `list`'s arguments as a command; a `UsageError` names the first that is wrong. */
export function parseList(o: Options, rest: readonly string[], now: Date): ListCommand {
  onlyOptions(o, "list", ["since", "status", "limit", "campaign", "search", "owner", "overdue"]);
  const kind = kindOf(rest[0]);
  const campaign = campaignOf(kind, o.campaign);
  const search = searchOf(o.search);
  const owner = ownerOf(o.owner);
  if (kind === "subscribers" && (owner !== undefined || o.overdue)) throw new UsageError(usageMessages.noOwner);
  expectNoMore(rest.slice(1));
  const limit = o.limit === undefined ? 100 : Number(o.limit);
  if (!/^\d{1,6}$/.test(o.limit ?? "100") || limit < 1) throw new UsageError(usageMessages.limit, { value: o.limit ?? "" });
  return {
    name: "list",
    kind,
    limit,
    since: o.since === undefined ? undefined : parseSince(o.since, now),
    statuses: statusesOf(kind, o.status),
    ...(campaign === undefined ? {} : { campaign }),
    ...(search === undefined ? {} : { search }),
    ...(owner === undefined ? {} : { owner }),
    ...(o.overdue ? { overdue: true } : {}),
  };
}

interface WorkerSettings {
  responseWorkingDays(value: unknown): number;
  holidays(value: unknown): ReadonlySet<string>;
}

// The Worker's readers of its settings, loaded by URL: a static import would pull the
// Worker's bindings into the scripts' type program, which has no Workers types.
const load = (path: string): Promise<unknown> => import(new URL(path, import.meta.url).href);

/** The deadline leads are overdue against now, by the Worker's settings in `env` (as the inbox's). */
async function deadlineOf(env: NodeJS.ProcessEnv, now: Date): Promise<Deadline> {
  const [config, staff] = (await Promise.all([load("../../../worker/config.ts"), load("../../../worker/staff/settings.ts")])) as [
    Pick<WorkerSettings, "responseWorkingDays">,
    Pick<WorkerSettings, "holidays">,
  ];
  return deadlineAt(now, config.responseWorkingDays(env.RESPONSE_WORKING_DAYS), staff.holidays(env.HOLIDAYS));
}

/** The statement `command` runs: the inbox's list for a kind of lead, the table's own for subscribers. */
async function listQuery(io: Io, command: ListCommand): Promise<Query> {
  const { kind, limit } = command;
  const type = leadKindOfTable(kind);
  if (type === undefined) return listLeadsQuery(kind, command, limit);
  const filter: LeadListFilter = {
    ...(command.since === undefined ? {} : { from: command.since }),
    ...(command.statuses === undefined ? {} : { statuses: command.statuses }),
    ...(command.campaign === undefined ? {} : { campaign: command.campaign }),
    ...(command.search === undefined ? {} : { search: command.search }),
    ...(command.owner === undefined ? {} : { owner: command.owner }),
    ...(command.overdue ? { overdue: true } : {}),
  };
  return leadRowsQuery(type, filter, await deadlineOf(io.env ?? {}, io.now), { limit, order: "newest" });
}

/** Prints the newest rows of the kind that pass the filters, as a table fitted to the terminal. */
export async function runList(io: Io, command: ListCommand): Promise<void> {
  const [rows = []] = await io.run(inlineQueries([await listQuery(io, command)]));
  const words = await cliText(agencyLocale(io.env));
  const { i18n, t } = words;
  const kind = kindNames[command.kind];
  if (rows.length === 0) {
    const { since, statuses, campaign, search, owner, overdue } = command;
    const filtered = since || statuses || overdue || [campaign, search, owner].some((value) => value !== undefined);
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
