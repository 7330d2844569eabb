/** `inquiry <id> <state>` and `referral <id> <state>`: the inbox's status move, with the lifecycle's reason when refused. */
import { leadKindOf, tableKindOf } from "../../../contract/lead/ids.ts";
import {
  INQUIRY_TARGETS,
  type InquiryTarget,
  type LeadKind,
  type Lifecycle,
  lifecycleRefusalOf,
  lifecycles,
  REFERRAL_TARGETS,
  type ReferralTarget,
  statusLabels,
} from "../../../contract/lead/lifecycles.ts";
import { rewardChoices } from "../../../contract/reward.ts";
import { refusalWords } from "../../../contract/staff/refusal-words.ts";
import { leadTables, moveStatus, type RenderRewardMail, type RunQueries } from "../../../worker/cli.ts";
import { didYouMean, expectNoMore, idOf, type Options, onlyOptions } from "../args.ts";
import { CommandError, type Phrase, UsageError } from "../errors.ts";
import { agencyLocale, type Io, say } from "../io.ts";
import { moveMessages, usageMessages } from "../messages.ts";
import { cliRewardRenderer } from "../reward-mail.ts";
import { inlineQueries } from "../sql.ts";
import { type CliText, cliMessages, cliText, kindNames } from "../texts.ts";

export type MoveCommand = { name: "referral"; id: string; to: ReferralTarget } | { name: "inquiry"; id: string; to: InquiryTarget };

/** `targets` as staff type them, each beside its label as the inbox shows it: `contacted ("Contacted")`. */
export const targetList = (targets: readonly string[]): Phrase[] =>
  targets.map((code) => ({
    text: usageMessages.target,
    values: Object.hasOwn(statusLabels, code)
      ? { code, label: { text: statusLabels[code as keyof typeof statusLabels] } }
      : { code, label: code },
  }));

/** The state a lead is to move to, one of `targets`. */
function targetOf<T extends string>(kind: "referral" | "inquiry", word: string | undefined, targets: readonly T[]): T {
  const to = word?.toLowerCase();
  if (to !== undefined && (targets as readonly string[]).includes(to)) return to as T;
  const listed = targetList(targets);
  if (word === undefined) throw new UsageError(usageMessages.missingState, { targets: listed });
  const refusal = kind === "referral" ? usageMessages.referralTarget : usageMessages.inquiryTarget;
  throw new UsageError(refusal, { word, near: didYouMean(word, targets), targets: listed });
}

/** `referral <id> <state>` as a command; a `UsageError` for a state staff cannot set. */
export function parseReferralMove(o: Options, rest: readonly string[]): MoveCommand {
  onlyOptions(o, "referral", []);
  if (leadKindOf(rest[0]?.trim().toLowerCase() ?? "") === "inquiry")
    throw new UsageError(usageMessages.isInquiry, { id: idOf(rest[0], [leadTables.inquiries.prefix]) });
  const id = idOf(rest[0], [leadTables.referrals.prefix]);
  const to = targetOf("referral", rest[1], REFERRAL_TARGETS);
  expectNoMore(rest.slice(2));
  return { name: "referral", id, to };
}

/** `inquiry <id> <state>` as a command; a `UsageError` for a state staff cannot set. */
export function parseInquiryMove(o: Options, rest: readonly string[]): MoveCommand {
  onlyOptions(o, "inquiry", []);
  if (leadKindOf(rest[0]?.trim().toLowerCase() ?? "") === "referral")
    throw new UsageError(usageMessages.isReferral, { id: idOf(rest[0], [leadTables.referrals.prefix]) });
  const id = idOf(rest[0], [leadTables.inquiries.prefix]);
  if (rest[1]?.toLowerCase() === "booked") throw new UsageError(usageMessages.bookedByHand, { targets: targetList(INQUIRY_TARGETS) });
  const to = targetOf("inquiry", rest[1], INQUIRY_TARGETS);
  expectNoMore(rest.slice(2));
  return { name: "inquiry", id, to };
}

/**
 * Who the inbox's history names for a change made here: the address in LEADS_ACTOR when it
 * holds one (staff set it to their own), else "cli".
 */
export function cliActor(env: NodeJS.ProcessEnv | undefined): string {
  const address = env?.LEADS_ACTOR?.trim() ?? "";
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : "cli";
}

// One warning per run, however many changes the command wrote.
const warned = new WeakSet<Io>();

/** Warns on stderr, once per run, when a change was written under the anonymous "cli" instead of a person. */
export function warnAnonymous(io: Io, words: CliText, actor: string): void {
  if (actor !== "cli" || warned.has(io)) return;
  warned.add(io);
  io.warn?.(words.t(cliMessages.noActor));
}

/**
 * Moves a lead through the inbox's own status move (worker/staff/status-move.ts): the same
 * rows, and for a referral that reaches won or rewarded the same mail to its referrer, queued
 * for the Worker's outbox to send.
 */
async function moveLead(io: Io, kind: LeadKind, id: string, to: string): Promise<void> {
  const lifecycle = lifecycles[kind] as Lifecycle<string>;
  const now = io.now.toISOString();
  const actor = cliActor(io.env);
  const change = { leadId: id, actor, at: now };
  const run: RunQueries = (queries) => io.run(inlineQueries(queries));
  const render: RenderRewardMail = async (step, referral) => (await cliRewardRenderer(io.env ?? {}))(step, referral);
  const result = await moveStatus(run, { kind, change, to }, render);
  const words = await cliText(agencyLocale(io.env));
  if (result?.moved) {
    say(io, words.t(cliMessages.moved, { id, status: words.statusName(to), time: words.time(now) }));
    if (result.queued) say(io, words.t(cliMessages.referrerMailQueued, { outboxId: result.queued }));
    warnAnonymous(io, words, actor);
    return;
  }
  const noun = words.t(kindNames[tableKindOf(kind)].one);
  if (!result) throw new CommandError(words.t(moveMessages.noLead, { kind: noun, id }));
  if (result.refused === "reward_missing") {
    const reason = words.t(moveMessages.rewardMissing, {
      id,
      choices: rewardChoices.join("|"),
      reason: words.t(refusalWords.rewardMissing),
    });
    throw new CommandError(words.t(moveMessages.refused, { id, to: words.statusName(to), reason }));
  }
  const refusal = lifecycleRefusalOf(lifecycle, result.status, to);
  const reason = words.t(moveMessages[refusal?.reason ?? "meanwhile"], {
    from: words.statusName(result.status),
    to: words.statusName(to),
    kind: noun,
    required: refusal?.reason === "only_from" ? words.statusName(refusal.required) : "",
    order: lifecycle.forward.map((state) => words.statusName(state)).join(" > "),
    reason: words.t(refusalWords.changedMeanwhile),
  });
  throw new CommandError(words.t(moveMessages.refused, { id, to: words.statusName(to), reason }));
}

/** Runs a parsed move: the command's name is the kind of lead it moves. */
export function runMove(io: Io, command: MoveCommand): Promise<void> {
  return moveLead(io, command.name, command.id, command.to);
}
