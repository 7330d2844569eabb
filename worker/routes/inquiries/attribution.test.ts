import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { MailMessage } from "../../../contract/mail-message.ts";
import { listOutboxForLead } from "../../db/testing/outbox-rows.ts";
import { readInquiry, readReferral } from "../../db/testing/rows.ts";
import { envWith, fetchWith, newClientIp, post, validInquiry, validReferral } from "../../testing/http.ts";

const attribution = {
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "spring",
  referrer: "https://www.google.com",
  landing: "/internal-tools",
  page: "/de/",
  first: { utm_source: "linkedin", landing: "/" },
};
const hiddenFields = { plan: "pro", partner_ref: "42" };

describe("attribution and hidden fields", () => {
  it("are stored with the inquiry and reach the staff notification and the webhook, never the visitor's mail", async () => {
    const workerEnv = envWith({ WEBHOOK_URLS: "https://hooks.test/200", WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" });
    const res = await fetchWith(workerEnv, "/api/inquiries", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://agency.test", "CF-Connecting-IP": newClientIp() },
      body: JSON.stringify({ ...validInquiry, email: "attribution@acme.at", attribution, hiddenFields }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    const row = await readInquiry(env.DB, id);
    expect(row).toMatchObject({ campaign: "spring" });
    expect(JSON.parse(row!.attribution!)).toEqual(attribution);
    expect(JSON.parse(row!.hidden_fields!)).toEqual(hiddenFields);

    const outbox = await listOutboxForLead(env.DB, id);
    const byKind = Object.fromEntries(outbox.map((r) => [r.kind, r]));
    const notification = JSON.parse(byKind.inquiry_notification!.message) as MailMessage;
    for (const text of ["Kampagne", "spring", "newsletter", "https://www.google.com", "/internal-tools", "Verstecktes Feld plan", "pro"]) {
      expect(notification.text).toContain(text);
    }
    const acknowledgement = JSON.parse(byKind.inquiry_acknowledgement!.message) as MailMessage;
    for (const secret of ["pro", "partner_ref", "spring", "newsletter"]) {
      expect(acknowledgement.text).not.toContain(secret);
      expect(acknowledgement.html).not.toContain(secret);
    }
    const hook = JSON.parse(JSON.parse(byKind["inquiry.created"]!.message).body as string);
    expect(hook.data).toMatchObject({ id, attribution, hiddenFields });
  });

  it("leave the columns empty when none were sent, and a referral keeps its attribution too", async () => {
    const res = await post("/api/inquiries", { ...validInquiry, email: "plain@acme.at" }, { headers: { Origin: "https://agency.test" } });
    const { id } = (await res.json()) as { id: string };
    expect(await readInquiry(env.DB, id)).toMatchObject({ attribution: null, hidden_fields: null, campaign: "" });

    const ref = await post(
      "/api/referrals",
      { ...validReferral, attribution: { first: { utm_campaign: "autumn" } } },
      { headers: { Origin: "https://agency.test" } },
    );
    expect(ref.status).toBe(201);
    const refId = ((await ref.json()) as { id: string }).id;
    // Without a campaign of its own, the first touch's counts.
    expect(await readReferral(env.DB, refId)).toMatchObject({ campaign: "autumn" });
  });

  it("that break the contract cost the lead nothing: it is stored without them; what the visitor typed is still refused", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const broken = { attribution: { referrer: "not an origin", utm_source: "x".repeat(500) }, hiddenFields: { "Bad Key": "x" } };
      const res = await post(
        "/api/inquiries",
        { ...validInquiry, email: "lenient@acme.at", ...broken },
        { headers: { Origin: "https://agency.test" } },
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect(await readInquiry(env.DB, id)).toMatchObject({ attribution: null, hidden_fields: null, contact_email: "lenient@acme.at" });
      expect(warn.mock.calls.flat().join(" ")).toContain("attribution, hiddenFields refused by the contract");

      const ref = await post(
        "/api/referrals",
        { ...validReferral, attribution: { landing: "no-slash" } },
        { headers: { Origin: "https://agency.test" } },
      );
      expect(ref.status).toBe(201);

      const typed = await post(
        "/api/inquiries",
        { ...validInquiry, email: "not an address", ...broken },
        { headers: { Origin: "https://agency.test" } },
      );
      expect(typed.status).toBe(400);
      expect(((await typed.json()) as { fields: Record<string, string> }).fields).toMatchObject({
        email: expect.any(String),
        attribution: expect.any(String),
      });
    } finally {
      warn.mockRestore();
    }
  });
});
