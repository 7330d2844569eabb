import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Locale } from "../../contract/locales.ts";
import type { MailAddress, MailMessage } from "../../contract/mail-message.ts";
import { company, displayPhone, phoneHref } from "../../contract/site/company.ts";
import type { Config } from "../config.ts";

const segmenter = typeof Intl.Segmenter === "function" ? new Intl.Segmenter(undefined, { granularity: "grapheme" }) : undefined;

/**
 * The first `max` characters as a reader counts them: whole graphemes (an emoji with its
 * modifiers, a letter with its accents), else whole code points, so a cut never leaves a
 * lone surrogate that breaks the header's encoding.
 */
function clip(value: string, max: number): string {
  const units = segmenter ? Array.from(segmenter.segment(value), (s) => s.segment) : Array.from(value);
  return units.length > max ? units.slice(0, max).join("") : value;
}

function length(value: string): number {
  return segmenter ? Array.from(segmenter.segment(value)).length : Array.from(value).length;
}

/**
 * For values that end up in a mail header (subject, display names). The contract already
 * refuses line breaks in single-line fields; this is the second lock on the same door,
 * because a header injection turns our sender into a spam relay. Longer values are cut
 * by grapheme (never inside a surrogate pair) and end in "…". `keep` (the lead id) stays
 * whole at the end when the value ends with it: staff find a lead by its subject.
 */
function headerSafe(value: string, max = 150, keep?: string): string {
  const flat = value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (length(flat) <= max) return flat;
  const at = keep ? flat.lastIndexOf(keep) : -1;
  if (keep && at > 0) {
    // The tail from the id's opening bracket on: "... (inq_xxx)".
    const start = flat[at - 1] === "(" ? at - 1 : at;
    const tail = flat.slice(start);
    const room = max - length(tail) - 2;
    if (room > 0) return `${clip(flat.slice(0, start), room).trimEnd()}… ${tail}`;
  }
  return `${clip(flat, max - 1)}…`;
}

/** A label and a value; an empty value shows as "-" in text and "–" in HTML. */
export type Row = readonly [label: string, value: string];

/** Who signs a visitor's mail: a person, not a system. */
export interface Signature {
  /** "Kind regards," */
  closing: string;
  name: string;
  /** "Founder, Example Agency" */
  role: string;
  phone: string;
}

/**
 * What a mail is made of. Each block renders to both parts, so the text and the HTML part
 * always say the same thing. A `button` is the mail's one action; a `link` a quieter one.
 */
export type Block =
  | { paragraph: string }
  | { heading: string }
  | { rows: readonly Row[] }
  | { button: { label: string; href: string } }
  | { link: { label: string; href: string } }
  | { lines: readonly string[] }
  | { signature: Signature }
  | { person: Person };

/** Who the visitor will meet: a face beside a name; without a photo, a slot with the initials. */
export interface Person {
  name: string;
  role: string;
  photoUrl?: string;
}

function initials(name: string): string {
  return name
    .split(" ")
    .map((word) => word.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/**
 * The colon between a label and its value in the plain-text part: French typography puts a
 * narrow no-break space before it ("Type de projet : MVP"), the other languages none.
 */
function colonFor(locale: Locale): string {
  return locale === "fr" ? "\u202f:" : ":";
}

function textBlock(block: Block, colon = ":"): string {
  if ("paragraph" in block) return block.paragraph;
  // Underlined with "=": a line of dashes would read as an unanswered value's "-".
  if ("heading" in block) return `${block.heading}\n${"=".repeat(Math.min(60, block.heading.length))}`;
  if ("button" in block) return `${block.button.label}${colon} ${block.button.href}`;
  if ("link" in block) return `${block.link.label}${colon} ${block.link.href}`;
  if ("lines" in block) return block.lines.join("\n");
  if ("signature" in block) {
    const { closing, name, role, phone } = block.signature;
    return [closing, name, role, phone].join("\n");
  }
  if ("person" in block) return `${block.person.name}\n${block.person.role}`;
  return block.rows
    .map(([label, value]) =>
      // Multi-line values (the project description) are indented so the labels stay scannable.
      value.includes("\n")
        ? [`${label}${colon}`, ...value.split("\n").map((line) => `  ${line}`)].join("\n")
        : `${label}${colon} ${value === "" ? "-" : value}`,
    )
    .join("\n");
}

/**
 * The look, inline on every element: Gmail drops a `<style>` block in some views and
 * Outlook for Windows renders with Word, which knows tables, `bgcolor` and inline styles.
 */
const palette = { ink: "#18181b", muted: "#52525b", faint: "#63636b", line: "#e4e4e7", canvas: "#f4f4f5", accent: "#c2410c" };
const font = "'Inter','Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The http(s), mailto and tel links a mail may carry; anything else renders as text only. */
function safeHref(href: string): string | undefined {
  return /^(https?:|mailto:|tel:)/i.test(href) ? href : undefined;
}

// Every interpolation below goes through hono/html, which escapes it: a visitor's
// `<script>` arrives as text. Only the template's own markup is markup.
function htmlBlock(block: Block): HtmlEscapedString | Promise<HtmlEscapedString> {
  if ("paragraph" in block) return html`<p style="margin:0 0 16px">${block.paragraph}</p>`;
  if ("heading" in block) {
    return html`<h2 style="margin:28px 0 8px;font-size:17px;line-height:1.4;font-weight:700;color:${palette.ink}">${block.heading}</h2>`;
  }
  if ("button" in block) {
    // A "bulletproof" button: the cell carries the colour (bgcolor for Outlook), the link
    // the padding; 12 + 20 + 12 px make the 44 px a finger needs.
    return html`<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;border-collapse:separate"><tr>
<td align="center" bgcolor="${palette.accent}" style="border-radius:8px;background:${palette.accent};mso-padding-alt:12px 24px"><a href="${safeHref(block.button.href) ?? "#"}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${font};font-size:16px;line-height:20px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${block.button.label}</a></td>
</tr></table>`;
  }
  if ("link" in block) {
    return html`<p style="margin:0 0 16px"><a href="${safeHref(block.link.href) ?? "#"}" style="color:${palette.accent};text-decoration:underline">${block.link.label}</a></p>`;
  }
  if ("lines" in block) return html`<p style="margin:0 0 16px">${block.lines.map((line, i) => (i === 0 ? line : html`<br>${line}`))}</p>`;
  if ("signature" in block) {
    const { closing, name, role, phone } = block.signature;
    return html`<p style="margin:28px 0 4px">${closing}</p>
<p style="margin:0;font-weight:700;color:${palette.ink}">${name}</p>
<p style="margin:0;color:${palette.muted}">${role}</p>
<p style="margin:0 0 8px"><a href="${phoneHref(phone)}" style="color:${palette.muted};text-decoration:none">${displayPhone(phone)}</a></p>`;
  }
  if ("person" in block) return personBlock(block.person);
  return html`<table role="presentation" cellspacing="0" cellpadding="0" border="0" width="100%" style="border-collapse:collapse;margin:0 0 16px">
${block.rows.map(
  ([label, value]) =>
    // Label above value, in one column: readable at 320 px without a media query (some
    // clients drop <style>), and no address or URL squeezed into a narrow second column.
    html`<tr><td valign="top" style="padding:10px 0;border-top:1px solid ${palette.line}"><div style="font-size:13px;line-height:1.4;font-weight:600;color:${palette.muted}">${label}</div><div style="white-space:pre-wrap;overflow-wrap:anywhere;color:${palette.ink}">${value === "" ? "–" : value}</div></td></tr>
`,
)}</table>`;
}

function personBlock({ name, role, photoUrl }: Person): HtmlEscapedString | Promise<HtmlEscapedString> {
  const photo = photoUrl && /^https:/i.test(photoUrl) ? photoUrl : undefined;
  const face = photo
    ? html`<img src="${photo}" width="56" height="56" alt="${name}" style="display:block;width:56px;height:56px;border-radius:28px;object-fit:cover">`
    : html`<div style="width:56px;height:56px;border-radius:28px;background:${palette.canvas};color:${palette.muted};font-weight:700;font-size:18px;line-height:56px;text-align:center">${initials(name)}</div>`;
  return html`<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="border-collapse:collapse;margin:0 0 16px"><tr>
<td valign="middle" style="padding:0 12px 0 0">${face}</td>
<td valign="middle"><div style="font-weight:700;color:${palette.ink}">${name}</div><div style="color:${palette.muted}">${role}</div></td>
</tr></table>`;
}

/** Small print under the card (contact, privacy, erasure): grey, smaller, the same blocks. */
function footerBlock(block: Block): HtmlEscapedString | Promise<HtmlEscapedString> {
  if ("link" in block) {
    return html`<p style="margin:0 0 12px"><a href="${safeHref(block.link.href) ?? "#"}" style="color:${palette.faint};text-decoration:underline">${block.link.label}</a></p>`;
  }
  if ("lines" in block) return html`<p style="margin:0 0 12px">${block.lines.map((line, i) => (i === 0 ? line : html`<br>${line}`))}</p>`;
  if ("paragraph" in block) return html`<p style="margin:0 0 12px">${block.paragraph}</p>`;
  return htmlBlock(block);
}

/** hono/html is synchronous for synchronous values; mails never hold a promise. */
function toText(value: HtmlEscapedString | Promise<HtmlEscapedString>): string {
  if (value instanceof Promise) throw new Error("mail templates must render synchronously");
  return value.toString();
}

export interface MailSpec {
  locale: Locale;
  to: MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  blocks: readonly Block[];
  /** Small print below the message: the company's address, privacy, erasure. */
  footer?: readonly Block[];
  headers?: Record<string, string>;
}

/** The sender: our address under the company's name. */
export function sender(config: Config): MailAddress {
  return config.mailFrom.name ? { email: config.mailFrom.email, name: headerSafe(config.mailFrom.name) } : { email: config.mailFrom.email };
}

/**
 * Renders a mail's text and HTML part from the same blocks; headers are made single-line.
 * The HTML part is one 600 px column: the company's logo as on the site (its initial on an
 * accent square beside its name, drawn in markup, so there is no image to block), the
 * message on a white card, the small print below.
 */
export function renderMail(spec: MailSpec, config: Config): MailMessage {
  const subject = headerSafe(spec.subject, 200, spec.headers?.["X-Lead-Id"]);
  const footer = spec.footer ?? [];
  const page = html`<!doctype html>
<html lang="${spec.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${subject}</title></head>
<body style="margin:0;padding:0;background:${palette.canvas};-webkit-text-size-adjust:100%">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" bgcolor="${palette.canvas}" style="background:${palette.canvas}"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" border="0" style="width:100%;max-width:600px;font-family:${font}">
<tr><td style="padding:0 4px 20px"><table role="presentation" cellspacing="0" cellpadding="0" border="0"><tr><td width="32" height="32" align="center" bgcolor="${palette.accent}" aria-hidden="true" style="width:32px;height:32px;border-radius:9px 9px 9px 2px;background:${palette.accent};color:#ffffff;font-family:${font};font-size:17px;line-height:32px;font-weight:700;text-align:center">${company.name.charAt(0)}</td><td style="padding-left:10px;font-family:${font};font-size:20px;line-height:28px;font-weight:700;letter-spacing:-0.01em;color:${palette.ink}">${company.name}</td></tr></table></td></tr>
<tr><td bgcolor="#ffffff" style="background:#ffffff;border:1px solid ${palette.line};border-radius:12px;padding:32px 28px;font-family:${font};font-size:16px;line-height:1.6;color:${palette.ink};overflow-wrap:break-word">
${spec.blocks.map(htmlBlock)}
</td></tr>
${
  footer.length
    ? html`<tr><td style="padding:24px 4px 0;font-family:${font};font-size:13px;line-height:1.5;color:${palette.faint};overflow-wrap:anywhere">
${footer.map(footerBlock)}
</td></tr>`
    : ""
}
</table>
</td></tr></table>
</body></html>`;
  // In the text part a rule sets the small print apart, as the card's edge does in HTML.
  const colon = colonFor(spec.locale);
  const text = [
    ...spec.blocks.map((block) => textBlock(block, colon)),
    // "-- " with its space is the signature delimiter mail clients recognise (RFC 3676).
    ...(footer.length ? ["-- ", ...footer.map((block) => textBlock(block, colon))] : []),
  ].join("\n\n");
  return {
    from: sender(config),
    to: spec.to.map((a) => (a.name ? { email: a.email, name: headerSafe(a.name) } : { email: a.email })),
    ...(spec.replyTo
      ? { replyTo: spec.replyTo.name ? { email: spec.replyTo.email, name: headerSafe(spec.replyTo.name) } : { email: spec.replyTo.email } }
      : {}),
    subject,
    text: `${text}\n`,
    html: toText(page),
    ...(spec.headers ? { headers: spec.headers } : {}),
  };
}
