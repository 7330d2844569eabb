/**
 * What the commands say around their tables, as descriptors of the `staff-cli` catalog (see
 * ./texts.ts). Commands and options named in them stay untranslated, as they are typed.
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
  refused: /*i18n*/ { id: "cli.move.refused", message: '{id} cannot be set to "{to}": {reason}' },
  same: /*i18n*/ { id: "cli.move.same", message: 'it is already "{to}"' },
  final: /*i18n*/ { id: "cli.move.final", message: 'it is "{from}", a final state' },
  unknown: /*i18n*/ { id: "cli.move.unknown", message: 'its stored state "{from}" is unknown' },
  only_from: /*i18n*/ { id: "cli.move.onlyFrom", message: 'that is possible only from "{required}", and it is "{from}"' },
  backward: /*i18n*/ { id: "cli.move.backward", message: 'it is "{from}", and a status only moves forward ({order})' },
  meanwhile: /*i18n*/ { id: "cli.move.meanwhile", message: "{reason} Try again." },
  rewardMissing: /*i18n*/ {
    id: "cli.move.rewardMissing",
    message: "{reason} npm run leads -- reward {id} {choices} --paid <day>",
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
    message: "{id} is {status}. {reason} To win it: npm run leads -- referral {id} won",
  },
  final: /*i18n*/ {
    id: "cli.reward.final",
    message: "{id} is {status}. {reason}",
  },
  paidNeedsReward: /*i18n*/ {
    id: "cli.reward.paidNeedsReward",
    message: "{id}: {reason} npm run leads -- reward {id} {choices} --paid <day>",
  },
} satisfies Record<string, MessageDescriptor>;

export const outboxMessages = {
  nothingDead: /*i18n*/ { id: "cli.outbox.nothingDead", message: "Nothing failed." },
  nothingWaiting: /*i18n*/ { id: "cli.outbox.nothingWaiting", message: "Nothing waiting: every mail and webhook call was delivered." },
  undelivered: /*i18n*/ {
    id: "cli.outbox.undelivered",
    message: "{count, plural, one {# message} other {# messages}} (mail or webhook call) not delivered.",
  },
  undeliveredDead: /*i18n*/ {
    id: "cli.outbox.undeliveredDead",
    message: "{count, plural, one {# message} other {# messages}} (mail or webhook call) not delivered, {dead} failed.",
  },
  retryHint: /*i18n*/ {
    id: "cli.outbox.retryHint",
    message: "Fix the cause, then send a failed one again: npm run leads -- outbox retry <id>",
  },
  neverAttempted: /*i18n*/ {
    id: "cli.outbox.neverAttempted",
    message:
      "{count, plural, one {# message has} other {# messages have}} waited more than {minutes} minutes without being sent: the site may not be set up to send mail or webhook calls. Tell the developer who looks after the site.",
  },
  heldCount: /*i18n*/ {
    id: "cli.outbox.held",
    message:
      "{count, plural, one {# mail} other {# mails}} held while the visitor may still book a call: each goes out by itself at its next attempt, unless a booking replaces it.",
  },
  requeued: /*i18n*/ {
    id: "cli.retry.requeued",
    message: "{id} failed before and is queued again: it will be sent again within the next 5 minutes.",
  },
  queuedFirst: /*i18n*/ {
    id: "cli.retry.queuedFirst",
    message: "{id} has not been sent yet and is due now: it goes out within the next 5 minutes.",
  },
  noMail: /*i18n*/ { id: "cli.retry.noMail", message: "no mail with id {id}" },
  wasSent: /*i18n*/ { id: "cli.retry.wasSent", message: "{id} was sent {time}: retrying would send it twice" },
  held: /*i18n*/ {
    id: "cli.retry.held",
    message:
      "{id} is held on purpose until the visitor books a call (then the booking's mail replaces it), at the latest until {time}, when it goes out by itself. It is not sent early.",
  },
  beingSent: /*i18n*/ {
    id: "cli.retry.beingSent",
    message: "{id} is being sent right now: look again after {time}",
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

/**
 * Why a command line is refused, as `npm run leads` prints it (exit status 2), and what a
 * refusal adds: options and command words stay as typed, since staff type them so.
 */
export const usageMessages = {
  seeHelp: /*i18n*/ { id: "cli.usage.seeHelp", message: "See npm run leads -- --help" },
  didYouMean: /*i18n*/ { id: "cli.usage.didYouMean", message: ' (did you mean "{near}"?)' },
  badArguments: /*i18n*/ { id: "cli.usage.badArguments", message: "bad arguments: {reason}" },
  unknownOption: /*i18n*/ { id: "cli.usage.unknownOption", message: "unknown option {option}{near}" },
  optionValueMissing: /*i18n*/ { id: "cli.usage.optionValueMissing", message: "{option} needs a value after it" },
  optionTakesNoValue: /*i18n*/ { id: "cli.usage.optionTakesNoValue", message: "{option} takes no value" },
  lang: /*i18n*/ { id: "cli.usage.lang", message: '--lang expects de or en, got "{value}"' },
  missingCommand: /*i18n*/ { id: "cli.usage.missingCommand", message: "missing command" },
  unknownCommand: /*i18n*/ { id: "cli.usage.unknownCommand", message: 'unknown command "{name}"{near}' },
  remoteAndLocal: /*i18n*/ { id: "cli.usage.remoteAndLocal", message: "--remote cannot go with --local or --persist-to" },
  persistToEmpty: /*i18n*/ { id: "cli.usage.persistToEmpty", message: "--persist-to needs a directory" },
  notForCommand: /*i18n*/ { id: "cli.usage.notForCommand", message: '--{option} does not apply to "{name}"' },
  unexpected: /*i18n*/ { id: "cli.usage.unexpected", message: 'unexpected argument "{word}"' },
  whichLeads: /*i18n*/ { id: "cli.usage.whichLeads", message: "which leads? inquiries, referrals or subscribers" },
  unknownKind: /*i18n*/ { id: "cli.usage.unknownKind", message: 'unknown lead kind "{word}"{near}: inquiries, referrals or subscribers' },
  missingId: /*i18n*/ { id: "cli.usage.missingId", message: "missing id ({what})" },
  notId: /*i18n*/ {
    id: "cli.usage.notId",
    message: '"{word}" is not a lead id (they look like {what}; npm run leads -- list {list} lists them)',
  },
  notMailId: /*i18n*/ {
    id: "cli.usage.notMailId",
    message: '"{word}" is not a message id (they look like out_…; npm run leads -- outbox lists them)',
  },
  since: /*i18n*/ { id: "cli.usage.since", message: '--since expects an age like 7d, 12h, 2w or a date like 2026-05-01, got "{value}"' },
  // {kind} is the kind as `list` heads its table ("Inquiries"), not the word typed.
  noStatus: /*i18n*/ { id: "cli.usage.noStatus", message: "{kind} have no status to filter by" },
  unknownStatus: /*i18n*/ { id: "cli.usage.unknownStatus", message: '{kind} have no status "{word}": {allowed}' },
  search: /*i18n*/ {
    id: "cli.usage.search",
    message: "--search expects a piece of a name, company or address (one line, at most 100 characters)",
  },
  owner: /*i18n*/ { id: "cli.usage.owner", message: '--owner expects a staff member\'s e-mail address, got "{value}"' },
  noCampaign: /*i18n*/ { id: "cli.usage.noCampaign", message: "subscribers have no campaign to filter by" },
  campaign: /*i18n*/ {
    id: "cli.usage.campaign",
    message: "--campaign expects a campaign name (utm_campaign, one line, at most {max} characters)",
  },
  noOwner: /*i18n*/ { id: "cli.usage.noOwner", message: "subscribers have no owner and are never overdue" },
  limit: /*i18n*/ { id: "cli.usage.limit", message: '--limit expects a number from 1, got "{value}"' },
  by: /*i18n*/ { id: "cli.usage.by", message: '--by expects source or campaign, got "{value}"' },
  format: /*i18n*/ { id: "cli.usage.format", message: 'unknown format "{format}": {formats}' },
  funnelSource: /*i18n*/ {
    id: "cli.usage.funnelSource",
    message: 'not a funnel source: "{value}" (a page path like /internal-tools, a partner id or an origin)',
  },
  paid: /*i18n*/ { id: "cli.usage.paid", message: '--paid expects a day like 2026-11-30 or "today", got "{value}"' },
  missingReward: /*i18n*/ { id: "cli.usage.missingReward", message: "missing the reward: {choices}" },
  unknownReward: /*i18n*/ { id: "cli.usage.unknownReward", message: 'unknown reward "{word}"{near}: {choices}' },
  separator: /*i18n*/ { id: "cli.usage.separator", message: '--sep expects ",", ";" or tab, got "{value}"' },
  exportFormat: /*i18n*/ { id: "cli.usage.exportFormat", message: "export needs --format csv or --format json" },
  csvOnly: /*i18n*/ { id: "cli.usage.csvOnly", message: "--{option} applies to --format csv only" },
  outEmpty: /*i18n*/ { id: "cli.usage.outEmpty", message: "--out needs a file name" },
  dryRunYes: /*i18n*/ {
    id: "cli.usage.dryRunYes",
    message: "--dry-run changes nothing, so --yes has nothing to confirm: use one of them",
  },
  missingEmail: /*i18n*/ { id: "cli.usage.missingEmail", message: "missing the e-mail address to forget" },
  notEmail: /*i18n*/ { id: "cli.usage.notEmail", message: 'not an e-mail address: "{value}"' },
  notEmailHidden: /*i18n*/ {
    id: "cli.usage.notEmailHidden",
    message: 'not an e-mail address: "{value}" (it holds invisible or control characters, shown as their \\u code)',
  },
  missingState: /*i18n*/ { id: "cli.usage.missingState", message: "missing the new status; allowed: {targets}" },
  referralTarget: /*i18n*/ {
    id: "cli.usage.referralTarget",
    message: 'a referral cannot be set to "{word}"{near}; allowed: {targets}',
  },
  inquiryTarget: /*i18n*/ {
    id: "cli.usage.inquiryTarget",
    message: 'an inquiry cannot be set to "{word}"{near}; allowed: {targets}',
  },
  // {code} is what staff type, {label} the status as the inbox names it.
  target: /*i18n*/ { id: "cli.usage.target", message: '{code} ("{label}")' },
  isReferral: /*i18n*/ { id: "cli.usage.isReferral", message: "that id is a referral: npm run leads -- referral {id}" },
  isInquiry: /*i18n*/ { id: "cli.usage.isInquiry", message: "that id is an inquiry: npm run leads -- inquiry {id}" },
  inquiryNoReward: /*i18n*/ {
    id: "cli.usage.inquiryNoReward",
    message: "that id is an inquiry, and only referrals earn a reward: npm run leads -- list referrals lists them",
  },
  bookedByHand: /*i18n*/ {
    id: "cli.usage.bookedByHand",
    message: 'an inquiry becomes "Call booked" when the visitor books a call, not by hand; allowed: {targets}',
  },
  forgetNeedsYes: /*i18n*/ {
    id: "cli.forget.needsYes",
    message:
      "forget erases for good, so it asks first, and nobody can answer here (not a terminal): add --yes to erase without asking, or --dry-run to see what it would erase",
  },
  cannotWrite: /*i18n*/ { id: "cli.export.cannotWrite", message: "cannot write {file}: {reason}" },
} satisfies Record<string, MessageDescriptor>;
