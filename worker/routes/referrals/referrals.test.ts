import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { MailMessage } from "../../../contract/mail-message.ts";
import { listOutboxForLead } from "../../db/testing/outbox-rows.ts";
import { readReferral } from "../../db/testing/rows.ts";
import { countRows, expectError, post, validReferral } from "../../testing/http.ts";

describe("POST /api/referrals", () => {
  it("stores the referral as 'new' with its notification and answers 201 { id }", async () => {
    const res = await post("/api/referrals", validReferral, { headers: { Origin: "http://127.0.0.1:8790" } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(id).toMatch(/^ref_[a-z2-7]{16}$/);

    expect(await readReferral(env.DB, id)).toMatchObject({
      id,
      locale: "en",
      source: "http://127.0.0.1:8790",
      name: "Max Muster",
      email: "max@example.com",
      company_name: "Muster KG",
      referral_name: "Eva Beispiel",
      referral_email: "eva@example.org",
      referral_company: "Beispiel AG",
      contact_confirmed: 1,
      status: "new",
      status_changed_at: null,
    });
    const rows = await listOutboxForLead(env.DB, id);
    expect(rows.map((r) => [r.channel, r.kind, r.recipient])).toEqual([
      ["mail", "referral_notification", "hello@example.com"],
      ["mail", "referral_acknowledgement", "max@example.com"],
    ]);
    const [notification, acknowledgement] = rows.map((r) => JSON.parse(r.message) as MailMessage);
    expect(notification!.subject).toContain(id);
    expect(notification!.replyTo).toEqual({ email: "max@example.com", name: "Max Muster" });
    expect(notification!.text).toContain("Eva Beispiel");
    expect(acknowledgement!.to).toEqual([{ email: "max@example.com", name: "Max Muster" }]);
    expect(acknowledgement!.text).toContain("a €500 discount on your next project and a €250 gift card");
  });

  it("never writes to the referred person, in any language", async () => {
    for (const locale of ["en", "de"]) {
      const res = await post("/api/referrals", {
        ...validReferral,
        locale,
        email: `max.${locale}@example.com`,
        referralEmail: `eva.${locale}@example.org`,
      });
      const { id } = (await res.json()) as { id: string };
      const rows = await listOutboxForLead(env.DB, id);
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.recipient).not.toContain(`eva.${locale}@example.org`);
    }
  });

  it("stores an optional company as empty text", async () => {
    const { companyName: _, ...rest } = validReferral;
    const res = await post("/api/referrals", rest);
    const { id } = (await res.json()) as { id: string };
    expect((await readReferral(env.DB, id))?.company_name).toBe("");
  });

  it("refuses the same address for referrer and referred, and a missing confirmation, storing nothing", async () => {
    const before = await countRows("referrals");
    const mails = await countRows("outbox");
    await expectError(await post("/api/referrals", { ...validReferral, referralEmail: "MAX@example.com" }), 400, "validation_failed", {
      referralEmail: "must_differ",
    });
    await expectError(await post("/api/referrals", { ...validReferral, confirmed: false }), 400, "validation_failed", {
      confirmed: "must_confirm",
    });
    await expectError(await post("/api/referrals", { ...validReferral, confirmed: "true" }), 400, "validation_failed", {
      confirmed: "must_confirm",
    });
    await expectError(await post("/api/referrals", { name: "Max" }), 400, "validation_failed", {
      email: "required",
      referralName: "required",
      referralEmail: "required",
      referralCompany: "required",
      confirmed: "required",
    });
    expect(await countRows("referrals")).toBe(before);
    expect(await countRows("outbox")).toBe(mails);
  });

  it("replays an idempotent retry", async () => {
    const key = crypto.randomUUID();
    const first = (await (await post("/api/referrals", validReferral, { headers: { "Idempotency-Key": key } })).json()) as { id: string };
    const before = await countRows("referrals");
    const again = await post("/api/referrals", validReferral, { headers: { "Idempotency-Key": key } });
    expect(await again.json()).toEqual(first);
    expect(await countRows("referrals")).toBe(before);
  });

  it("honours the honeypot", async () => {
    const before = await countRows("referrals");
    const res = await post("/api/referrals", { ...validReferral, hp: "x" });
    expect(res.status).toBe(201);
    expect(await countRows("referrals")).toBe(before);
  });
});
