/**
 * Checks a send request the way the MailChannels Email API does, so a mail the local
 * inbox accepts is one MailChannels would accept too (and a malformed one fails locally
 * with a reason, not in production).
 */

export interface Address {
  email: string;
  name?: string;
}

export interface SendRequest {
  personalizations: {
    to: Address[];
    cc?: Address[];
    bcc?: Address[];
    dkim_domain?: string;
    dkim_selector?: string;
    dkim_private_key?: string;
  }[];
  from: Address;
  reply_to?: Address;
  subject: string;
  content: { type: string; value: string }[];
  headers?: Record<string, string>;
  /** Files as MailChannels takes them: base64 `content`, `filename`, MIME `type`. */
  attachments?: { content: string; filename: string; type: string }[];
}

export type Checked = { ok: true; value: SendRequest } | { ok: false; errors: string[] };

// Close to what MailChannels accepts: one @, no spaces or control characters, a dot in the domain.
const EMAIL = /^[^\s@<>()[\]\\,;:"\u0000-\u001f]+@[^\s@<>()[\]\\,;:"\u0000-\u001f]+\.[^\s@<>()[\]\\,;:"\u0000-\u001f]+$/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const CONTROL = /[\r\n\u0000]/;
// Headers MailChannels builds itself from the request's fields.
const RESERVED = new Set([
  "from",
  "to",
  "cc",
  "bcc",
  "subject",
  "reply-to",
  "content-type",
  "content-transfer-encoding",
  "mime-version",
  "dkim-signature",
]);
const MAX_RECIPIENTS = 1000;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function address(value: unknown, where: string, errors: string[]): void {
  if (!isObject(value)) {
    errors.push(`${where} must be an object with an email`);
    return;
  }
  if (typeof value.email !== "string" || !EMAIL.test(value.email) || value.email.length > 254)
    errors.push(`${where}.email is not a valid e-mail address`);
  if (value.name !== undefined && (typeof value.name !== "string" || CONTROL.test(value.name)))
    errors.push(`${where}.name must be a single-line string`);
}

function addresses(value: unknown, where: string, errors: string[], required: boolean): number {
  if (value === undefined && !required) return 0;
  if (!Array.isArray(value) || (required && value.length === 0)) {
    errors.push(`${where} must be a non-empty array of recipients`);
    return 0;
  }
  for (const [i, item] of value.entries()) address(item, `${where}[${i}]`, errors);
  return value.length;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** MailChannels' attachments: each a base64 `content`, a `filename` and a MIME `type`. */
function attachments(value: unknown, errors: string[]): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    errors.push("attachments must be an array");
    return;
  }
  value.forEach((file: unknown, i: number) => {
    const where = `attachments[${i}]`;
    if (!isObject(file)) {
      errors.push(`${where} must be an object`);
      return;
    }
    if (typeof file.content !== "string" || file.content === "" || !BASE64.test(file.content) || file.content.length % 4 !== 0)
      errors.push(`${where}.content must be base64`);
    if (typeof file.filename !== "string" || file.filename.trim() === "" || CONTROL.test(file.filename))
      errors.push(`${where}.filename must be a single-line string`);
    if (typeof file.type !== "string" || !/^[a-z]+\/[a-z0-9.+-]+(;.*)?$/i.test(file.type)) errors.push(`${where}.type must be a MIME type`);
  });
}

export function checkSendRequest(body: unknown): Checked {
  const errors: string[] = [];
  if (!isObject(body)) return { ok: false, errors: ["the body must be a JSON object"] };

  if (!Array.isArray(body.personalizations) || body.personalizations.length === 0) {
    errors.push("personalizations must be a non-empty array");
  } else {
    let recipients = 0;
    body.personalizations.forEach((p: unknown, i: number) => {
      const where = `personalizations[${i}]`;
      if (!isObject(p)) {
        errors.push(`${where} must be an object`);
        return;
      }
      recipients += addresses(p.to, `${where}.to`, errors, true);
      recipients += addresses(p.cc, `${where}.cc`, errors, false);
      recipients += addresses(p.bcc, `${where}.bcc`, errors, false);
      const dkim = ["dkim_domain", "dkim_selector", "dkim_private_key"].filter((key) => p[key] !== undefined);
      if (dkim.some((key) => typeof p[key] !== "string" || p[key] === "")) errors.push(`${where}: dkim fields must be non-empty strings`);
      if (dkim.length > 0 && dkim.length < 3) errors.push(`${where}: dkim_domain, dkim_selector and dkim_private_key go together`);
    });
    if (recipients > MAX_RECIPIENTS) errors.push(`at most ${MAX_RECIPIENTS} recipients per message`);
  }

  address(body.from, "from", errors);
  if (body.reply_to !== undefined) address(body.reply_to, "reply_to", errors);
  if (typeof body.subject !== "string" || body.subject.trim() === "") errors.push("subject is required");
  else if (CONTROL.test(body.subject)) errors.push("subject must be a single line");

  if (!Array.isArray(body.content) || body.content.length === 0) {
    errors.push("content must be a non-empty array");
  } else {
    body.content.forEach((part: unknown, i: number) => {
      if (!isObject(part) || typeof part.type !== "string" || typeof part.value !== "string") {
        errors.push(`content[${i}] must have a string type and value`);
        return;
      }
      if (!/^text\/(plain|html)$/.test(part.type)) errors.push(`content[${i}].type must be text/plain or text/html`);
      if (part.value === "") errors.push(`content[${i}].value must not be empty`);
    });
  }

  if (body.headers !== undefined) {
    if (!isObject(body.headers)) errors.push("headers must be an object of strings");
    else {
      for (const [name, value] of Object.entries(body.headers)) {
        if (!TOKEN.test(name)) errors.push(`header name ${JSON.stringify(name)} is not valid`);
        else if (RESERVED.has(name.toLowerCase())) errors.push(`header ${name} is set by MailChannels, not through headers`);
        if (typeof value !== "string" || CONTROL.test(value)) errors.push(`header ${name} must be a single-line string`);
      }
    }
  }
  attachments(body.attachments, errors);
  return errors.length ? { ok: false, errors } : { ok: true, value: body as unknown as SendRequest };
}
