/**
 * What the CLI's commands say around their tables, in the agency's language: plain
 * descriptors with explicit ids (the `staff-cli` catalog), as in ./texts.ts. The commands
 * and options named in them stay as typed (`npm run leads -- outbox retry <id>`).
 */
import type { MessageDescriptor } from "@lingui/core";
import { deliveryState } from "../../contract/lead/delivery-state.ts";
import { deliveryStateLabels } from "../../contract/staff/words.ts";
import type { Row } from "./d1.ts";
import { terminalText } from "./format.ts";
import type { CliText } from "./texts.ts";

export const tableMessages = {
  hidden: /*i18n*/ { id: "cli.table.hidden", message: "Hidden at {width} columns: {columns}." },
  hiddenShow: /*i18n*/ { id: "cli.table.hiddenShow", message: "Hidden at {width} columns: {columns} (see show <id>)." },
} satisfies Record<string, MessageDescriptor>;

export const showMessages = {
  notLeadId: /*i18n*/ { id: "cli.show.notLeadId", message: "not a lead id: {id}" },
  noLead: /*i18n*/ { id: "cli.show.noLead", message: "{kind} {id} not found" },
  booking: /*i18n*/ {
    id: "cli.show.booking",
    message: "Booking {uid}: {event}, call {start} ({status}), reported {reported}",
  },
  noDeliveries: /*i18n*/ {
    id: "cli.show.noDeliveries",
    message: "Mail and webhook calls: none stored (sent ones are deleted after {days} days).",
  },
  // {channel} is how it went out, as the inbox names it ("Mail", "Webhook").
  delivery: /*i18n*/ { id: "cli.show.delivery", message: "{channel} {id} ({kind} to {recipient}): {state}" },
  // {state} is the contract's word for the delivery's state, as the inbox shows it.
  sent: /*i18n*/ { id: "cli.delivery.sent", message: "{state} {time}" },
  sentAfter: /*i18n*/ { id: "cli.delivery.sentAfter", message: "{state} {time} (after {attempts} attempts)" },
  dead: /*i18n*/ {
    id: "cli.delivery.dead",
    message:
      "{state} after {attempts, plural, one {# attempt} other {# attempts}}: {error}. Fix the cause, then: npm run leads -- outbox retry {id}",
  },
  sending: /*i18n*/ { id: "cli.delivery.sending", message: "{state} right now" },
  pending: /*i18n*/ { id: "cli.delivery.queued", message: "{state}, first attempt {time}" },
  held: /*i18n*/ {
    id: "cli.delivery.held",
    message: "{state}: waiting for the appointment booking, sent by {time} at the latest (a booking replaces it)",
  },
  retrying: /*i18n*/ {
    id: "cli.delivery.pending",
    message: "{state} after {attempts, plural, one {# failed attempt} other {# failed attempts}} ({error}), next attempt {time}",
  },
} satisfies Record<string, MessageDescriptor>;

/** Why a status move was refused: the lifecycle's reasons, worded. */
export const moveMessages = {
  noLead: /*i18n*/ { id: "cli.move.noLead", message: "{kind} {id} not found" },
  refused: /*i18n*/ { id: "cli.move.refused", message: "{id} cannot become {to}: {reason}" },
  same: /*i18n*/ { id: "cli.move.same", message: "it is already {to}" },
  final: /*i18n*/ { id: "cli.move.final", message: "it is {from}, a final state" },
  unknown: /*i18n*/ { id: "cli.move.unknown", message: 'its stored state "{from}" is unknown' },
  only_from: /*i18n*/ { id: "cli.move.onlyFrom", message: "it can become {to} only from {required}, and it is {from}" },
  backward: /*i18n*/ { id: "cli.move.backward", message: "it is {from}, and states only move forward ({order})" },
  meanwhile: /*i18n*/ { id: "cli.move.meanwhile", message: "it changed meanwhile, try again" },
  rewardMissing: /*i18n*/ {
    id: "cli.move.rewardMissing",
    message: "no reward is recorded, and rewarded means paid: npm run leads -- reward {id} {choices} --paid <day>",
  },
} satisfies Record<string, MessageDescriptor>;

/** What `reward` says: what it recorded, or why a referral has no reward to record. */
export const rewardMessages = {
  recorded: /*i18n*/ { id: "cli.reward.recorded", message: "{id}: reward recorded: {reward}." },
  cleared: /*i18n*/ { id: "cli.reward.cleared", message: "{id}: no reward chosen any more." },
  paid: /*i18n*/ { id: "cli.reward.paid", message: "{id}: paid on {day}." },
  unchanged: /*i18n*/ { id: "cli.reward.unchanged", message: "{id}: nothing changed, it was recorded so already." },
  needsWon: /*i18n*/ {
    id: "cli.reward.needsWon",
    message: "{id} has no reward yet: it is {status}, and a reward is owed once it is won (npm run leads -- referral {id} won)",
  },
  final: /*i18n*/ {
    id: "cli.reward.final",
    message: "{id} is {status}, which is final: its reward and paid day stay as they were recorded",
  },
  paidNeedsReward: /*i18n*/ {
    id: "cli.reward.paidNeedsReward",
    message: "{id}: a paid day needs the reward that was paid: npm run leads -- reward {id} {choices} --paid <day>",
  },
} satisfies Record<string, MessageDescriptor>;

export const outboxMessages = {
  nothingDead: /*i18n*/ { id: "cli.outbox.nothingDead", message: "Nothing dead." },
  nothingWaiting: /*i18n*/ { id: "cli.outbox.nothingWaiting", message: "Nothing waiting: every mail and webhook call was delivered." },
  undelivered: /*i18n*/ {
    id: "cli.outbox.undelivered",
    message: "{count, plural, one {# message} other {# messages}} (mail or webhook call) not delivered.",
  },
  undeliveredDead: /*i18n*/ {
    id: "cli.outbox.undeliveredDead",
    message: "{count, plural, one {# message} other {# messages}} (mail or webhook call) not delivered, {dead} dead.",
  },
  retryHint: /*i18n*/ {
    id: "cli.outbox.retryHint",
    message: "Fix the cause, then queue a dead one again: npm run leads -- outbox retry <id>",
  },
  neverAttempted: /*i18n*/ {
    id: "cli.outbox.neverAttempted",
    message:
      '{count, plural, one {# message} other {# messages}} never attempted: if that lasts, check /api/health ("mail"/"webhooks": "not_configured").',
  },
  heldCount: /*i18n*/ {
    id: "cli.outbox.held",
    message:
      "{count, plural, one {# mail} other {# mails}} held while the visitor may still book a call: each goes out by itself at its next attempt, unless a booking replaces it.",
  },
  requeued: /*i18n*/ {
    id: "cli.retry.requeued",
    message: "{id} is queued again and due now: the next cron run (every 5 minutes) sends it.",
  },
  noMail: /*i18n*/ { id: "cli.retry.noMail", message: "no mail with id {id}" },
  wasSent: /*i18n*/ { id: "cli.retry.wasSent", message: "{id} was sent {time}: retrying would send it twice" },
  held: /*i18n*/ {
    id: "cli.retry.held",
    message:
      "{id} is held until {time} (it may still be replaced, as an acknowledgement is by the booking's mail): it goes out by itself then",
  },
  beingSent: /*i18n*/ {
    id: "cli.retry.beingSent",
    message: "{id} is being sent right now (claimed until {time}): look again in a few minutes",
  },
} satisfies Record<string, MessageDescriptor>;

export const bookingMessages = {
  none: /*i18n*/ { id: "cli.bookings.none", message: "No bookings in this period." },
  noneUnmatched: /*i18n*/ { id: "cli.bookings.noneUnmatched", message: "No unmatched bookings in this period." },
  listed: /*i18n*/ {
    id: "cli.bookings.listed",
    message: "{count, plural, one {# booking event} other {# booking events}}, newest first.",
  },
  listedUnmatched: /*i18n*/ {
    id: "cli.bookings.listedUnmatched",
    message: "{count, plural, one {# booking event} other {# booking events}}, newest first, {unmatched} unmatched.",
  },
  unmatchedHint: /*i18n*/ {
    id: "cli.bookings.unmatchedHint",
    message:
      "Unmatched: no inquiry of the last {matchDays} days has that id or address. They are deleted {days} days after they arrived; match them by hand (npm run leads -- list inquiries).",
  },
} satisfies Record<string, MessageDescriptor>;

/** How a notification is doing, in words staff can act on: the inbox's word for its state, then what to know. */
export function deliveryStateText(mail: Row, now: Date, words: CliText): string {
  const attempts = Number(mail.attempts ?? 0);
  const m = showMessages;
  const current = deliveryState(mail, now);
  const state = words.t(deliveryStateLabels[current]);
  switch (current) {
    case "sent":
      return words.t(attempts > 1 ? m.sentAfter : m.sent, { state, time: words.time(mail.sent_at), attempts });
    case "dead":
      return words.t(m.dead, { state, attempts, error: terminalText(mail.last_error), id: terminalText(mail.id) });
    case "sending":
      return words.t(m.sending, { state });
    case "pending":
      return words.t(m.pending, { state, time: words.time(mail.next_attempt_at) });
    case "held":
      return words.t(m.held, { state, time: words.time(mail.next_attempt_at) });
    case "retrying":
      return words.t(m.retrying, { state, attempts, error: terminalText(mail.last_error), time: words.time(mail.next_attempt_at) });
  }
}
