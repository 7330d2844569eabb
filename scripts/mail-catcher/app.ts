/** The local MailChannels stand-in: takes the Worker's mails and webhook calls and shows them to people and scripts. */
import { Hono } from "hono";
import { html } from "hono/html";
import { type Address, checkSendRequest, type SendRequest } from "./validate.ts";

/** One webhook call the Worker made to the inbox's `/hooks` (the e2e server points WEBHOOK_URLS there). */
export interface StoredHook {
  receivedAt: string;
  /** The Standard Webhooks headers: `webhook-id`, `webhook-timestamp`, `webhook-signature`. */
  headers: Record<string, string>;
  /** The JSON body as sent (`{ type, timestamp, data }`), or the raw text when it is not JSON. */
  body: unknown;
}

/** A mail as the inbox received it (and as `GET /api/messages` lists it). */
export interface StoredMessage {
  id: string;
  receivedAt: string;
  from: Address;
  to: Address[];
  replyTo: Address | null;
  subject: string;
  /** Custom headers of the request, plus `DKIM-Domain`/`DKIM-Selector` when it asked for signing. */
  headers: Record<string, string>;
  text: string;
  html: string;
  /** The files sent with it, as MailChannels delivers them (content in base64). */
  attachments: StoredAttachment[];
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  /** base64, as sent. */
  content: string;
}

/** An attachment's text when it is text (a calendar file), else undefined. */
function attachmentText(file: StoredAttachment): string | undefined {
  if (!/^text\//i.test(file.contentType)) return undefined;
  return Buffer.from(file.content, "base64").toString("utf8");
}

/** Old mails go first once this many are kept: a long-running dev server must not grow forever. */
const MAX_MESSAGES = 1000;

const shown = (a: Address) => (a.name ? `${a.name} <${a.email}>` : a.email);

function page(title: string, body: unknown) {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1f1f1f;background:#f6f6f6}
header{background:#1f1f1f;color:#fff;padding:12px 24px;display:flex;gap:16px;align-items:center}
header h1{font-size:18px;margin:0;flex:1} header a{color:#fff}
main{padding:16px 24px;max-width:1100px}
table{border-collapse:collapse;width:100%;background:#fff} th,td{text-align:left;padding:8px;border-bottom:1px solid #ddd;vertical-align:top}
a{color:#0b57d0} button{font:inherit;padding:4px 12px;cursor:pointer}
iframe{width:100%;height:70vh;border:1px solid #ccc;background:#fff}
pre{white-space:pre-wrap;background:#fff;border:1px solid #ccc;padding:12px}
section{margin:16px 0}
</style></head>
<body><header><h1><a href="/">Mail catcher</a></h1>
<button type="button" onclick="fetch('/api/messages',{method:'DELETE'}).then(()=>location.assign('/'))">Delete all</button></header>
<main>${body}</main></body></html>`;
}

/** What the inbox keeps of one accepted send request. */
function storedMessage(request: SendRequest, id: string): StoredMessage {
  const signing = request.personalizations[0];
  const dkim: Record<string, string> = signing?.dkim_domain
    ? { "DKIM-Domain": signing.dkim_domain, "DKIM-Selector": signing.dkim_selector ?? "" }
    : {};
  return {
    id,
    receivedAt: new Date().toISOString(),
    from: request.from,
    to: request.personalizations.flatMap((p) => [...p.to, ...(p.cc ?? []), ...(p.bcc ?? [])]),
    replyTo: request.reply_to ?? null,
    subject: request.subject,
    headers: { ...request.headers, ...dkim },
    text: request.content.find((part) => part.type === "text/plain")?.value ?? "",
    html: request.content.find((part) => part.type === "text/html")?.value ?? "",
    attachments: (request.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.type, content: a.content })),
  };
}

/** A webhook call as kept: the signature headers and the body, parsed when it is JSON. */
function storedHook(raw: string, header: (name: string) => string | undefined): StoredHook {
  let body: unknown = raw;
  try {
    body = JSON.parse(raw);
  } catch {
    // Kept as text: the test that reads it says what it expected.
  }
  const headers: Record<string, string> = {};
  for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"]) headers[name] = header(name) ?? "";
  return { receivedAt: new Date().toISOString(), headers, body };
}

function listPage(messages: StoredMessage[]) {
  return page(
    `Caught mails (${messages.length})`,
    messages.length === 0
      ? html`<p>No mail yet. Everything the Worker sends while <code>npm start</code> runs shows up here.</p>`
      : html`<table><thead><tr><th>Received</th><th>From</th><th>To</th><th>Subject</th></tr></thead><tbody>
${messages.map(
  (m) => html`<tr><td>${m.receivedAt.replace("T", " ").slice(0, 19)}</td><td>${shown(m.from)}</td><td>${m.to.map(shown).join(", ")}</td>
<td><a href="/messages/${m.id}">${m.subject}</a></td></tr>`,
)}</tbody></table>`,
  );
}

function messagePage(m: StoredMessage) {
  const headerRows: [string, string][] = [
    ["From", shown(m.from)],
    ["To", m.to.map(shown).join(", ")],
    ...(m.replyTo ? ([["Reply-To", shown(m.replyTo)]] as [string, string][]) : []),
    ["Subject", m.subject],
    ["Received", m.receivedAt],
    ...Object.entries(m.headers),
  ];
  // No allow-scripts: a mail's HTML renders but never runs; its links open in a new tab.
  const srcdoc = `<base target="_blank">${m.html}`;
  return page(
    m.subject,
    html`<h2>${m.subject}</h2>
<section aria-labelledby="h-headers"><h3 id="h-headers">Headers</h3><table>${headerRows.map(([k, v]) => html`<tr><th scope="row">${k}</th><td>${v}</td></tr>`)}</table></section>
<section aria-labelledby="h-html"><h3 id="h-html">HTML part</h3><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${srcdoc}" title="HTML part of the mail"></iframe></section>
<section aria-labelledby="h-text"><h3 id="h-text">Text part</h3><pre>${m.text}</pre></section>
${m.attachments.map(
  (file, i) => html`<section aria-labelledby="h-file-${i}"><h3 id="h-file-${i}">Attachment: ${file.filename} (${file.contentType})</h3>
<p><a download="${file.filename}" href="data:${file.contentType};base64,${file.content}">Download ${file.filename}</a></p>
${attachmentText(file) === undefined ? "" : html`<pre>${attachmentText(file)}</pre>`}</section>`,
)}`,
  );
}

/**
 * The local stand-in for MailChannels: the Worker's real transport sends here in local
 * dev and e2e tests, and people read what it sent at `/`, scripts at `/api/messages`. It
 * also takes webhook calls at `POST /hooks` (listed at `/api/hooks`), so the e2e suite
 * sees what a CRM would receive.
 *
 * @example serve({ fetch: createMailCatcher().fetch, port: 8025 })
 */
export function createMailCatcher() {
  const messages: StoredMessage[] = [];
  const hooks: StoredHook[] = [];
  let counter = 0;

  return new Hono()
    .post("/tx/v1/send", async (c) => {
      if (!c.req.header("X-Api-Key")) return c.json({ errors: ["missing X-Api-Key header"] }, 401);
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ errors: ["the body is not valid JSON"] }, 400);
      }
      const checked = checkSendRequest(body);
      if (!checked.ok) return c.json({ errors: checked.errors }, 400);
      counter += 1;
      messages.unshift(storedMessage(checked.value, `msg_${Date.now().toString(36)}_${counter}`));
      messages.length = Math.min(messages.length, MAX_MESSAGES);
      return c.body(null, 202);
    })
    .post("/hooks", async (c) => {
      hooks.unshift(storedHook(await c.req.text(), (name) => c.req.header(name)));
      hooks.length = Math.min(hooks.length, MAX_MESSAGES);
      return c.body(null, 204);
    })
    .get("/api/hooks", (c) => c.json(hooks))
    .get("/api/messages", (c) => c.json(messages))
    .delete("/api/messages", (c) => {
      messages.length = 0;
      return c.body(null, 204);
    })
    .get("/", (c) => c.html(listPage(messages)))
    .get("/messages/:id", (c) => {
      const m = messages.find((message) => message.id === c.req.param("id"));
      if (!m)
        return c.html(
          page("Not found", html`<p>This mail is gone (deleted or never here). <a href="/">Back to the mail catcher</a></p>`),
          404,
        );
      return c.html(messagePage(m));
    });
}
