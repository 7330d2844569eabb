/** What a lead's work form saves: the saved values, the changes made, and the referrer mails a save sends. */
import {
  type Lifecycle,
  lifecycleAllowedFrom,
  lifecycleRefusalOf,
  lifecycles,
  type ReferralMailStep,
  referralLifecycle,
  referralMailStepOf,
  referralMailSteps,
} from "../../contract/lead/lifecycles.ts";
import { isRewardChoice, type RewardChoice } from "../../contract/reward.ts";
import type { LeadAnswer } from "../../contract/staff/api.ts";
import { ApiError, staffPost } from "../api.ts";

/** What is saved, in the shape `formOf` reads the form: the form is unsaved while the two differ. */
export function savedForm(answer: LeadAnswer) {
  const w = answer.work;
  return {
    status: String(answer.lead.status),
    note: "",
    nextStepOn: w?.next_step_on ?? null,
    nextStepText: w?.next_step_text ?? "",
    owner: w?.owner ?? "",
    ...(answer.type === "referral" ? savedReward(answer) : {}),
  };
}

const savedReward = ({ work }: LeadAnswer) => ({ reward: work?.reward ?? null, paidOn: work?.reward_paid_on ?? null });

/** Whether the lead is in a final state of its lifecycle: a closed referral's reward no longer changes. */
export function isClosed(answer: LeadAnswer): boolean {
  return (lifecycles[answer.type].final as readonly string[]).includes(String(answer.lead.status));
}

/**
 * The form's fields: the status chosen and the work as the Worker's one work save takes it.
 * A closed referral shows its reward read only, with no fields: it keeps what is saved.
 */
export function formOf(form: HTMLFormElement, answer: LeadAnswer) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "").trim();
  const reward = isClosed(answer) ? savedReward(answer) : { reward: rewardOf(text("reward")), paidOn: text("paidOn") || null };
  return {
    status: text("status") || String(answer.lead.status),
    note: text("note"),
    nextStepOn: text("nextStepOn") || null,
    nextStepText: text("nextStepText"),
    owner: text("owner"),
    ...(answer.type === "referral" ? reward : {}),
  };
}

/** The reward chosen; the select offers only the contract's choices and "none". */
const rewardOf = (value: string): RewardChoice | null => (isRewardChoice(value) ? value : null);

/**
 * Why the Worker would refuse the move (or the paid day) the form holds, as the code its 409
 * names, or null: the lifecycle's own refusal, or rewarded or paid without a reward (rewarded
 * means paid, and the referrer's mail names what was paid). The page says so before anything is sent.
 */
export function moveRefusal(answer: LeadAnswer, values: ReturnType<typeof formOf>): "status_not_allowed" | "reward_missing" | null {
  const current = String(answer.lead.status);
  const rewardless = "reward" in values && values.reward === null;
  if (rewardless && "paidOn" in values && values.paidOn) return "reward_missing";
  if (values.status === current) return null;
  const lifecycle: Lifecycle<string> = lifecycles[answer.type];
  if (lifecycleRefusalOf(lifecycle, current, values.status)) return "status_not_allowed";
  return values.status === "rewarded" && rewardless ? "reward_missing" : null;
}

export interface Saved {
  /** The lead's status after the save. */
  status: string;
  /** Whether the save moved the status. */
  moved: boolean;
  /** Whether that move is the lead's latest change, which alone the Worker takes back. */
  undoable: boolean;
}

/**
 * Saves the whole form; throws the API's refusal. The order matters: the work first, then the
 * move, so the move is the latest change and can be undone; a reward entered with the move
 * that wins a referral after that move (the Worker takes a reward only once won); a move to
 * rewarded through the saved paid day itself, as the Worker refuses it without a reward.
 */
export async function saveLead(id: string, answer: LeadAnswer, values: ReturnType<typeof formOf>): Promise<Saved> {
  const refused = moveRefusal(answer, values);
  // Refused before any part is sent, so the form keeps every choice for the next try.
  if (refused) throw new ApiError(409, refused);
  const { status: to, ...work } = values;
  const { status: current, ...before } = savedForm(answer);
  const moving = to !== current;
  const workChanged = JSON.stringify(work) !== JSON.stringify(before);
  const rewardChanged = "reward" in work && (work.reward !== before.reward || work.paidOn !== before.paidOn);
  const move = async () => (moving ? (await staffPost("/leads/:id/status", { id }, { status: to })).status : current);
  const saveWork = async () => (workChanged ? (await staffPost("/leads/:id/work", { id }, work)).status : undefined);
  if (moving && rewardChanged && to !== "rewarded") {
    const moved = await move();
    return { status: (await saveWork()) ?? moved, moved: true, undoable: false };
  }
  const after = await saveWork();
  // The paid day saved with the work has made the move already.
  if (moving && after === to) return { status: to, moved: true, undoable: false };
  return { status: moving ? await move() : (after ?? current), moved: moving, undoable: moving };
}

/** The referrer mails a save sends: "won" asks them to choose a reward, "paid" says what was paid and when. */
export function referrerMails(answer: LeadAnswer, values: ReturnType<typeof formOf>): ReferralMailStep[] {
  if (answer.type !== "referral") return [];
  const current = String(answer.lead.status);
  const to = values.status;
  const paidOn = "paidOn" in values ? values.paidOn : null;
  const paidDayNew = Boolean(paidOn) && paidOn !== (answer.work?.reward_paid_on ?? null);
  const moved = to === current ? undefined : referralMailStepOf(to);
  // A paid day saved where the referral may go on to rewarded moves it there in the same step, and that step mails too.
  const rewards = paidDayNew && (lifecycleAllowedFrom(referralLifecycle, "rewarded") as string[]).includes(to);
  const mails: ReferralMailStep[] = moved ? [moved] : [];
  if (rewards && !mails.includes(referralMailSteps.rewarded)) mails.push(referralMailSteps.rewarded);
  return mails;
}
