import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import type { Locale } from "../../contract/index.ts";
import type { Config } from "../config.ts";
import type { MailAddress, MailMessage } from "./message.ts";

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
export function headerSafe(value: string, max = 150, keep?: string): string {
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

/** A label and a value; an empty value shows as "-". */
export type Row = readonly [label: string, value: string];

/**
 * What a mail is made of. Each block renders to both parts, so the text and the HTML part
 * always say the same thing.
 */
export type Block =
  | { paragraph: string }
  | { heading: string }
  | { rows: readonly Row[] }
  | { link: { label: string; href: string } }
  | { lines: readonly string[] };

function textBlock(block: Block): string {
  if ("paragraph" in block) return block.paragraph;
  if ("heading" in block) return `${block.heading}\n${"-".repeat(Math.min(60, block.heading.length))}`;
  if ("link" in block) return `${block.link.label}: ${block.link.href}`;
  if ("lines" in block) return block.lines.join("\n");
  return block.rows
    .map(([label, value]) =>
      // Multi-line values (the project description) are indented so the labels stay scannable.
      value.includes("\n")
        ? [`${label}:`, ...value.split("\n").map((line) => `  ${line}`)].join("\n")
        : `${label}: ${value === "" ? "-" : value}`,
    )
    .join("\n");
}

// Every interpolation below goes through hono/html, which escapes it: a visitor's
// `<script>` arrives as text. Only the template's own markup is markup.
function htmlBlock(block: Block): HtmlEscapedString | Promise<HtmlEscapedString> {
  if ("paragraph" in block) return html`<p style="margin:0 0 16px">${block.paragraph}</p>`;
  if ("heading" in block) return html`<h2 style="font-size:16px;margin:24px 0 8px">${block.heading}</h2>`;
  if ("link" in block) {
    return html`<p style="margin:0 0 16px"><a href="${block.link.href}" style="color:#0b57d0;font-weight:bold">${block.link.label}</a></p>`;
  }
  if ("lines" in block) return html`<p style="margin:0 0 16px">${block.lines.map((line, i) => (i === 0 ? line : html`<br>${line}`))}</p>`;
  return html`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">
${block.rows.map(
  ([label, value]) =>
    html`<tr><th align="left" valign="top" style="padding:4px 16px 4px 0;font-weight:600">${label}</th><td style="padding:4px 0;white-space:pre-wrap">${value === "" ? "-" : value}</td></tr>
`,
)}</table>`;
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
  headers?: Record<string, string>;
}

export function sender(config: Config): MailAddress {
  return config.mailFrom.name ? { email: config.mailFrom.email, name: headerSafe(config.mailFrom.name) } : { email: config.mailFrom.email };
}

/** Renders a mail's text and HTML part from the same blocks; headers are made single-line. */
export function renderMail(spec: MailSpec, config: Config): MailMessage {
  const subject = headerSafe(spec.subject, 200, spec.headers?.["X-Lead-Id"]);
  const page = html`<!doctype html>
<html lang="${spec.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${subject}</title></head>
<body style="margin:0;padding:24px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f;background:#ffffff">
<div style="max-width:640px">
${spec.blocks.map(htmlBlock)}
</div>
</body></html>`;
  return {
    from: sender(config),
    to: spec.to.map((a) => (a.name ? { email: a.email, name: headerSafe(a.name) } : { email: a.email })),
    ...(spec.replyTo
      ? { replyTo: spec.replyTo.name ? { email: spec.replyTo.email, name: headerSafe(spec.replyTo.name) } : { email: spec.replyTo.email } }
      : {}),
    subject,
    text: `${spec.blocks.map(textBlock).join("\n\n")}\n`,
    html: toText(page),
    ...(spec.headers ? { headers: spec.headers } : {}),
  };
}
