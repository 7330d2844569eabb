/**
 * The command line of `npm run leads`: the usage text, the target database, and the command
 * parser (beside its command in ./commands/) that reads the rest into one typed command.
 */
import { retentionDays } from "../../contract/retention/index.ts";
import { didYouMean, type Options, readArguments } from "./args.ts";
import { type BookingsCommand, parseBookings } from "./commands/bookings.ts";
import { type ExportCommand, parseExport } from "./commands/export.ts";
import { type ForgetCommand, parseForget } from "./commands/forget.ts";
import { type FunnelCommand, parseFunnel } from "./commands/funnel.ts";
import { type ListCommand, parseList } from "./commands/list.ts";
import { type MoveCommand, parseInquiryMove, parseReferralMove } from "./commands/move.ts";
import { type OutboxCommand, type OutboxRetryCommand, parseOutbox } from "./commands/outbox.ts";
import { parseReward, type RewardCommand } from "./commands/reward.ts";
import { parseShow, type ShowCommand } from "./commands/show.ts";
import type { Target } from "./d1.ts";
import { UsageError } from "./errors.ts";
import { usageMessages } from "./messages.ts";

export const usage = `Usage: npm run leads -- <command> [options]

Commands:
  list inquiries|referrals|subscribers [--since 7d] [--status s] [--limit 100]
    [--campaign name] [--search text] [--owner address] [--overdue]
                    a table, newest first, as wide as the terminal;
                    --campaign: only leads of that utm_campaign;
                    --search: name, company or address holding the text;
                    --owner: only the leads that staff member owns;
                    --overdue: only overdue leads, as the inbox marks them
  export inquiries|referrals|subscribers --format csv|json [--out file]
    [--excel] [--sep ';'] [--bom] [--all-columns] [--since ..] [--status ..]
    [--search text]
                    the staff's columns (--all-columns: all); --out writes the
                    file itself; inquiries and referrals as the staff
                    inbox's file (BOM, dates as YYYY-MM-DD HH:MM in Vienna,
                    labels); --excel: its separator (";" in German)
  show <id>         one lead (inq_/ref_/sub_...) and its mail's delivery state
  inquiry <id> contacted|won|lost
                    move an inquiry (new > contacted > booked > won, or lost)
  referral <id> contacted|won|rewarded|declined
                    move a referral (new > contacted > won > rewarded, or
                    declined)
  reward <ref_id> discount|gift_card|none [--paid <day>|today]
                    record a won referral's reward and the day it was paid;
                    a paid day moves it to rewarded and mails the referrer
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
                    no inquiry matched (kept ${retentionDays("unmatchedBookings")} days, to match by hand)

Options:
  --remote            the deployed database (default: the local one)
  --persist-to <dir>  a local database in another state directory (relative to
                      where you called from; it must hold a database)
  --since <age|date>  7d, 12h, 2w, or a date (2026-05-01, local midnight)
  -h, --help          this text

Times are on the agency's clock, Central European Time (Europe/Vienna), as in the mails.
A status change appears in the staff inbox's history under LEADS_ACTOR (set it to
your address) or "cli".`;

export type Command =
  | { name: "help" }
  | ListCommand
  | ExportCommand
  | ShowCommand
  | MoveCommand
  | RewardCommand
  | OutboxCommand
  | OutboxRetryCommand
  | ForgetCommand
  | FunnelCommand
  | BookingsCommand;

export interface Invocation {
  command: Command;
  target: Target;
}

const COMMANDS = ["list", "export", "show", "inquiry", "referral", "reward", "outbox", "forget", "funnel", "bookings", "help"] as const;

/** Each command's parser, by the word that names it. */
const parsers: Readonly<Record<Exclude<(typeof COMMANDS)[number], "help">, (o: Options, rest: readonly string[], now: Date) => Command>> = {
  list: parseList,
  export: parseExport,
  show: parseShow,
  inquiry: parseInquiryMove,
  referral: parseReferralMove,
  reward: parseReward,
  outbox: parseOutbox,
  forget: parseForget,
  funnel: parseFunnel,
  bookings: parseBookings,
};

/** The command `name` with its arguments `rest`. */
function commandOf(name: string | undefined, rest: readonly string[], o: Options, now: Date): Command {
  if (name === undefined) throw new UsageError(usageMessages.missingCommand);
  if (!Object.hasOwn(parsers, name)) throw new UsageError(usageMessages.unknownCommand, { name, near: didYouMean(name, COMMANDS) });
  return parsers[name as keyof typeof parsers](o, rest, now);
}

/** Parses `argv` (without node and the script); throws UsageError on anything it cannot use. */
export function parseCommandLine(argv: readonly string[], now: Date = new Date()): Invocation {
  const { values: o, positionals } = readArguments(argv);
  if (o.remote && (o.local || o["persist-to"] !== undefined)) throw new UsageError(usageMessages.remoteAndLocal);
  if (o["persist-to"] === "") throw new UsageError(usageMessages.persistToEmpty);
  const target: Target = { remote: o.remote === true, ...(o["persist-to"] ? { persistTo: o["persist-to"] } : {}) };
  const [name, ...rest] = positionals;
  if (o.help || name === "help") return { command: { name: "help" }, target };
  return { command: commandOf(name, rest, o, now), target };
}
