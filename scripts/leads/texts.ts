/**
 * The CLI's own texts in the agency's language. Plain descriptors with explicit ids, marked
 * for `lingui extract` (the `staff-cli` catalog): the CLI runs under plain node without the
 * Lingui macro, so it reads the compiled catalogs (`npm run i18n:compile`).
 */
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { agencyTimestamp } from "../../contract/agency-time.ts";
import { intlTags } from "../../contract/intl-tags.ts";
import { statusLabels, subscriberStatusLabels } from "../../contract/lead/lifecycles.ts";
import type { AgencyLocale } from "../../contract/locales.ts";
import { bookingEventLabels, leadKindLabels, leadKindPluralLabels } from "../../contract/staff/words.ts";

export const cliMessages = {
  moved: /*i18n*/ { id: "cli.status.moved", message: '{id} is now "{status}" ({time}).' },
  // The CLI writes to the database, not through the Worker, so nothing sends the mail right
  // after the write as the inbox's move does: the Worker's cron (every 5 minutes) sends it.
  referrerMailQueued: /*i18n*/ {
    id: "cli.status.referrerMailQueued",
    message: "The mail to the referrer ({outboxId}) will be sent within the next 5 minutes.",
  },
  // A change without a person behind it cannot be told apart from anyone else's in the history.
  noActor: /*i18n*/ {
    id: "cli.actor.missing",
    message:
      'Note: the inbox\'s history shows this change as made by "cli", not by you. To have your name on your changes, set LEADS_ACTOR to your e-mail address first: export LEADS_ACTOR=you@agency.at',
  },
  // {kind} is the kind of lead as the inbox names a list of them ("Inquiries").
  noneYet: /*i18n*/ { id: "cli.list.noneYet", message: "{kind}: none yet." },
  noneMatch: /*i18n*/ { id: "cli.list.noneMatch", message: "{kind}: none match." },
  listed: /*i18n*/ { id: "cli.list.listed", message: "{kind}: {count}, newest first." },
  listedLimit: /*i18n*/ {
    id: "cli.list.listedLimit",
    message: "{kind}: {count}, newest first (the first {limit}; --limit shows more).",
  },
} satisfies Record<string, MessageDescriptor>;

/** What `forget` says besides the rows it lists. */
export const forgetMessages = {
  erased: /*i18n*/ { id: "cli.forget.erased", message: "Erased every entry holding {email}:" },
  nothingFound: /*i18n*/ {
    id: "cli.forget.nothingFound",
    message: "Nothing found: no place the declaration of personal data names holds {email}, so nothing was erased.",
  },
  dryRunDone: /*i18n*/ { id: "cli.forget.dryRunDone", message: "Nothing was changed (--dry-run). Run it without --dry-run to erase." },
  notErased: /*i18n*/ { id: "cli.forget.notErased", message: "Nothing was erased." },
  dryRunPreview: /*i18n*/ { id: "cli.forget.dryRunPreview", message: "Dry run: forget would erase these entries holding {email}:" },
  preview: /*i18n*/ { id: "cli.forget.preview", message: "forget will erase these entries holding {email}:" },
  question: /*i18n*/ { id: "cli.forget.question", message: "Erase these entries for good? [y/N] " },
  anonymised: /*i18n*/ {
    id: "cli.forget.anonymised",
    message:
      "The referred person's name, e-mail and company become {removed} in {ids}; the referral itself and the referrer's reward stay.",
  },
  warning: /*i18n*/ { id: "cli.forget.warning", message: "WARNING: {warning}" },
  calendar: /*i18n*/ {
    id: "cli.forget.calendar",
    message: "Cal.com still holds this person's bookings: {uids}. Erase them there too.",
  },
  vacuumed: /*i18n*/ {
    id: "cli.forget.vacuumed",
    message: "Vacuumed the local database file and read its bytes: the erased address is not in it.",
  },
  notVacuumed: /*i18n*/ {
    id: "cli.forget.notVacuumed",
    message:
      "erased, but the local database file could not be vacuumed ({output}): the erased text may still be in its free pages. Stop npm start (wrangler dev holds the file) and run forget again: it finds nothing left to erase, then vacuums and checks the file.",
  },
  rowsLeft: /*i18n*/ {
    id: "cli.forget.rowsLeft",
    message: "NOT ERASED: {reason} {email} is still in: {rows}. Run forget again; if they stay, delete them by hand.",
  },
  bytesHold: /*i18n*/ { id: "cli.forget.bytesHold", message: "NOT ERASED: the bytes of {files} still hold {email}." },
  checked: /*i18n*/ { id: "cli.forget.checked", message: "Checked: no place the declaration of personal data names holds it any more." },
  // Where the address may still be after `forget`: nothing the CLI can reach. The 30 days
  // are Cloudflare's Time Travel window on the paid plan, not a period the agency sets.
  copiesRemain: /*i18n*/ {
    id: "cli.forget.copiesRemain",
    message:
      "Copies outside this database are not erased: the notification mails in the agency's mailbox, CSV or JSON exports made earlier, and D1 Time Travel, Cloudflare's own copy, which can restore the database as it was for up to 30 days. That period is Cloudflare's, not one the agency sets. Delete what your erasure procedure asks for there.",
  },
} satisfies Record<string, MessageDescriptor>;

/**
 * The kinds of row the CLI lists, in words, one and many: a lead's kind is the contract's, as
 * the inbox names it; subscribers are no lead, and only the CLI lists them.
 */
export const kindNames = {
  inquiries: { one: leadKindLabels.inquiry, many: leadKindPluralLabels.inquiry },
  referrals: { one: leadKindLabels.referral, many: leadKindPluralLabels.referral },
  subscribers: {
    one: /*i18n*/ { id: "cli.kind.subscriber", message: "Subscriber" },
    many: /*i18n*/ { id: "cli.kind.subscribers", message: "Subscribers" },
  },
} satisfies Record<string, { one: MessageDescriptor; many: MessageDescriptor }>;

const catalogs: Record<AgencyLocale, () => Promise<I18n>> = {
  en: async () =>
    setupI18n({
      locale: "en",
      messages: {
        en: {
          ...(await import("../../locales/en/staff.ts")).messages,
          ...(await import("../../locales/en/staff-cli.ts")).messages,
          ...(await import("../../locales/en/labels.ts")).messages,
        },
      },
    }),
  de: async () =>
    setupI18n({
      locale: "de",
      messages: {
        de: {
          ...(await import("../../locales/de/staff.ts")).messages,
          ...(await import("../../locales/de/staff-cli.ts")).messages,
          ...(await import("../../locales/de/labels.ts")).messages,
        },
      },
    }),
};

/** What the CLI says in one language. */
export interface CliText {
  locale: AgencyLocale;
  i18n: I18n;
  /** A message with its values filled in. */
  t(message: MessageDescriptor, values?: Record<string, unknown>): string;
  /** A status as staff read it: its code in English (what `--status` takes), its label in German. */
  status(code: string): string;
  /** A status by the inbox's name for it (`Call cancelled`), in either language; a status the lifecycles do not know as stored. */
  statusName(code: string): string;
  /** What the calendar reported about a call in words (`Booked`, `Cancelled`); an event the labels do not know as stored. */
  eventName(code: string): string;
  /** A stored time on the agency's clock (`short`: without the year), in the language's form. */
  time(value: unknown, short?: boolean): string;
  /** A count in the language's digits. */
  number(value: number): string;
}

// Leads' and subscribers' statuses share no code, so one lookup names both.
const statusNames: Readonly<Record<string, MessageDescriptor>> = { ...statusLabels, ...subscriberStatusLabels };

const statusName = (i18n: I18n, code: string) => {
  const label = Object.hasOwn(statusNames, code) ? statusNames[code] : undefined;
  return label ? i18n._(label) : code;
};

const eventName = (i18n: I18n, code: string) =>
  Object.hasOwn(bookingEventLabels, code) ? i18n._(bookingEventLabels[code as keyof typeof bookingEventLabels]) : code;

/** The CLI's texts in `locale`. */
export async function cliText(locale: AgencyLocale): Promise<CliText> {
  const i18n = await catalogs[locale]();
  const numbers = new Intl.NumberFormat(intlTags[locale]);
  return {
    locale,
    i18n,
    t: (message, values) => i18n._({ ...message, ...(values ? { values } : {}) }),
    status(code) {
      return locale === "de" ? statusName(i18n, code) : code;
    },
    statusName: (code) => statusName(i18n, code),
    eventName: (code) => eventName(i18n, code),
    time: (value, short = false) => agencyTimestamp(value, { locale, short }),
    number: (value) => numbers.format(value),
  };
}
