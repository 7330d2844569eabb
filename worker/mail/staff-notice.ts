/**
 * What the agency's mail about a new lead shares, whichever kind it is: the actions that
 * answer the person from the mail, the note of a skipped acknowledgement, and the one table
 * of the lead (reply language, answers, source, time, id, attribution).
 */
import type { I18n } from "@lingui/core";
import { agencyLongTimestamp } from "../../contract/agency-time.ts";
import { intlTags } from "../../contract/intl-tags.ts";
import { type ColumnTextContext, columnText } from "../../contract/lead/columns/text.ts";
import { metaColumnLabels, recordColumnLabels } from "../../contract/lead/field-labels.ts";
import type { Locale } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { displayPhone, phoneHref } from "../../contract/site/company.ts";
import { onAgencyClock } from "../../contract/time-zone-name.ts";
import type { Config } from "../config.ts";
import type { LeadMeta } from "../db/leads/statements/lead-row.ts";
import { normaliseOrigin } from "../lib/origins.ts";
import { attributionRows } from "./attribution.ts";
import { visitorRecipient } from "./greeting.ts";
import { type LeadOf, leadRows, type MailedKind } from "./lead-rows.ts";
import { replyHref } from "./mailto.ts";
import { type Block, type Row, renderMail } from "./render.ts";

/** What a lead's mails may know besides the lead: whether its acknowledgement was held or skipped, and the row as stored. */
export interface LeadMailNotes {
  /**
   * The acknowledgement waits for the questionnaire's booking step, which drops it when the
   * visitor books: if it goes out at all, no call was booked.
   */
  held?: boolean;
  /** The visitor's mailbox got an acknowledgement within the last 24 h, so this lead's was not sent. */
  acknowledgementSkipped?: boolean;
  /** The lead's own columns as stored (the inquiry's booking token among them). */
  stored?: Readonly<Record<string, string | number | null>>;
}

/** The staff notification's line about a skipped acknowledgement, or nothing. */
function skippedAcknowledgement(i18n: I18n, notes: LeadMailNotes): Block[] {
  if (!notes.acknowledgementSkipped) return [];
  return [
    {
      paragraph: i18n._({
        id: "notification.ackSkipped",
        message: "No acknowledgement sent: this address already received one in the last 24 hours.",
      }),
    },
  ];
}

/**
 * The notification's actions: answer the person by mail (the button, or a link where
 * another action leads), and, when they left a number, call them. Staff act on a lead from
 * the mail, without copying an address. The reply's subject is in the person's language
 * (`replySubject`), never our internal one.
 */
export function staffActions(
  i18n: I18n,
  person: { name: string; email: string; phone?: string },
  replySubject: string,
  main = true,
): Block[] {
  const reply = {
    label: i18n._({ id: "notification.reply", message: "Reply to {name}", values: { name: person.name } }),
    href: replyHref(person.email, replySubject),
  };
  const blocks: Block[] = [main ? { button: reply } : { link: reply }];
  if (person.phone) {
    blocks.push({
      link: {
        label: i18n._({ id: "notification.call", message: "Call {phone}", values: { phone: displayPhone(person.phone) } }),
        href: phoneHref(person.phone),
      },
    });
  }
  return blocks;
}

/** When the lead arrived, on the agency's clock, in the mail's language: "4. Mai 2026 um 10:12 (Mitteleuropäische Zeit)". */
function viennaTime(iso: string, locale: Locale): string {
  return onAgencyClock(agencyLongTimestamp(iso, intlTags[locale]), intlTags[locale]);
}

/** Where the lead came from; a malformed SITE_URL must not turn a lead into an error, it only loses the website's label. */
function sourceText(i18n: I18n, meta: LeadMeta, partner: string, config: Config): string {
  const site = normaliseOrigin(config.siteUrl);
  const context: ColumnTextContext = { locale: config.agencyLocale, siteOrigins: new Set(site ? [site] : []), partner };
  return columnText(i18n, "source", { source: meta.source }, context) ?? "";
}

function metaRows(i18n: I18n, meta: LeadMeta, partner: string, config: Config): Row[] {
  return [
    [i18n._(metaColumnLabels.source), sourceText(i18n, meta, partner, config)],
    [i18n._(recordColumnLabels.created_at), viennaTime(meta.createdAt, config.agencyLocale)],
    [i18n._(recordColumnLabels.id), meta.id],
  ];
}

/**
 * The notification's table, in the agency's language: first the language to answer in (by
 * its name, as the inbox shows it), then every answer, where the lead came from, when, its
 * id, and its attribution.
 */
export function leadTable<K extends MailedKind>(i18n: I18n, kind: K, lead: LeadOf[K], meta: LeadMeta, config: Config): Block {
  return {
    rows: [
      [
        i18n._(metaColumnLabels.locale),
        columnText(i18n, "locale", { locale: meta.locale }, { locale: config.agencyLocale, siteOrigins: new Set() }) ?? "",
      ],
      ...leadRows(i18n, kind, lead),
      ...metaRows(i18n, meta, lead.partner, config),
      ...attributionRows(i18n, lead),
    ],
  };
}

/** What a notification about one new lead says besides its table. */
export interface StaffNotice<K extends MailedKind> {
  kind: K;
  lead: LeadOf[K] & { email: string; name: string };
  meta: LeadMeta;
  subject: string;
  /** Who sent the lead, and why the buttons below beat a plain reply. */
  intro: string;
  /** The lead's own buttons and links, above the note on a skipped acknowledgement. */
  actions: Block[];
  notes: LeadMailNotes;
}

/**
 * The agency's mail about a new lead of either kind, in the agency's language: the intro, the
 * lead's actions, a note when the acknowledgement was skipped, then the lead's table. Replies
 * go to whoever sent the lead.
 */
export function renderStaffNotification<K extends MailedKind>(i18n: I18n, config: Config, notice: StaffNotice<K>): MailMessage {
  const { kind, lead, meta } = notice;
  return renderMail(
    {
      locale: config.agencyLocale,
      to: [{ email: config.mailTo }],
      replyTo: visitorRecipient(lead.email, lead.name),
      subject: notice.subject,
      headers: { "X-Lead-Id": meta.id },
      blocks: [
        { paragraph: notice.intro },
        ...notice.actions,
        ...skippedAcknowledgement(i18n, notice.notes),
        leadTable(i18n, kind, lead, meta, config),
      ],
    },
    config,
  );
}
