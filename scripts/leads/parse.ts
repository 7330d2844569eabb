/**
 * The command line of `npm run leads`: the usage text, the target database, and the command
 * parser (beside its command in ./commands/) that reads the rest into one typed command.
 */
import type { AgencyLocale } from "../../contract/locales.ts";
import { didYouMean, langOf, type Options, readArguments } from "./args.ts";
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
  /** `--lang`: the language this run speaks, whatever `AGENCY_LOCALE` says. */
  lang?: AgencyLocale;
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
  const lang = langOf(o.lang);
  const [name, ...rest] = positionals;
  const chosen = lang ? { lang } : {};
  if (o.help || name === "help") return { command: { name: "help" }, target, ...chosen };
  return { command: commandOf(name, rest, o, now), target, ...chosen };
}
