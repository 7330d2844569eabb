import { describe, expect, it } from "vitest";
import { createMailCatcher, type StoredMessage } from "./app.ts";

const valid = {
  personalizations: [{ to: [{ email: "hello@example.com", name: "Agency" }] }],
  from: { email: "website@example.com", name: "Agency website" },
  reply_to: { email: "anna@acme.at", name: "Anna Huber" },
  subject: "New project inquiry",
  content: [
    { type: "text/plain", value: "Hello" },
    { type: "text/html", value: "<p>Hello</p>" },
  ],
  headers: { "X-Lead-Id": "inq_aaaaaaaaaaaaaaaa" },
};

function send(inbox: ReturnType<typeof createMailCatcher>, body: unknown, key: string | null = "local-inbox") {
  return inbox.request("/tx/v1/send", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(key ? { "X-Api-Key": key } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function list(inbox: ReturnType<typeof createMailCatcher>): Promise<StoredMessage[]> {
  return (await (await inbox.request("/api/messages")).json()) as StoredMessage[];
}

describe("POST /tx/v1/send (MailChannels-compatible)", () => {
  it("accepts a valid mail with 202 and lists it, newest first", async () => {
    const inbox = createMailCatcher();
    expect((await send(inbox, valid)).status).toBe(202);
    expect((await send(inbox, { ...valid, subject: "Second" })).status).toBe(202);
    const messages = await list(inbox);
    expect(messages.map((m) => m.subject)).toEqual(["Second", "New project inquiry"]);
    expect(messages[1]).toEqual({
      id: expect.stringMatching(/^msg_/),
      receivedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      from: { email: "website@example.com", name: "Agency website" },
      to: [{ email: "hello@example.com", name: "Agency" }],
      replyTo: { email: "anna@acme.at", name: "Anna Huber" },
      subject: "New project inquiry",
      headers: { "X-Lead-Id": "inq_aaaaaaaaaaaaaaaa" },
      text: "Hello",
      html: "<p>Hello</p>",
      attachments: [],
    });
  });

  it("keeps attachments as MailChannels delivers them, lists them and shows them on the mail's page", async () => {
    const inbox = createMailCatcher();
    const ics = "BEGIN:VCALENDAR\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n";
    const file = { content: Buffer.from(ics).toString("base64"), filename: "call.ics", type: "text/calendar; method=PUBLISH" };
    expect((await send(inbox, { ...valid, attachments: [file] })).status).toBe(202);
    const [message] = await list(inbox);
    expect(message?.attachments).toEqual([{ filename: "call.ics", contentType: "text/calendar; method=PUBLISH", content: file.content }]);
    const page = await (await inbox.request(`/messages/${message?.id}`)).text();
    expect(page).toContain("Attachment: call.ics (text/calendar; method=PUBLISH)");
    expect(page).toContain("METHOD:PUBLISH");
    for (const bad of [
      { ...file, content: "not base64!" },
      { ...file, filename: "" },
      { ...file, type: "calendar" },
    ]) {
      const res = await send(inbox, { ...valid, attachments: [bad] });
      expect(res.status).toBe(400);
    }
  });

  it("refuses a request without X-Api-Key", async () => {
    const inbox = createMailCatcher();
    const res = await send(inbox, valid, null);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ errors: ["missing X-Api-Key header"] });
    expect(await list(inbox)).toEqual([]);
  });

  it.each([
    ["not JSON", "{", "the body is not valid JSON"],
    ["no personalizations", { ...valid, personalizations: [] }, "personalizations must be a non-empty array"],
    ["no recipient", { ...valid, personalizations: [{ to: [] }] }, "personalizations[0].to must be a non-empty array of recipients"],
    [
      "a bad recipient",
      { ...valid, personalizations: [{ to: [{ email: "nope" }] }] },
      "personalizations[0].to[0].email is not a valid e-mail address",
    ],
    ["no sender", { ...valid, from: undefined }, "from must be an object with an email"],
    ["no subject", { ...valid, subject: " " }, "subject is required"],
    ["a subject with a line break", { ...valid, subject: "Hi\r\nBcc: x@y.z" }, "subject must be a single line"],
    ["no content", { ...valid, content: [] }, "content must be a non-empty array"],
    ["an unknown part", { ...valid, content: [{ type: "text/markdown", value: "x" }] }, "content[0].type must be text/plain or text/html"],
    ["a reserved header", { ...valid, headers: { Subject: "x" } }, "header Subject is set by MailChannels, not through headers"],
    ["a header with CRLF", { ...valid, headers: { "X-A": "a\r\nBcc: x@y.z" } }, "header X-A must be a single-line string"],
    [
      "half a DKIM setup",
      { ...valid, personalizations: [{ to: valid.personalizations[0]!.to, dkim_domain: "example.com" }] },
      "personalizations[0]: dkim_domain, dkim_selector and dkim_private_key go together",
    ],
  ])("answers 400 with the reason for %s", async (_, body, reason) => {
    const inbox = createMailCatcher();
    const res = await send(inbox, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: string[] }).errors).toContain(reason);
    expect(await list(inbox)).toEqual([]);
  });

  it("shows a DKIM request's domain and selector among the headers, never the key", async () => {
    const inbox = createMailCatcher();
    const dkim = { dkim_domain: "example.com", dkim_selector: "mc", dkim_private_key: "secret" };
    await send(inbox, { ...valid, personalizations: [{ ...valid.personalizations[0], ...dkim }] });
    const [message] = await list(inbox);
    expect(message!.headers).toEqual({ "X-Lead-Id": "inq_aaaaaaaaaaaaaaaa", "DKIM-Domain": "example.com", "DKIM-Selector": "mc" });
    expect(JSON.stringify(message)).not.toContain("secret");
  });
});

describe("reading the inbox", () => {
  it("DELETE /api/messages empties it", async () => {
    const inbox = createMailCatcher();
    await send(inbox, valid);
    expect((await inbox.request("/api/messages", { method: "DELETE" })).status).toBe(204);
    expect(await list(inbox)).toEqual([]);
  });

  it("lists mails on its page and shows each one's HTML sandboxed, its text and headers, all escaped", async () => {
    const inbox = createMailCatcher();
    const hostile = {
      ...valid,
      subject: "<script>alert(1)</script>",
      content: [
        { type: "text/plain", value: "<b>text</b>" },
        { type: "text/html", value: '<p onclick="x()">"hi"</p><script>evil()</script>' },
      ],
    };
    await send(inbox, hostile);
    const page = await (await inbox.request("/")).text();
    expect(page).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page).not.toContain("<script>alert(1)");
    const [message] = await list(inbox);
    expect(page).toContain(`href="/messages/${message!.id}"`);

    const view = await (await inbox.request(`/messages/${message!.id}`)).text();
    expect(view).toMatch(
      /<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="[^"]*&lt;script&gt;evil\(\)&lt;\/script&gt;/,
    );
    expect(view).not.toContain("<script>evil");
    expect(view).toContain("<pre>&lt;b&gt;text&lt;/b&gt;</pre>");
    expect(view).toContain("Anna Huber &lt;anna@acme.at&gt;");
    expect((await inbox.request("/messages/msg_gone")).status).toBe(404);
  });
});

describe("POST /hooks (webhook receiver for the e2e suite)", () => {
  it("keeps each call's Standard Webhooks headers and JSON body, newest first, at /api/hooks", async () => {
    const inbox = createMailCatcher();
    for (const id of ["msg_1", "msg_2"]) {
      const res = await inbox.request("/hooks", {
        method: "POST",
        headers: { "content-type": "application/json", "webhook-id": id, "webhook-timestamp": "1", "webhook-signature": "v1,abc" },
        body: JSON.stringify({ type: "inquiry.created", data: { id } }),
      });
      expect(res.status).toBe(204);
    }
    const hooks = (await (await inbox.request("/api/hooks")).json()) as { headers: Record<string, string>; body: unknown }[];
    expect(hooks.map((h) => h.headers["webhook-id"])).toEqual(["msg_2", "msg_1"]);
    expect(hooks[0]).toMatchObject({
      headers: { "webhook-signature": "v1,abc" },
      body: { type: "inquiry.created", data: { id: "msg_2" } },
    });
  });
});
