/**
 * The command line of `npm run leads`, parsed into one typed command. Every value that
 * ends up in SQL is checked here against a strict pattern first (see `sql.ts` for why).
 */
import { parseArgs } from "node:util";
import { FUNNEL_SOURCE_PATTERN } from "../../contract/funnel.ts";
import { limits } from "../../contract/limits.ts";
import { hasHiddenAddressCharacters, isEmail, normalizeEmail } from "../../contract/email.ts";
import { ID_PATTERN } from "../../worker/lib/ids.ts";
import { UsageError } from "./errors.ts";
import { type LeadKind, leadTables } from "./sql.ts";
import type { Target } from "./d1.ts";

export const usage = `Usage: npm run leads -- <command> [options]

Commands:
  list inquiries|referrals|subscribers [--since 7d] [--status s[,s]] [--limit 100]
                                   a table, newest first
  export inquiries|referrals|subscribers --format csv|json [--bom] [--since ..] [--status ..]
                                   every column to stdout (> file.csv)
  show <id>                        one lead (inq_/ref_/sub_...) and its mail's delivery state
  referral <id> contacted|won|rewarded|declined
                                   move a referral forward (new > contacted > won > rewarded)
  outbox [--dead]                  mail and webhook calls not delivered yet (pending and dead, or only dead)
  outbox retry <out_id>            queue a pending or dead mail again, due now
  forget <email>                   delete every row holding that address, in any case or
                                   Unicode form, outbox messages included, then check that
                                   none is left (GDPR erasure)
  funnel [--since 30d] [--source s] [--format table|csv|json]
                                   the questionnaire funnel per source and in total
                                   (opened > step 2 > step 3 > summary > submitted) as bars,
                                   with the leads per source

Options:
  --remote             the deployed database (default: the local one in .wrangler/state)
  --persist-to <dir>   a local database in another state directory (relative to where you
                       called from; it must hold a database)
  --since <age|date>   7d, 12h, 2w, or a date (2026-05-01, local midnight)
  -h, --help           this text`;

/** `text` with every invisible, control or separator character (but the space) as `\u{200b}`, so a refusal shows why. */
function showHidden(text: string): string {
  return text.replace(/[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}]/gu, (ch) =>
    ch === " " ? ch : `\\u{${ch.codePointAt(0)!.toString(16)}}`,
  );
}

const REFERRAL_TARGETS = ["contacted", "won", "rewarded", "declined"] as const;
export type ReferralTarget = (typeof REFERRAL_TARGETS)[number];

export type Command =
  | { name: "help" }
  | { name: "list"; kind: LeadKind; since?: string; statuses?: string[]; limit: number }
  | { name: "export"; kind: LeadKind; format: "csv" | "json"; bom: boolean; since?: string; statuses?: string[] }
  | { name: "show"; id: string }
  | { name: "referral"; id: string; to: ReferralTarget }
  | { name: "outbox"; onlyDead: boolean }
  | { name: "outbox-retry"; id: string }
  | { name: "forget"; email: string }
  | { name: "funnel"; sinceDay: string; source?: string; format: "table" | "csv" | "json" };

export interface Invocation {
  command: Command;
  target: Target;
}

function kindOf(word: string | undefined): LeadKind {
  if (word === "inquiries" || word === "referrals" || word === "subscribers") return word;
  throw new UsageError(
    word ? `unknown lead kind "${word}": inquiries, referrals or subscribers` : "which leads? inquiries, referrals or subscribers",
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

function statusesOf(kind: LeadKind, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const allowed: readonly string[] = leadTables[kind].statuses;
  if (allowed.length === 0) throw new UsageError(`${kind} have no status to filter by`);
  const statuses = value.split(",").map((s) => s.trim().toLowerCase());
  const wrong = statuses.find((s) => !allowed.includes(s));
  if (wrong !== undefined) throw new UsageError(`unknown ${kind} status "${wrong}": ${allowed.join(", ")}`);
  return statuses;
}

function expectNoMore(rest: readonly string[]): void {
  if (rest.length) throw new UsageError(`unexpected argument "${rest[0]}"`);
}

/** Parses `argv` (without node and the script); throws UsageError on anything it cannot use. */
export function parseCommandLine(argv: readonly string[], now: Date = new Date()): Invocation {
  // The options object decides the result's type: spelling it out again would be a second copy.
  // biome-ignore lint/suspicious/noImplicitAnyLet: typed by the assignment below
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
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
      },
    });
  } catch (err) {
    // node:util's messages are long and name internals; the first sentence is what matters.
    throw new UsageError(String((err as Error).message).split(/\. |\n/)[0] ?? "bad arguments");
  }
  const { values: o, positionals } = parsed;
  if (o.remote && (o.local || o["persist-to"] !== undefined)) throw new UsageError("--remote cannot go with --local or --persist-to");
  if (o["persist-to"] === "") throw new UsageError("--persist-to needs a directory");
  const target: Target = { remote: o.remote === true, ...(o["persist-to"] ? { persistTo: o["persist-to"] } : {}) };
  const [name, ...rest] = positionals;
  if (o.help || name === "help") return { command: { name: "help" }, target };

  // Options that only some commands take are refused elsewhere, so a typo never silently
  // widens an export or a deletion.
  const only = (allowed: readonly string[]) => {
    for (const key of ["since", "status", "limit", "format", "bom", "dead", "source"] as const) {
      if (o[key] !== undefined && !allowed.includes(key)) throw new UsageError(`--${key} does not apply to "${name}"`);
    }
  };

  switch (name) {
    case "list": {
      only(["since", "status", "limit"]);
      const kind = kindOf(rest[0]);
      expectNoMore(rest.slice(1));
      const limit = o.limit === undefined ? 100 : Number(o.limit);
      if (!/^\d{1,6}$/.test(o.limit ?? "100") || limit < 1) throw new UsageError(`--limit expects a number from 1, got "${o.limit}"`);
      return {
        command: {
          name,
          kind,
          limit,
          since: o.since === undefined ? undefined : parseSince(o.since, now),
          statuses: statusesOf(kind, o.status),
        },
        target,
      };
    }
    case "export": {
      only(["since", "status", "format", "bom"]);
      const kind = kindOf(rest[0]);
      expectNoMore(rest.slice(1));
      if (o.format !== "csv" && o.format !== "json")
        throw new UsageError(o.format ? `unknown format "${o.format}": csv or json` : "export needs --format csv or --format json");
      if (o.bom && o.format !== "csv") throw new UsageError("--bom applies to --format csv only");
      return {
        command: {
          name,
          kind,
          format: o.format,
          bom: o.bom === true,
          since: o.since === undefined ? undefined : parseSince(o.since, now),
          statuses: statusesOf(kind, o.status),
        },
        target,
      };
    }
    case "show":
      only([]);
      expectNoMore(rest.slice(1));
      return { command: { name, id: idOf(rest[0], ["inq", "ref", "sub"]) }, target };
    case "referral": {
      only([]);
      const id = idOf(rest[0], ["ref"]);
      const to = rest[1]?.toLowerCase();
      if (!REFERRAL_TARGETS.includes(to as ReferralTarget)) {
        throw new UsageError(
          to
            ? `a referral cannot be moved to "${rest[1]}": ${REFERRAL_TARGETS.join(", ")}`
            : `missing the new state: ${REFERRAL_TARGETS.join(", ")}`,
        );
      }
      expectNoMore(rest.slice(2));
      return { command: { name, id, to: to as ReferralTarget }, target };
    }
    case "outbox":
      if (rest[0] === "retry") {
        only([]);
        expectNoMore(rest.slice(2));
        return { command: { name: "outbox-retry", id: idOf(rest[1], ["out"]) }, target };
      }
      only(["dead"]);
      expectNoMore(rest);
      return { command: { name, onlyDead: o.dead === true }, target };
    case "forget": {
      only([]);
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
      return { command: { name, email }, target };
    }
    case "funnel": {
      only(["since", "source", "format"]);
      expectNoMore(rest);
      const format = o.format ?? "table";
      if (format !== "table" && format !== "csv" && format !== "json")
        throw new UsageError(`unknown format "${format}": table, csv or json`);
      const source = o.source?.trim();
      if (source !== undefined && (source.length > limits.funnelSource || !FUNNEL_SOURCE_PATTERN.test(source))) {
        throw new UsageError(`not a funnel source: "${o.source}" (a page path like /internal-tools, a partner id or an origin)`);
      }
      return { command: { name, sinceDay: sinceDay(o.since ?? "30d", now), format, ...(source === undefined ? {} : { source }) }, target };
    }
    case undefined:
      throw new UsageError("missing command");
    default:
      throw new UsageError(`unknown command "${name}"`);
  }
}
