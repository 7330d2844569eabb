/**
 * `forget <email> [--dry-run] [--yes]`: the GDPR erasure of an address through the inbox's
 * use case (worker/erasure/erase.ts), previewed and confirmed first, checked after. A local
 * database file is vacuumed so no erased byte is left in it.
 */
import { hasHiddenAddressCharacters, isEmail, normalizeEmail } from "../../../contract/email.ts";
import { limits } from "../../../contract/limits.ts";
import { refusalWords } from "../../../contract/staff/refusal-words.ts";
import {
  type AddressRows,
  type Erasure,
  type ErasureOutcome,
  type ForgetPlan,
  isEmptyErasure,
  planErasure,
  REMOVED_MENTION,
  type RunQueries,
  runErasure,
  textHolds,
} from "../../../worker/cli.ts";
import { expectNoMore, type Options, onlyOptions } from "../args.ts";
import type { Row } from "../d1.ts";
import { CommandError, UsageError } from "../errors.ts";
import { erasureLines, rewardWarnings } from "../forget.ts";
import { terminalText } from "../format.ts";
import { agencyLocale, type Io, say, wordsFor } from "../io.ts";
import { usageMessages } from "../messages.ts";
import { inlineQueries } from "../sql.ts";
import { type CliText, cliText, forgetMessages } from "../texts.ts";

export interface ForgetCommand {
  name: "forget";
  email: string;
  /** Show what would be erased, change nothing. */
  dryRun?: boolean;
  /** Erase without asking (what a script must pass). */
  yes?: boolean;
}

/** `text` with every invisible, control or separator character (but the space) as `\u{200b}`, so a refusal shows why. */
function showHidden(text: string): string {
  return text.replace(/[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}]/gu, (ch) =>
    ch === " " ? ch : `\\u{${ch.codePointAt(0)!.toString(16)}}`,
  );
}

/** `forget`'s arguments as a command; a `UsageError` for an address the API would never have stored, or `--dry-run` with `--yes`. */
export function parseForget(o: Options, rest: readonly string[]): ForgetCommand {
  onlyOptions(o, "forget", ["dry-run", "yes"]);
  if (o["dry-run"] && o.yes) throw new UsageError(usageMessages.dryRunYes);
  const typed = rest[0];
  if (!typed?.trim()) throw new UsageError(usageMessages.missingEmail);
  expectNoMore(rest.slice(1));
  // The API stores only addresses that pass this very check, in this very form, so
  // nothing real is refused; an address with invisible characters never was one.
  const email = normalizeEmail(typed);
  if (email.length > limits.email || hasHiddenAddressCharacters(typed) || !isEmail(email))
    throw new UsageError(hasHiddenAddressCharacters(typed) ? usageMessages.notEmailHidden : usageMessages.notEmail, {
      value: showHidden(typed),
    });
  return { name: "forget", email, ...(o["dry-run"] ? { dryRun: true } : {}), ...(o.yes ? { yes: true } : {}) };
}

/** Erasure's statements as the CLI runs them: inlined into SQL text, one batch per call. */
const cliQueries =
  (io: Io): RunQueries =>
  async (queries) =>
    io.run(inlineQueries(queries));

/**
 * Erasure: finds every row holding the address (in any case or Unicode form, in outbox
 * messages too), shows what goes and, unless `--yes`, asks; then erases them by id in one
 * batch and reads every table again, failing unless nothing holding the address is left.
 * A referral whose referred person is erased keeps its row for the referrer's claim.
 */
export async function runForget(io: Io, command: ForgetCommand): Promise<void> {
  if (!command.dryRun && !command.yes && !io.confirm) {
    throw new CommandError(usageMessages.forgetNeedsYes);
  }
  const planned = await planErasure(cliQueries(io), command.email);
  const { rows, plan, erasure } = planned;
  if (isEmptyErasure(erasure)) return nothingToForget(io, command);
  const words = await cliText(agencyLocale(io.env));
  const notices = forgetNotices(rows, erasure, words);
  if (!command.yes && !(await previewAndAsk(io, command, plan, erasure, notices))) return;

  const { done, left } = await runErasure(cliQueries(io), command.email, planned);
  const { t } = words;
  say(io, t(forgetMessages.erased, { email: terminalText(command.email) }));
  const contentDone = done.outbox.filter((id) => plan.outboxByContent.includes(id)).length;
  io.out(`${erasureLines(done, contentDone, words, "did").join("\n")}\n`);
  // Asked before: the warnings were on screen with the question.
  if (command.yes) for (const line of notices) say(io, line);
  await checkNothingLeft(io, command.email, left);
  await vacuumAndCheckFile(io, command.email);
  const uids = calendarUids(rows.bookings ?? [], done.bookings ?? []);
  if (uids.length > 0) say(io, t(forgetMessages.calendar, { uids: uids.join(", ") }));
  say(io, t(forgetMessages.copiesRemain));
}

/** When no declared place holds the address; a run after an erasure whose vacuum failed still cleans the file. */
async function nothingToForget(io: Io, command: ForgetCommand): Promise<void> {
  const t = await wordsFor(io);
  say(io, t(forgetMessages.nothingFound, { email: terminalText(command.email) }));
  if (!command.dryRun) await vacuumAndCheckFile(io, command.email);
  say(io, t(forgetMessages.copiesRemain));
}

/** What staff must read before the erasure: the referrals that stay anonymised, and rewards still owed or paid. */
function forgetNotices(rows: AddressRows, erasure: Erasure, words: CliText): string[] {
  const statuses = new Map(rows.referrals.map((r) => [String(r.id), String(r.status ?? "")]));
  const warnings = rewardWarnings(erasure, (id) => statuses.get(id) ?? "", words).map((warning) =>
    words.t(forgetMessages.warning, { warning }),
  );
  const ids = erasure.anonymise.join(", ");
  const anonymised = ids ? [words.t(forgetMessages.anonymised, { removed: REMOVED_MENTION, ids })] : [];
  return [...anonymised, ...warnings];
}

/** Shows what would go and, unless it is a dry run, asks: true when staff said yes. */
async function previewAndAsk(
  io: Io,
  command: ForgetCommand,
  plan: ForgetPlan,
  erasure: Erasure,
  notices: readonly string[],
): Promise<boolean> {
  const words = await cliText(agencyLocale(io.env));
  const { t } = words;
  say(io, t(command.dryRun ? forgetMessages.dryRunPreview : forgetMessages.preview, { email: terminalText(command.email) }));
  io.out(`${erasureLines(erasure, plan.outboxByContent.length, words, "will").join("\n")}\n`);
  for (const line of notices) say(io, line);
  if (command.dryRun) {
    say(io, t(forgetMessages.dryRunDone));
    say(io, t(forgetMessages.copiesRemain));
    return false;
  }
  if (await io.confirm?.(t(forgetMessages.question))) return true;
  say(io, t(forgetMessages.notErased));
  return false;
}

/** Fails, naming table and rows, unless the read after erasing found nothing holding the address. */
async function checkNothingLeft(io: Io, email: string, left: ErasureOutcome["left"]): Promise<void> {
  if (left.length > 0) {
    const rows = left.map(([table, ids]) => `${table} (${ids.map((id) => terminalText(id)).join(", ")})`).join("; ");
    throw new CommandError(forgetMessages.rowsLeft, { reason: { text: refusalWords.notErased }, email: terminalText(email), rows });
  }
  say(io, (await wordsFor(io))(forgetMessages.checked));
}

/** The Cal.com booking uids of the erased booking rows, each once. */
function calendarUids(rows: readonly Row[], erased: readonly string[]): string[] {
  return [...new Set(rows.filter((r) => erased.includes(String(r.id))).map((r) => terminalText(r.uid)))];
}

/**
 * Locally, rewrites the database file (deleted rows stay readable in its free pages and WAL
 * until then) and reads its bytes for every spelling of the address. wrangler's `d1 execute`
 * cannot VACUUM, so this opens the file itself, which a running `wrangler dev` holds.
 */
async function vacuumAndCheckFile(io: Io, email: string): Promise<void> {
  if (!io.vacuum) return;
  try {
    await io.vacuum();
  } catch (err) {
    const output = err instanceof CommandError && err.phrase ? err.phrase : err instanceof Error ? err.message : String(err);
    throw new CommandError(forgetMessages.notVacuumed, { output });
  }
  const holding = (await io.filesHolding?.((text) => textHolds(text, email))) ?? [];
  if (holding.length > 0) throw new CommandError(forgetMessages.bytesHold, { files: holding.join(", "), email: terminalText(email) });
  say(io, (await wordsFor(io))(forgetMessages.vacuumed));
}
