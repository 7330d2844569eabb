import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { limits } from "../../../contract/limits.ts";
import type { MailMessage } from "../../../contract/mail-message.ts";
import { listOutboxForLead } from "../../db/testing/outbox-rows.ts";
import { readInquiry } from "../../db/testing/rows.ts";
import { countRows, expectError, partnerOrigins, post, validInquiry, waitForMail } from "../../testing/http.ts";

const ID = /^inq_[a-z2-7]{16}$/;

describe("POST /api/inquiries", () => {
  it("stores the inquiry with every field and queues its notification, then answers 201 { id }", async () => {
    const res = await post(
      "/api/inquiries",
      { ...validInquiry, companyName: "  Acme GmbH  ", partner: "partner-x" },
      { headers: { Origin: partnerOrigins.x } },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(ID);

    const row = await readInquiry(env.DB, id);
    expect(row).toMatchObject({
      id,
      locale: "de",
      source: "partner-x",
      idempotency_key: null,
      project_type: "mvp",
      project_description: validInquiry.projectDescription,
      project_timeline: "3months",
      company_name: "Acme GmbH",
      company_size: "11-50",
      industry: "Healthcare",
      contact_name: "Anna Huber",
      contact_email: "anna@acme.at",
      contact_phone: "+43 1 234 56 78",
    });
    expect(Date.parse(row!.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(row!.created_at).toMatch(/Z$/);

    const rows = await listOutboxForLead(env.DB, id);
    expect(rows.map((r) => [r.channel, r.kind, r.recipient])).toEqual([
      ["mail", "inquiry_notification", "hello@example.com"],
      ["mail", "inquiry_acknowledgement", "anna@acme.at"],
    ]);
    const [notification, acknowledgement] = rows.map((r) => JSON.parse(r.message) as MailMessage);
    expect(notification!.subject).toBe(`Neue Projektanfrage von Acme GmbH (${id})`);
    expect(notification!.replyTo).toEqual({ email: "anna@acme.at", name: "Anna Huber" });
    expect(notification!.text).toContain("Quelle: Partner partner-x");
    expect(acknowledgement!.subject).toBe("Wir haben Ihre Projektanfrage erhalten");
    expect(acknowledgement!.text).toContain(
      "Termin vereinbaren: https://cal.com/example-agency/consultation?name=Anna+Huber&email=anna%40acme.at",
    );
    expect(acknowledgement!.text).toContain("Art des Projekts: MVP-Entwicklung");
  });

  it("sends the notification right after answering (waitUntil)", async () => {
    const res = await post("/api/inquiries", validInquiry);
    const { id } = (await res.json()) as { id: string };
    const mail = await waitForMail(id, "sent");
    expect(mail).toMatchObject({ attempts: 1, last_error: null });
    expect(mail.sent_at).not.toBeNull();
  });

  it("stores only the required fields, optional ones as empty text, source = the page origin", async () => {
    const res = await post(
      "/api/inquiries",
      { projectDescription: "Small thing", companyName: "Solo", name: "Sam", email: "sam@solo.at" },
      { headers: { Origin: "http://localhost:8790" } },
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await readInquiry(env.DB, id)).toMatchObject({
      project_type: "",
      project_timeline: "",
      company_size: "",
      industry: "",
      contact_phone: "",
      locale: "",
      source: "http://localhost:8790",
    });
  });

  it("answers a retry with the same Idempotency-Key with the first id and stores nothing new", async () => {
    const key = crypto.randomUUID();
    const first = await post("/api/inquiries", validInquiry, { headers: { "Idempotency-Key": key } });
    const { id, bookingToken } = (await first.json()) as { id: string; bookingToken: string };
    expect(bookingToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const before = await countRows("project_inquiries");
    const outboxBefore = await countRows("outbox");

    const retry = await post("/api/inquiries", validInquiry, { headers: { "Idempotency-Key": key } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    // The same booking token on the replay: the visitor can still book after a retry.
    expect(await retry.json()).toEqual({ id, bookingToken });
    // The first answer carries the token it stored, not one read back or made up after it.
    expect(await env.DB.prepare("SELECT booking_token FROM project_inquiries WHERE id = ?1").bind(id).first("booking_token")).toBe(
      bookingToken,
    );
    expect(await countRows("project_inquiries")).toBe(before);
    expect(await countRows("outbox")).toBe(outboxBefore);
    expect((await readInquiry(env.DB, id))?.idempotency_key).toBe(key);
  });

  it("stores exactly one lead when retries of one submission race", async () => {
    const key = crypto.randomUUID();
    const before = await countRows("project_inquiries");
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post("/api/inquiries", validInquiry, { headers: { "Idempotency-Key": key } })),
    );
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(await countRows("project_inquiries")).toBe(before + 1);
  });

  it("keeps keys of different submissions apart", async () => {
    const a = await post("/api/inquiries", validInquiry, { headers: { "Idempotency-Key": crypto.randomUUID() } });
    const b = await post("/api/inquiries", validInquiry, { headers: { "Idempotency-Key": crypto.randomUUID() } });
    expect(((await a.json()) as { id: string }).id).not.toBe(((await b.json()) as { id: string }).id);
  });

  it("answers a filled honeypot like a success and stores and sends nothing", async () => {
    const leads = await countRows("project_inquiries");
    const mails = await countRows("outbox");
    const res = await post("/api/inquiries", { ...validInquiry, hp: "https://cheap-pills.example" });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { id: string }).id).toMatch(ID);
    expect(await countRows("project_inquiries")).toBe(leads);
    expect(await countRows("outbox")).toBe(mails);
  });

  it("names every refused field with the contract's codes", async () => {
    const res = await post("/api/inquiries", {
      projectType: "rocket",
      projectDescription: " ",
      companyName: "x".repeat(limits.companyName + 1),
      name: "Anna\r\nBcc: victim@example.com",
      email: "not-an-address",
      phone: 43,
      extra: "?",
    });
    await expectError(res, 400, "validation_failed", {
      projectType: "invalid_option",
      projectDescription: "required",
      companyName: "too_long",
      name: "invalid_characters",
      email: "invalid_email",
      phone: "invalid_type",
      extra: "unknown_field",
    });
  });

  it("refuses a body that is not an object", async () => {
    await expectError(await post("/api/inquiries", [validInquiry]), 400, "invalid_body");
    await expectError(await post("/api/inquiries", null), 400, "invalid_body");
  });

  it("answers other methods with 405 and an Allow header", async () => {
    const res = await post("/api/inquiries", undefined, { method: "PUT" });
    await expectError(res, 405, "method_not_allowed");
    expect(res.headers.get("Allow")).toContain("POST");
  });
});
