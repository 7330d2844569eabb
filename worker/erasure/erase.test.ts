import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REMOVED_MENTION } from "../db/erasure/statements/erasure-shape.ts";
import { d1Batch } from "../db/system/statements/query.ts";
import { readInquiry, readReferral } from "../db/testing/rows.ts";
import { post, validInquiry, validReferral } from "../testing/http.ts";
import { planErasure, runErasure } from "./erase.ts";

const run = d1Batch(env.DB);

async function stored(path: string, body: object): Promise<string> {
  const res = await post(path, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const outboxOf = async (leadId: string) =>
  (await env.DB.prepare("SELECT id FROM outbox WHERE lead_id = ?1").bind(leadId).all()).results.length;

describe("erasing a person through the one entry point", () => {
  it("plans from every declared place and changes nothing while planning", async () => {
    const email = "plan.only@erase.test";
    const id = await stored("/api/inquiries", { ...validInquiry, email });
    const planned = await planErasure(run, email);
    expect(planned.erasure.inquiries).toEqual([id]);
    expect(planned.erasure.outbox.length).toBeGreaterThan(0);
    expect(await readInquiry(env.DB, id)).not.toBeNull();
  });

  it("erases the person's inquiry and its mails, anonymises a referral naming them, and finds nothing left", async () => {
    const email = "gone@erase.test";
    const inquiry = await stored("/api/inquiries", { ...validInquiry, email: "GONE@erase.test" });
    const referral = await stored("/api/referrals", { ...validReferral, referralEmail: email });
    const other = await stored("/api/inquiries", { ...validInquiry, email: "stays@erase.test", projectDescription: `Ask ${email} too` });

    const planned = await planErasure(run, email);
    const { done, left } = await runErasure(run, email, planned);

    expect(left).toEqual([]);
    expect(done.inquiries).toEqual([inquiry]);
    expect(done.anonymise).toEqual([referral]);
    expect(await readInquiry(env.DB, inquiry)).toBeNull();
    expect(await outboxOf(inquiry)).toBe(0);
    expect(await outboxOf(referral)).toBe(0);
    expect((await readReferral(env.DB, referral))?.referral_email).toBe(REMOVED_MENTION);
    expect((await readInquiry(env.DB, other))?.project_description).toBe(`Ask ${REMOVED_MENTION} too`);
    const remembered = await env.DB.prepare("SELECT id FROM erased_leads WHERE id = ?1").bind(inquiry).first();
    expect(remembered).toEqual({ id: inquiry });
  });

  it("erases nothing and reports nothing left for an address no place holds", async () => {
    const planned = await planErasure(run, "never@erase.test");
    expect(await runErasure(run, "never@erase.test", planned)).toEqual({ done: planned.erasure, left: [] });
  });
});
