/** The staff's morning digest mail, rendered in the agency's language. */
import { type I18n, setupI18n } from "@lingui/core";
import { intlTags } from "../../contract/intl-tags.ts";
import type { AgencyLocale } from "../../contract/locales.ts";
import type { MailMessage } from "../../contract/mail-message.ts";
import { AGENCY_TIME_ZONE } from "../../contract/site/company.ts";
import { zoneName } from "../../contract/time-zone-name.ts";
import { messages as deLabels } from "../../locales/de/labels.ts";
import { messages as de } from "../../locales/de/staff.ts";
import { messages as enLabels } from "../../locales/en/labels.ts";
import { messages as en } from "../../locales/en/staff.ts";
import type { Config } from "../config.ts";
import type { DigestProblem } from "../db/outbox/statements/outbox-reads.ts";
import type { DigestBooking, DigestNextStep } from "../db/staff/d1/digest.ts";
import type { StaffLeadRow } from "../db/staff/d1/leads.ts";
import { callTime } from "../mail/booking.ts";
import { type Block, renderMail } from "../mail/render.ts";

/** What one morning's digest lists. */
export interface DigestContent {
  day: string;
  overdue: StaffLeadRow[];
  nextSteps: DigestNextStep[];
  bookings: DigestBooking[];
  problems: DigestProblem[];
}

/** Whether the digest would list nothing. */
export function isEmpty(content: DigestContent): boolean {
  return !content.overdue.length && !content.nextSteps.length && !content.bookings.length && !content.problems.length;
}

function digestI18n(locale: AgencyLocale): I18n {
  return setupI18n({ locale, messages: { en: { ...enLabels, ...en }, de: { ...deLabels, ...de } } });
}

/** A section of the mail: its heading and its lines, or nothing when it has no lines. */
function section(heading: string, lines: string[]): Block[] {
  return lines.length ? [{ heading }, { lines }] : [];
}

/**
 * The staff's morning digest, in the agency's language: overdue leads, next steps due today,
 * today's calls and delivery problems, each with its link into the inbox.
 */
export function renderDigest(content: DigestContent, config: Config): MailMessage {
  const locale = config.agencyLocale;
  const i18n = digestI18n(locale);
  const link = (id: string | null) => (id ? `${config.siteUrl}/staff/leads/${id}` : `${config.siteUrl}/staff`);
  const who = (name: string, company: string) => (company ? `${name} (${company})` : name);
  const counts = {
    overdue: content.overdue.length,
    steps: content.nextSteps.length,
    calls: content.bookings.length,
    problems: content.problems.length,
  };
  return renderMail(
    {
      locale,
      to: [{ email: config.mailTo }],
      subject: i18n._({
        id: "digest.subject",
        message: "Morning digest: {overdue} overdue, {steps} next steps, {calls} calls, {problems} delivery problems",
        values: counts,
      }),
      blocks: [
        ...section(
          i18n._({ id: "digest.overdue", message: "Overdue: still new after the promised answer time" }),
          content.overdue.map((l) => `${who(l.name, l.company)}: ${link(l.id)}`),
        ),
        ...section(
          i18n._({ id: "digest.nextSteps", message: "Next steps due today" }),
          content.nextSteps.map((s) => `${who(s.name, s.company)}${s.owner ? ` – ${s.owner}` : ""}: ${link(s.lead_id)}`),
        ),
        ...section(
          i18n._({ id: "digest.calls", message: "Calls today ({zone})", values: { zone: zoneName(AGENCY_TIME_ZONE, intlTags[locale]) } }),
          content.bookings.map((b) => `${callTime(b.start_at, locale)}: ${b.name} ${link(b.lead_id)}`),
        ),
        ...section(
          i18n._({ id: "digest.problems", message: "Delivery problems" }),
          content.problems.map((p) => `${p.channel} ${p.kind} (${p.status}${p.last_error ? `: ${p.last_error}` : ""}): ${link(p.lead_id)}`),
        ),
        { link: { label: i18n._({ id: "digest.open", message: "Open the staff inbox" }), href: `${config.siteUrl}/staff` } },
      ],
    },
    config,
  );
}
