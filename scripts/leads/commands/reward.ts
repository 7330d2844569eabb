/**
 * `reward <ref_id> discount|gift_card|none [--paid <day>|today]`: records a won referral's
 * reward through the inbox's use case; a paid day moves it to rewarded and queues the
 * referrer's mail.
 */
import { agencyClock, agencyDate } from "../../../contract/agency-time.ts";
import { leadKindOf } from "../../../contract/lead/ids.ts";
import { isRewardChoice, type RewardChoice, rewardChoices } from "../../../contract/reward.ts";
import { refusalWords } from "../../../contract/staff/refusal-words.ts";
import { leadTables, type RenderRewardMail, type RewardRecord, type RunQueries, recordReward } from "../../../worker/cli.ts";
import { didYouMean, expectNoMore, idOf, type Options, onlyOptions } from "../args.ts";
import { CommandError, UsageError } from "../errors.ts";
import { agencyLocale, type Io, say, siteOriginsOf } from "../io.ts";
import { labeller } from "../labels.ts";
import { moveMessages, rewardMessages, usageMessages } from "../messages.ts";
import { cliRewardRenderer } from "../reward-mail.ts";
import { inlineQueries } from "../sql.ts";
import { type CliText, cliMessages, cliText, kindNames } from "../texts.ts";
import { cliActor, warnAnonymous } from "./move.ts";

export interface RewardCommand {
  name: "reward";
  id: string;
  reward: RewardChoice | null;
  /** The day it was paid (`YYYY-MM-DD`); left as recorded without `--paid`. */
  paidOn?: string;
}

/** `--paid`: a real day, or today on the agency's calendar. */
function paidDayOf(value: string, now: Date): string {
  const day = value.trim().toLowerCase() === "today" ? agencyClock(now).day : value.trim();
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (date && new Date(`${day}T12:00:00Z`).getUTCDate() === Number(date[3])) return day;
  throw new UsageError(usageMessages.paid, { value });
}

/** `reward`'s arguments as a command; a `UsageError` names the first that is wrong. */
export function parseReward(o: Options, rest: readonly string[], now: Date): RewardCommand {
  onlyOptions(o, "reward", ["paid"]);
  if (leadKindOf(rest[0]?.trim().toLowerCase() ?? "") === "inquiry") throw new UsageError(usageMessages.inquiryNoReward);
  const id = idOf(rest[0], [leadTables.referrals.prefix]);
  const word = rest[1]?.toLowerCase();
  const choices = [...rewardChoices, "none"];
  if (word === undefined || !choices.includes(word))
    throw word === undefined
      ? new UsageError(usageMessages.missingReward, { choices: choices.join(", ") })
      : new UsageError(usageMessages.unknownReward, { word: rest[1] ?? "", near: didYouMean(word, choices), choices: choices.join(", ") });
  expectNoMore(rest.slice(2));
  const reward = isRewardChoice(word) ? word : null;
  return { name: "reward", id, reward, ...(o.paid === undefined ? {} : { paidOn: paidDayOf(o.paid, now) }) };
}

/** What was recorded, in the agency's words. */
async function sayRecorded(io: Io, words: CliText, command: RewardCommand): Promise<void> {
  const { id, reward, paidOn } = command;
  const labels = await labeller(words.locale, siteOriginsOf(io.env));
  say(
    io,
    reward ? words.t(rewardMessages.recorded, { id, reward: labels.value("reward", reward) }) : words.t(rewardMessages.cleared, { id }),
  );
  if (paidOn) say(io, words.t(rewardMessages.paid, { id, day: agencyDate(paidOn, words.locale) }));
}

/** Records the reward; a `CommandError` when the referral is unknown, not won, closed, or paid without a reward. */
export async function runReward(io: Io, command: RewardCommand): Promise<void> {
  const words = await cliText(agencyLocale(io.env));
  const actor = cliActor(io.env);
  const now = io.now.toISOString();
  const run: RunQueries = (queries) => io.run(inlineQueries(queries));
  const render: RenderRewardMail = async (step, referral) => (await cliRewardRenderer(io.env ?? {}))(step, referral);
  const record: RewardRecord = { reward: command.reward, ...(command.paidOn ? { paidOn: command.paidOn } : {}) };
  const result = await recordReward(run, { leadId: command.id, actor, at: now }, record, render);
  const { id } = command;
  if (result.refused === "not_found") throw new CommandError(words.t(moveMessages.noLead, { kind: words.t(kindNames.referrals.one), id }));
  if (result.refused === "reward_needs_won")
    throw new CommandError(
      words.t(rewardMessages.needsWon, { id, status: words.statusName(result.status), reason: words.t(refusalWords.rewardNeedsWon) }),
    );
  if (result.refused === "reward_final")
    throw new CommandError(
      words.t(rewardMessages.final, { id, status: words.statusName(result.status), reason: words.t(refusalWords.rewardFinal) }),
    );
  if (result.refused === "reward_missing")
    throw new CommandError(
      words.t(rewardMessages.paidNeedsReward, { id, choices: rewardChoices.join("|"), reason: words.t(refusalWords.rewardMissing) }),
    );
  if (result.changed.length === 0 && !result.moved?.moved) {
    say(io, words.t(rewardMessages.unchanged, { id }));
    return;
  }
  await sayRecorded(io, words, command);
  if (result.moved?.moved) say(io, words.t(cliMessages.moved, { id, status: words.statusName("rewarded"), time: words.time(now) }));
  if (result.moved?.queued) say(io, words.t(cliMessages.referrerMailQueued, { outboxId: result.moved.queued }));
  warnAnonymous(io, words, actor);
}
