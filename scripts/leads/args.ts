/**
 * Argument parsing shared by the commands: node:util's options and the checks of ids, kinds,
 * statuses, ages and search text. Every value bound for SQL is checked against a strict
 * pattern here or beside its command first (`sql.ts` says why).
 */
import { parseArgs } from "node:util";
import { windowStart } from "../../contract/agency-time.ts";
import { isLeadKind, type LeadTableKind, tableKindOf } from "../../contract/lead/ids.ts";
import type { AgencyLocale } from "../../contract/locales.ts";
import { isSingleLineText } from "../../contract/text.ts";
import { ID_PATTERN, leadTables } from "../../worker/cli.ts";
import { type Phrase, UsageError } from "./errors.ts";
import { usageMessages } from "./messages.ts";
import { kindNames } from "./texts.ts";

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
  owner: { type: "string" },
  overdue: { type: "boolean" },
  by: { type: "string" },
  unmatched: { type: "boolean" },
  paid: { type: "string" },
  lang: { type: "string" },
} as const;

/** A refusal of what node:util could not parse, in the CLI's words: its own messages are English and name internals. */
function parseFailure(err: Error & { code?: string }): UsageError {
  const option = /'(-[^' ]+)/.exec(err.message)?.[1] ?? "";
  if (err.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const near = didYouMean(
      option,
      Object.keys(OPTIONS).map((name) => `--${name}`),
    );
    return new UsageError(usageMessages.unknownOption, { option, near });
  }
  if (/argument missing/.test(err.message)) return new UsageError(usageMessages.optionValueMissing, { option });
  if (err.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE") return new UsageError(usageMessages.optionTakesNoValue, { option });
  return new UsageError(usageMessages.badArguments, { reason: String(err.message).split(/\. |\n/)[0] ?? "" });
}

/** The options and positionals of `argv`, checked by node:util; UsageError on anything it cannot parse. */
export function readArguments(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (err) {
    throw parseFailure(err as Error);
  }
}

/** `--lang de|en`; a `UsageError` for any other language. */
export function langOf(value: string | undefined): AgencyLocale | undefined {
  if (value === undefined) return undefined;
  const lang = value.trim().toLowerCase();
  if (lang === "de" || lang === "en") return lang;
  throw new UsageError(usageMessages.lang, { value });
}

/**
 * The `--lang` of `argv` read without the parser, so a command line the parser refuses is
 * refused in the language asked for; undefined when it names none or no known one.
 */
export function langIn(argv: readonly string[]): AgencyLocale | undefined {
  const at = argv.indexOf("--lang");
  const value = at >= 0 ? argv[at + 1] : argv.find((a) => a.startsWith("--lang="))?.slice("--lang=".length);
  const lang = value?.trim().toLowerCase();
  return lang === "de" || lang === "en" ? lang : undefined;
}

export type Options = ReturnType<typeof readArguments>["values"];

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
  "owner",
  "overdue",
  "by",
  "unmatched",
  "paid",
] as const;

/**
 * Options that only some commands take are refused elsewhere, so a typo never silently
 * widens an export or a deletion.
 */
export function onlyOptions(o: Options, name: string, allowed: readonly string[]): void {
  for (const key of COMMAND_OPTIONS) {
    if (o[key] !== undefined && !allowed.includes(key)) throw new UsageError(usageMessages.notForCommand, { option: key, name });
  }
}

/** Throws a `UsageError` naming the first word left over after a command's arguments. */
export function expectNoMore(rest: readonly string[]): void {
  if (rest.length) throw new UsageError(usageMessages.unexpected, { word: rest[0] ?? "" });
}

/** The kind of rows `word` names (`inquiries`, `referrals`, `subscribers`); a `UsageError` with a near miss otherwise. */
export function kindOf(word: string | undefined): LeadTableKind {
  if (word === "inquiries" || word === "referrals" || word === "subscribers") return word;
  if (!word) throw new UsageError(usageMessages.whichLeads);
  const singular = word.toLowerCase();
  const plural = isLeadKind(singular) ? tableKindOf(singular) : singular === "subscriber" ? "subscribers" : undefined;
  const near = plural ? nearMiss(plural) : didYouMean(word, ["inquiries", "referrals", "subscribers"]);
  throw new UsageError(usageMessages.unknownKind, { word, near });
}

/** The id `word` names, lower-cased, when it has one of `prefixes`; a `UsageError` otherwise. */
export function idOf(word: string | undefined, prefixes: readonly string[]): string {
  const what = prefixes.map((p) => `${p}_...`).join(", ");
  if (!word) throw new UsageError(usageMessages.missingId, { what });
  const id = word.trim().toLowerCase();
  if (!ID_PATTERN.test(id) || !prefixes.includes(id.slice(0, 3)))
    throw new UsageError(prefixes.includes("out") ? usageMessages.notMailId : usageMessages.notId, {
      word,
      what: prefixes.map((p) => `${p}_…`).join(", "),
      list: prefixes.length === 1 && prefixes[0] === "ref" ? "referrals" : "inquiries",
    });
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
  throw new UsageError(usageMessages.since, { value });
}

/**
 * `--since` for the funnel, whose counters are days: a date is that day; an age in days or
 * weeks is the inbox's "last N days", today counted (`windowStart`), so `30d` starts the
 * day the inbox's 30 days do; an age in hours the day it reaches back into.
 */
export function sinceDay(value: string, now: Date = new Date()): string {
  const date = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    parseSince(date, now);
    return date;
  }
  const days = /^(\d{1,5})([dw])$/.exec(date);
  if (days) return windowStart(now, Number(days[1]) * (days[2] === "w" ? 7 : 1));
  return parseSince(value, now).slice(0, 10);
}

/** `--status`: the comma-separated statuses of `kind`, lower-cased; a `UsageError` for one the kind does not have. */
export function statusesOf(kind: LeadTableKind, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const allowed: readonly string[] = leadTables[kind].statuses;
  const kindName = { text: kindNames[kind].many };
  if (allowed.length === 0) throw new UsageError(usageMessages.noStatus, { kind: kindName });
  const statuses = value.split(",").map((s) => s.trim().toLowerCase());
  const wrong = statuses.find((s) => !allowed.includes(s));
  if (wrong !== undefined) throw new UsageError(usageMessages.unknownStatus, { kind: kindName, word: wrong, allowed: allowed.join(", ") });
  return statuses;
}

/** `--search`: a piece of a name, company or address, as the inbox's search box takes it. */
export function searchOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (!text || text.length > 100 || !isSingleLineText(text)) throw new UsageError(usageMessages.search);
  return text;
}

/** `--owner`: a staff member's address, lower-cased as the inbox stores owners. */
export function ownerOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const owner = value.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(owner) || owner.length > 254) throw new UsageError(usageMessages.owner, { value });
  return owner;
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

/** ` (did you mean "contacted"?)`, in words read where the refusal is printed. */
export const nearMiss = (near: string): Phrase => ({ text: usageMessages.didYouMean, values: { near } });

/** ` (did you mean "contacted"?)` for a near miss (a prefix, or two typos away), else "". */
export function didYouMean(word: string, choices: readonly string[]): Phrase | "" {
  const typed = word.toLowerCase();
  const near =
    choices.find((c) => typed.length >= 3 && c.startsWith(typed)) ??
    choices.find((c) => editDistance(typed, c) <= Math.min(2, Math.floor(c.length / 2)));
  return near ? nearMiss(near) : "";
}
