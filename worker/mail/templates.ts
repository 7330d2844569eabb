import type { Inquiry, Referral } from "../../contract/index.ts";
import type { Config } from "../config.ts";
import { escapeHtml, headerSafe } from "./escape.ts";
import type { MailAddress, MailMessage } from "./message.ts";

/** Staff notifications are for the agency's own inbox: English, every field, the lead id. */
type Row = readonly [label: string, value: string];

interface LeadMeta {
  id: string;
  createdAt: string;
  locale: string;
  source: string;
}

function sender(config: Config): MailAddress {
  return config.mailFrom.name ? { email: config.mailFrom.email, name: headerSafe(config.mailFrom.name) } : { email: config.mailFrom.email };
}

function shown(value: string): string {
  return value === "" ? "-" : value;
}

function textPart(title: string, rows: readonly Row[]): string {
  const lines = [title, ""];
  for (const [label, value] of rows) {
    // Multi-line values (the project description) are indented so the labels stay scannable.
    if (value.includes("\n")) lines.push(`${label}:`, ...value.split("\n").map((line) => `  ${line}`));
    else lines.push(`${label}: ${shown(value)}`);
  }
  return `${lines.join("\n")}\n`;
}

function htmlPart(title: string, rows: readonly Row[]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(shown(value))}</td></tr>`,
    )
    .join("");
  return (
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<h1 style="font-size:18px">${escapeHtml(title)}</h1><table>${body}</table></body></html>`
  );
}

function metaRows(meta: LeadMeta): Row[] {
  return [
    ["Lead id", meta.id],
    ["Received (UTC)", meta.createdAt],
    ["Language", meta.locale],
    ["Source", meta.source],
  ];
}

/** The agency's notification about a questionnaire submission; replies go to the visitor. */
export function renderInquiryNotification(inquiry: Inquiry, meta: LeadMeta, config: Config): MailMessage {
  const title = `New project inquiry ${meta.id}`;
  const rows: Row[] = [
    ["Project type", inquiry.projectType],
    ["Project description", inquiry.projectDescription],
    ["Timeline", inquiry.projectTimeline],
    ["Company", inquiry.companyName],
    ["Company size", inquiry.companySize],
    ["Industry", inquiry.industry],
    ["Name", inquiry.name],
    ["E-mail", inquiry.email],
    ["Phone", inquiry.phone],
    ...metaRows(meta),
  ];
  return {
    from: sender(config),
    to: [{ email: config.mailTo }],
    replyTo: { email: inquiry.email, name: headerSafe(inquiry.name) },
    subject: headerSafe(`${title} from ${inquiry.companyName}`, 200),
    text: textPart(title, rows),
    html: htmlPart(title, rows),
  };
}

/** The agency's notification about a referral; replies go to the referrer. */
export function renderReferralNotification(referral: Referral, meta: LeadMeta, config: Config): MailMessage {
  const title = `New referral ${meta.id}`;
  const rows: Row[] = [
    ["Referrer name", referral.name],
    ["Referrer e-mail", referral.email],
    ["Referrer company", referral.companyName],
    ["Referred name", referral.referralName],
    ["Referred e-mail", referral.referralEmail],
    ["Referred company", referral.referralCompany],
    ["Referred person agreed to be contacted", referral.confirmed ? "yes (confirmed by the referrer)" : "no"],
    ...metaRows(meta),
  ];
  return {
    from: sender(config),
    to: [{ email: config.mailTo }],
    replyTo: { email: referral.email, name: headerSafe(referral.name) },
    subject: headerSafe(`${title}: ${referral.name} recommends ${referral.referralCompany}`, 200),
    text: textPart(title, rows),
    html: htmlPart(title, rows),
  };
}
