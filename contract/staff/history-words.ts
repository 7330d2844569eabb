/** Notes and history in words for the lead page and `show`. Plain descriptors: the CLI runs without the Lingui macro. */
import type { I18n, MessageDescriptor } from "@lingui/core";

export const notesWords = {
  heading: /*i18n*/ { id: "lead.notes", message: "Notes" },
  none: /*i18n*/ { id: "lead.notes.none", message: "No notes yet." },
} satisfies Record<string, MessageDescriptor>;

export const historyWords = {
  heading: /*i18n*/ { id: "lead.history", message: "History" },
  none: /*i18n*/ { id: "lead.history.none", message: "Nothing changed yet." },
  note: /*i18n*/ { id: "history.note", message: "Added a note." },
  status: /*i18n*/ { id: "history.status", message: "Status changed from “{from}” to “{to}”." },
  undo: /*i18n*/ { id: "history.status.undo", message: "Status move taken back: from “{from}” back to “{to}”." },
} satisfies Record<string, MessageDescriptor>;

/**
 * The calendar's reports of a lead's call, which the history lists beside staff's changes:
 * a booking changes the status without anyone on staff, so the history said nothing of it.
 */
export const bookingWords = {
  created: /*i18n*/ { id: "history.booking.created", message: "Call booked for {time}." },
  rescheduled: /*i18n*/ { id: "history.booking.rescheduled", message: "Call moved to {time}." },
  cancelled: /*i18n*/ { id: "history.booking.cancelled", message: "Call for {time} cancelled." },
  by: /*i18n*/ { id: "history.booking.by", message: "via the calendar" },
} satisfies Record<string, MessageDescriptor>;

/** The three sentences of a change: a value set where there was none, removed, or changed. */
interface Sentences {
  set: MessageDescriptor;
  removed: MessageDescriptor;
  changed: MessageDescriptor;
}

// A value a person named (a reward, a text, an address) stands in the language's own
// quotation marks, a date without.
const sentences: Readonly<Record<string, Sentences>> = {
  owner: {
    set: /*i18n*/ { id: "history.owner.set", message: "Owner set to “{to}”." },
    removed: /*i18n*/ { id: "history.owner.removed", message: "Owner “{from}” removed." },
    changed: /*i18n*/ { id: "history.owner.changed", message: "Owner changed from “{from}” to “{to}”." },
  },
  next_step: {
    set: /*i18n*/ { id: "history.nextStep.set", message: "Next step set for {to}." },
    removed: /*i18n*/ { id: "history.nextStep.removed", message: "Next step date removed (it was {from})." },
    changed: /*i18n*/ { id: "history.nextStep.changed", message: "Next step moved from {from} to {to}." },
  },
  next_step_text: {
    set: /*i18n*/ { id: "history.nextStepText.set", message: "Task for the next step set to “{to}”." },
    removed: /*i18n*/ { id: "history.nextStepText.removed", message: "Task for the next step “{from}” removed." },
    changed: /*i18n*/ { id: "history.nextStepText.changed", message: "Task for the next step changed from “{from}” to “{to}”." },
  },
  reward: {
    set: /*i18n*/ { id: "history.reward.set", message: "Reward chosen: “{to}”." },
    removed: /*i18n*/ { id: "history.reward.removed", message: "Reward choice “{from}” removed." },
    changed: /*i18n*/ { id: "history.reward.changed", message: "Reward changed from “{from}” to “{to}”." },
  },
  reward_paid: {
    set: /*i18n*/ { id: "history.rewardPaid.set", message: "Reward marked as paid on {to}." },
    removed: /*i18n*/ { id: "history.rewardPaid.removed", message: "Reward payment date removed (it was {from})." },
    changed: /*i18n*/ { id: "history.rewardPaid.changed", message: "Reward payment date changed from {from} to {to}." },
  },
};

/** How the reader shows a stored value: a status by its label, a day and a reward in its language. */
export interface HistoryReader {
  status(code: string): string;
  day(value: string): string;
  reward(value: string): string;
}

type Detail = { from?: string | null; to?: string | null; undo?: number };

function detailOf(json: string): Detail {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === "object" ? (parsed as Detail) : {};
  } catch {
    return {};
  }
}

/** One history row as one full sentence: what changed from what to what (an unknown action by its code). */
export function historySentence(i18n: Pick<I18n, "_">, entry: { action: string; detail: string }, read: HistoryReader): string {
  const detail = detailOf(entry.detail);
  if (entry.action === "note") return i18n._(historyWords.note);
  if (entry.action === "status") {
    const values = { from: read.status(String(detail.from ?? "")), to: read.status(String(detail.to ?? "")) };
    return i18n._({ ...(detail.undo !== undefined ? historyWords.undo : historyWords.status), values });
  }
  const say = Object.hasOwn(sentences, entry.action) ? sentences[entry.action] : undefined;
  if (!say) return entry.action;
  const shows: Record<string, (value: string) => string> = { next_step: read.day, reward_paid: read.day, reward: read.reward };
  const show = shows[entry.action] ?? ((value: string) => value);
  const from = detail.from ? show(detail.from) : "";
  const to = detail.to ? show(detail.to) : "";
  if (!from) return i18n._({ ...say.set, values: { to } });
  if (!to) return i18n._({ ...say.removed, values: { from } });
  return i18n._({ ...say.changed, values: { from, to } });
}

/** One line of the history: what happened, who or what did it, and when (an ISO instant). */
export interface HistoryLine {
  key: string;
  text: string;
  actor: string;
  at: string;
}

type BookingReport = { uid: string; event: string; start_at: string; created_at: string };

/**
 * Staff's changes and the calendar's reports, oldest first, as one history: a booked, moved
 * or cancelled call is a change of the lead as much as a status staff set. `callTime` writes
 * a call's start on the agency's clock with its zone named.
 */
export function historyLines(
  i18n: Pick<I18n, "_">,
  answer: {
    history: readonly { id: number; action: string; detail: string; actor: string; at: string }[];
    bookings: readonly BookingReport[];
  },
  read: HistoryReader & { callTime(iso: string): string },
): HistoryLine[] {
  const staff = answer.history.map((entry) => ({
    key: `h${entry.id}`,
    text: historySentence(i18n, entry, read),
    actor: entry.actor,
    at: entry.at,
  }));
  const calls = answer.bookings.map((booking) => {
    const say = Object.hasOwn(bookingWords, booking.event) ? bookingWords[booking.event as "created"] : bookingWords.created;
    const text = i18n._({ ...say, values: { time: read.callTime(booking.start_at) } });
    return { key: `b${booking.event}:${booking.uid}`, text, actor: i18n._(bookingWords.by), at: booking.created_at };
  });
  // A stable sort keeps each source's own order where two share an instant.
  return [...staff, ...calls].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
