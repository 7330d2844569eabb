/**
 * The command line of `npm run leads`, parsed into one typed command. Every value that
 * ends up in SQL is checked here against a strict pattern first (see `sql.ts` for why).
 */
import { parseArgs } from "node:util";
import { hasHiddenAddressCharacters, isEmail, normalizeEmail } from "../../contract/email.ts";
import { isLeadKind, type LeadTableKind, leadKindOf, tableKindOf } from "../../contract/lead-ids.ts";
import { INQUIRY_TARGETS, type InquiryTarget, REFERRAL_TARGETS, type ReferralTarget } from "../../contract/lifecycles.ts";
import { attributionLimits, FUNNEL_SOURCE_PATTERN, limits } from "../../contract/limits.ts";
import { isSingleLineText } from "../../contract/text.ts";
import { leadTables } from "../../worker/db/lead-tables.ts";
import { ID_PATTERN } from "../../worker/lib/ids.ts";
import type { Target } from "./d1.ts";
import { UsageError } from "./errors.ts";

export type { ReferralTarget } from "../../contract/lifecycles.ts";

export const usage = `Usage: npm run leads -- <command> [options]

Commands:
  list inquiries|referrals|subscribers [--since 7d] [--status s] [--limit 100]
    [--campaign name] [--search text]
                    a table, newest first, as wide as the terminal;
                    --campaign: only leads of that utm_campaign;
                    --search: name, company or address holding the text
  export inquiries|referrals|subscribers --format csv|json [--out file]
    [--excel] [--sep ';'] [--bom] [--all-columns] [--since ..] [--status ..]
    [--search text]
                    the staff's columns (--all-columns: all); --out writes the
                    file itself; --excel: the staff inbox's file (BOM, ";"
                    in German, dates as YYYY-MM-DD HH:MM in Vienna, labels)
  show <id>         one lead (inq_/ref_/sub_...) and its mail's delivery state
  inquiry <id> contacted|won|lost
                    move an inquiry (new > contacted > booked > won, or lost)
  referral <id> contacted|won|rewarded|declined
                    move a referral (new > contacted > won > rewarded, or
                    declined)
  outbox [--dead]   mail and webhook calls not delivered yet (--dead: given up)
  outbox retry <out_id>
                    queue a pending or dead mail again, due now
  forget <email> [--dry-run] [--yes]
                    GDPR erasure of that address (any case or Unicode form, in
                    mails too); --dry-run shows what would go; asks first
                    unless --yes
  funnel [--since 30d] [--source s] [--by source|campaign]
    [--format table|csv|json]
                    the questionnaire funnel per source (or campaign) and in
                    total, as bars, with the calls booked and the leads (and
                    inquiries won) per source (or campaign)
  bookings [--since 30d] [--unmatched]
                    calls booked, moved or cancelled through the calendar,
                    newest first, with their inquiry; --unmatched: only those
                    no inquiry matched (kept 30 days, to match by hand)

Options:
  --remote            the deployed database (default: the local one)
  --persist-to <dir>  a local database in another state directory (relative to
                      where you called from; it must hold a database)
  --since <age|date>  7d, 12h, 2w, or a date (2026-05-01, local midnight)
  -h, --help          this text

Times are shown in Vienna time (Europe/Vienna), as in the notification mails.
A status change appears in the staff inbox's history under LEADS_ACTOR (set it to
your address) or "cli".`;

/** `text` with every invisible, control or separator character (but the space) as `\u{200b}`, so a refusal shows why. */
function showHidden(text: string): string {
  return text.replace(/[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}]/gu, (ch) =>
    ch === " " ? ch : `\\u{${ch.codePointAt(0)!.toString(16)}}`,
  );
}

export type Command =
  | { name: "help" }
  | { name: "list"; kind: LeadTableKind; since?: string; statuses?: string[]; limit: number; campaign?: string; search?: string }
  | {
      name: "export";
      kind: LeadTableKind;
      format: "csv" | "json";
      bom: boolean;
      since?: string;
      statuses?: string[];
      /** Where to write the file (as typed: relative to where the user called from); stdout without it. */
      out?: string;
      /** CSV for a spreadsheet: BOM, the locale's separator (unless `separator`), Vienna times Excel reads. */
      excel?: boolean;
      separator?: Separator;
      /** Every column, internals (Idempotency-Key data, token hashes) included. */
      allColumns?: boolean;
      /** Only leads whose name, company or address holds this text. */
      search?: string;
    }
  | { name: "show"; id: string }
  | { name: "referral"; id: string; to: ReferralTarget }
  | { name: "inquiry"; id: string; to: InquiryTarget }
  | { name: "outbox"; onlyDead: boolean }
  | { name: "outbox-retry"; id: string }
  | {
      name: "forget";
      email: string;
      /** Show what would be erased, change nothing. */
      dryRun?: boolean;
      /** Erase without asking (what a script must pass). */
      yes?: boolean;
    }
  | { name: "funnel"; sinceDay: string; source?: string; format: "table" | "csv" | "json"; by?: "source" | "campaign" }
  | { name: "bookings"; since: string; unmatched: boolean };

export type Separator = "," | ";" | "\t";

export interface Invocation {
  command: Command;
  target: Target;
}

function kindOf(word: string | undefined): LeadTableKind {
  if (word === "inquiries" || word === "referrals" || word === "subscribers") return word;
  if (!word) throw new UsageError("which leads? inquiries, referrals or subscribers");
  const singular = word.toLowerCase();
  const plural = isLeadKind(singular) ? tableKindOf(singular) : singular === "subscriber" ? "subscribers" : undefined;
  throw new UsageError(
    `unknown lead kind "${word}"${plural ? ` (did you mean "${plural}"?)` : didYouMean(word, ["inquiries", "referrals", "subscribers"])}: inquiries, referrals or subscribers`,
  );
}

function idOf(word: string | undefined, prefixes: readonly string[]): string {
  const what = prefixes.map((p) => `${p}_...`).join(", ");
  if (!word) throw new UsageError(`missing id (${what})`);
  const id = word.trim().toLowerCase();
  if (!ID_PATTERN.test(id) || !prefixes.includes(id.slice(0, 3)))
    throw new UsageError(`not an id: "${word}" (expected ${what}, 16 characters a-z, 2-7 after the _)`);
  return id;
}

const UNIT_MS: Record<string, number> = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** `--since 7d|12h|2w|2026-05-01` as the ISO instant it means, relative to `now`. */
export function parseSince(value: string, now: Date = new Date()): string {
  const age = /^(\d{1,5})([hdw])$/.exec(value.trim());
  if (age) return new Date(now.getTime() - Number(age[1]) * (UNIT_MS[age[2]!] ?? 0)).toISOString();
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (date) {
    const local = new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
    if (local.getDate() === Number(date[3])) return local.toISOString();
  }
  throw new UsageError(`--since expects an age like 7d, 12h, 2w or a date like 2026-05-01, got "${value}"`);
}

/**
 * `--since` for the funnel, whose counters are UTC days: a date is that day, an age the UTC
 * day it reaches back into.
 */
export function sinceDay(value: string, now: Date = new Date()): string {
  const date = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    parseSince(date, now);
    return date;
  }
  return parseSince(value, now).slice(0, 10);
}

function statusesOf(kind: LeadTableKind, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const allowed: readonly string[] = leadTables[kind].statuses;
  if (allowed.length === 0) throw new UsageError(`${kind} have no status to filter by`);
  const statuses = value.split(",").map((s) => s.trim().toLowerCase());
  const wrong = statuses.find((s) => !allowed.includes(s));
  if (wrong !== undefined) throw new UsageError(`unknown ${kind} status "${wrong}": ${allowed.join(", ")}`);
  return statuses;
}

/** The options only some commands take. */
const COMMAND_OPTIONS = [
  "since",
  "status",
  "limit",
  "format",
  "bom",
  "dead",
  "source",
  "out",
  "excel",
  "sep",
  "all-columns",
  "dry-run",
  "yes",
  "campaign",
  "search",
  "by",
  "unmatched",
] as const;

const COMMANDS = ["list", "export", "show", "inquiry", "referral", "outbox", "forget", "funnel", "bookings", "help"] as const;

/** `--campaign`: a campaign name as the API stores it (one line, at most 100 characters). */
function campaignOf(kind: LeadTableKind, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (kind === "subscribers") throw new UsageError("subscribers have no campaign to filter by");
  const campaign = value.trim();
  if (!campaign || campaign.length > attributionLimits.utm || !isSingleLineText(campaign))
    throw new UsageError(`--campaign expects a campaign name (utm_campaign, one line, at most ${attributionLimits.utm} characters)`);
  return campaign;
}

/** How many single-character edits turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** ` (did you mean "contacted"?)` for a near miss (a prefix, or two typos away), else "". */
function didYouMean(word: string, choices: readonly string[]): string {
  const typed = word.toLowerCase();
  const near =
    choices.find((c) => typed.length >= 3 && c.startsWith(typed)) ??
    choices.find((c) => editDistance(typed, c) <= Math.min(2, Math.floor(c.length / 2)));
  return near ? ` (did you mean "${near}"?)` : "";
}

/** The state a lead is to move to, one of `targets`. */
function targetOf<T extends string>(noun: string, word: string | undefined, targets: readonly T[]): T {
  const to = word?.toLowerCase();
  if (to !== undefined && (targets as readonly string[]).includes(to)) return to as T;
  throw new UsageError(
    word === undefined
      ? `missing the new state: ${targets.join(", ")}`
      : `${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun} cannot be moved to "${word}"${didYouMean(word, targets)}: ${targets.join(", ")}`,
  );
}

function separatorOf(value: string): Separator {
  if (value === "," || value === ";") return value;
  if (value === "\t" || value === "\\t" || value.toLowerCase() === "tab") return "\t";
  throw new UsageError(`--sep expects ",", ";" or tab, got "${value}"`);
}

function expectNoMore(rest: readonly string[]): void {
  if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
}

/** Every option any command takes; each command refuses the ones it does not (`onlyOptions`). */
const OPTIONS = {
  help: { type: "boolean", short: "h" },
  remote: { type: "boolean" },
  local: { type: "boolean" },
  "persist-to": { type: "string" },
  since: { type: "string" },
  status: { type: "string" },
  limit: { type: "string" },
  format: { type: "string" },
  bom: { type: "boolean" },
  dead: { type: "boolean" },
  source: { type: "string" },
  out: { type: "string", short: "o" },
  excel: { type: "boolean" },
  sep: { type: "string" },
  "all-columns": { type: "boolean" },
  "dry-run": { type: "boolean" },
  yes: { type: "boolean", short: "y" },
  campaign: { type: "string" },
  search: { type: "string" },
  by: { type: "string" },
  unmatched: { type: "boolean" },
} as const;

/** The options and positionals of `argv`, checked by node:util; UsageError on anything it cannot parse. */
function readArguments(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (err) {
    // node:util's messages are long and name internals; the first sentence is what matters.
    throw new UsageError(String((err as Error).message).split(/\. |\n/)[0] ?? "bad arguments");
  }
}

type Options = ReturnType<typeof readArguments>["values"];

/**
 * Options that only some commands take are refused elsewhere, so a typo never silently
 * widens an export or a deletion.
 */
function onlyOptions(o: Options, name: string, allowed: readonly string[]): void {
  for (const key of COMMAND_OPTIONS) {
    if (o[key] !== undefined && !allowed.includes(key)) throw new UsageError(`--${key} does not apply to "${name}"`);
  }
}

function listCommand(o: Options, rest: readonly string[], now: Date): Command {
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

/** `--search`: a piece of a name, company or address, as the inbox's search box takes it. */
function searchOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (!text || text.length > 100 || !isSingleLineText(text))
    throw new UsageError("--search expects a piece of a name, company or address (one line, at most 100 characters)");
  return text;
}

function exportCommand(o: Options, rest: readonly string[], now: Date): Command {
  onlyOptions(o, "export", ["since", "status", "format", "bom", "out", "excel", "sep", "all-columns", "search"]);
  const kind = kindOf(rest[0]);
  expectNoMore(rest.slice(1));
  // --excel means CSV: the format need not be spelled out twice.
  const format = o.format ?? (o.excel ? "csv" : undefined);
  if (format !== "csv" && format !== "json")
    throw new UsageError(format ? `unknown format "${format}": csv or json` : "export needs --format csv or --format json");
  for (const csvOnly of ["bom", "excel", "sep"] as const) {
    if (o[csvOnly] !== undefined && format !== "csv") throw new UsageError(`--${csvOnly} applies to --format csv only`);
  }
  if (o.out !== undefined && o.out.trim() === "") throw new UsageError("--out needs a file name");
  const separator = o.sep === undefined ? undefined : separatorOf(o.sep);
  return {
    name: "export",
    kind,
    format,
    bom: o.bom === true,
    since: o.since === undefined ? undefined : parseSince(o.since, now),
    statuses: statusesOf(kind, o.status),
    ...(o.out === undefined ? {} : { out: o.out }),
    ...(o.excel ? { excel: true } : {}),
    ...(separator === undefined ? {} : { separator }),
    ...(o["all-columns"] ? { allColumns: true } : {}),
    ...(o.search === undefined ? {} : { search: searchOf(o.search) }),
  };
}

function referralCommand(o: Options, rest: readonly string[]): Command {
  onlyOptions(o, "referral", []);
  const id = idOf(rest[0], [leadTables.referrals.prefix]);
  const to = targetOf("referral", rest[1], REFERRAL_TARGETS);
  expectNoMore(rest.slice(2));
  return { name: "referral", id, to };
}

function inquiryCommand(o: Options, rest: readonly string[]): Command {
  onlyOptions(o, "inquiry", []);
  if (leadKindOf(rest[0]?.trim().toLowerCase() ?? "") === "referral")
    throw new UsageError(`that id is a referral: npm run leads -- referral ${idOf(rest[0], [leadTables.referrals.prefix])}`);
  const id = idOf(rest[0], [leadTables.inquiries.prefix]);
  if (rest[1]?.toLowerCase() === "booked")
    throw new UsageError(`an inquiry becomes booked when the visitor books a call, not by hand: ${INQUIRY_TARGETS.join(", ")}`);
  const to = targetOf("inquiry", rest[1], INQUIRY_TARGETS);
  expectNoMore(rest.slice(2));
  return { name: "inquiry", id, to };
}

function forgetCommand(o: Options, rest: readonly string[]): Command {
  onlyOptions(o, "forget", ["dry-run", "yes"]);
  if (o["dry-run"] && o.yes) throw new UsageError("--dry-run changes nothing, so --yes has nothing to confirm: use one of them");
  const typed = rest[0];
  if (!typed?.trim()) throw new UsageError("missing the e-mail address to forget");
  expectNoMore(rest.slice(1));
  // The API stores only addresses that pass this very check, in this very form, so
  // nothing real is refused; an address with invisible characters never was one.
  const email = normalizeEmail(typed);
  if (email.length > limits.email || hasHiddenAddressCharacters(typed) || !isEmail(email))
    throw new UsageError(
      `not an e-mail address: "${showHidden(typed)}"${hasHiddenAddressCharacters(typed) ? " (it holds invisible or control characters, shown as \\u{...})" : ""}`,
    );
  return { name: "forget", email, ...(o["dry-run"] ? { dryRun: true } : {}), ...(o.yes ? { yes: true } : {}) };
}

function funnelCommand(o: Options, rest: readonly string[], now: Date): Command {
  onlyOptions(o, "funnel", ["since", "source", "format", "by"]);
  expectNoMore(rest);
  const format = o.format ?? "table";
  const by = o.by?.trim().toLowerCase() ?? "source";
  if (by !== "source" && by !== "campaign") throw new UsageError(`--by expects source or campaign, got "${o.by}"`);
  if (format !== "table" && format !== "csv" && format !== "json") throw new UsageError(`unknown format "${format}": table, csv or json`);
  const source = o.source?.trim();
  if (source !== undefined && (source.length > limits.funnelSource || !FUNNEL_SOURCE_PATTERN.test(source))) {
    throw new UsageError(`not a funnel source: "${o.source}" (a page path like /internal-tools, a partner id or an origin)`);
  }
  return {
    name: "funnel",
    sinceDay: sinceDay(o.since ?? "30d", now),
    format,
    ...(source === undefined ? {} : { source }),
    ...(by === "campaign" ? { by } : {}),
  };
}

function outboxCommand(o: Options, rest: readonly string[]): Command {
  if (rest[0] === "retry") {
    onlyOptions(o, "outbox", []);
    expectNoMore(rest.slice(2));
    return { name: "outbox-retry", id: idOf(rest[1], ["out"]) };
  }
  onlyOptions(o, "outbox", ["dead"]);
  expectNoMore(rest);
  return { name: "outbox", onlyDead: o.dead === true };
}

/** The command `name` with its arguments `rest`. */
function commandOf(name: string | undefined, rest: readonly string[], o: Options, now: Date): Command {
  switch (name) {
    case "list":
      return listCommand(o, rest, now);
    case "export":
      return exportCommand(o, rest, now);
    case "show":
      onlyOptions(o, name, []);
      expectNoMore(rest.slice(1));
      return {
        name,
        id: idOf(
          rest[0],
          Object.values(leadTables).map((t) => t.prefix),
        ),
      };
    case "referral":
      return referralCommand(o, rest);
    case "inquiry":
      return inquiryCommand(o, rest);
    case "outbox":
      return outboxCommand(o, rest);
    case "forget":
      return forgetCommand(o, rest);
    case "funnel":
      return funnelCommand(o, rest, now);
    case "bookings":
      onlyOptions(o, name, ["since", "unmatched"]);
      expectNoMore(rest);
      return { name, since: parseSince(o.since ?? "30d", now), unmatched: o.unmatched === true };
    case undefined:
      throw new UsageError("missing command");
    default:
      throw new UsageError(`unknown command "${name}"${didYouMean(name, COMMANDS)}`);
  }
}

/** Parses `argv` (without node and the script); throws UsageError on anything it cannot use. */
export function parseCommandLine(argv: readonly string[], now: Date = new Date()): Invocation {
  const { values: o, positionals } = readArguments(argv);
  if (o.remote && (o.local || o["persist-to"] !== undefined)) throw new UsageError("--remote cannot go with --local or --persist-to");
  if (o["persist-to"] === "") throw new UsageError("--persist-to needs a directory");
  const target: Target = { remote: o.remote === true, ...(o["persist-to"] ? { persistTo: o["persist-to"] } : {}) };
  const [name, ...rest] = positionals;
  if (o.help || name === "help") return { command: { name: "help" }, target };
  return { command: commandOf(name, rest, o, now), target };
}

/**
 * Who the inbox's history names for a change made here: the address in LEADS_ACTOR when it
 * holds one (staff set it to their own), else "cli".
 */
export function cliActor(env: NodeJS.ProcessEnv | undefined): string {
  const address = env?.LEADS_ACTOR?.trim() ?? "";
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : "cli";
}
