import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { personalColumns } from "../../../contract/retention/index.ts";
import type { ErasurePreview } from "../../../contract/staff/api.ts";
import { erasureBookings } from "../../erasure/preview.ts";
import { staffFetch } from "../../staff/testing/access.ts";
import { fetchWith, newClientIp, validInquiry, validReferral } from "../../testing/http.ts";

/**
 * Stores a lead through the API and waits for the mail it sends after its answer: the
 * "changing nothing" check below must not see a delivery still under way.
 */
async function store(path: "/api/inquiries" | "/api/referrals", body: object): Promise<string> {
  const res = await fetchWith(env, path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp() },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A person with an inquiry (with a staff note), a referral they sent, and a mention in someone else's inquiry. */
async function aPerson(local: string) {
  const email = `${local}@kunde.test`;
  const inquiry = await store("/api/inquiries", { ...validInquiry, name: "Lotte Kühn", email });
  const referral = await store("/api/referrals", { ...validReferral, email, referralEmail: `friend-of-${local}@x.test` });
  const other = await store("/api/inquiries", {
    ...validInquiry,
    email: `colleague-of-${local}@x.test`,
    projectDescription: `Please also copy ${email.toUpperCase()} on every mail.`,
  });
  const work = { note: "Called her back.", nextStepOn: "2026-12-07", nextStepText: `Angebot an ${email} schicken` };
  expect((await staffFetch(`/api/staff/leads/${inquiry}/work`, { body: work })).status).toBe(200);
  return { email, inquiry, referral, other };
}

/** Every row of every table the declaration of personal data names, as text: what an erasure must leave clean. */
async function declaredText(): Promise<string> {
  const tables = [...new Set(personalColumns().map((p) => p.table))];
  const rows = await Promise.all(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table}`).all()));
  return JSON.stringify(rows.map((r) => r.results)).toLowerCase();
}

const preview = async (email: string) => {
  const res = await staffFetch("/api/staff/erasure/preview", { body: { email } });
  expect(res.status).toBe(200);
  return (await res.json()) as ErasurePreview;
};

describe("erasure from the staff inbox", () => {
  it("previews per place what would go, changing nothing", async () => {
    const person = await aPerson("preview-lotte");
    const before = await declaredText();
    const { counts, bookingUids, leads } = await preview(`  ${person.email.toUpperCase()} `);
    expect(counts).toMatchObject({
      project_inquiries: 1,
      referrals: 1,
      referrals_anonymised: 0,
      mentions_replaced: 1,
      lead_notes: 1,
      // The note, the next step's day and its text.
      lead_history: 3,
      lead_work: 1,
      bookings: 0,
    });
    expect(counts.outbox).toBeGreaterThan(0);
    expect(bookingUids).toEqual([]);
    expect(await declaredText()).toBe(before);
    // Whom it takes, by name: the person's inquiry and the referral they sent; the colleague's inquiry only loses the mention.
    expect(leads).toEqual([
      expect.objectContaining({ id: person.referral, type: "referral", name: "Max Muster", company: "Muster KG", fate: "erased" }),
      expect.objectContaining({
        id: person.inquiry,
        type: "inquiry",
        name: "Lotte Kühn",
        company: "Acme GmbH",
        fate: "erased",
        referred: null,
      }),
    ]);
    // The referral they sent goes whole: with it the contact of the person they recommended.
    expect(leads[0]?.referred).toEqual({ name: validReferral.referralName, company: validReferral.referralCompany });
    expect((await preview("nobody-at-all@kunde.test")).counts).toMatchObject({ project_inquiries: 0, referrals: 0, outbox: 0 });
  });

  it("refuses an erasure whose confirmation is another address (400 with a code), and a non-address", async () => {
    const person = await aPerson("mismatch-lotte");
    const wrong = await staffFetch("/api/staff/erasure", { body: { email: person.email, confirm: `x${person.email}` } });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "confirmation_mismatch" });
    const missing = await staffFetch("/api/staff/erasure", { body: { email: person.email } });
    expect(await missing.json()).toEqual({ error: "validation_failed", fields: { confirm: "required" } });
    const notAnAddress = await staffFetch("/api/staff/erasure/preview", { body: { email: "not an address" } });
    expect(await notAnAddress.json()).toEqual({ error: "validation_failed", fields: { email: "invalid_email" } });
    expect(await declaredText()).toContain(person.email);
  });

  it("erases the person from every declared place, replaces their mention, and writes nothing of them", async () => {
    const person = await aPerson("erase-lotte");
    const planned = await preview(person.email);
    const res = await staffFetch("/api/staff/erasure", { body: { email: person.email, confirm: ` ${person.email.toUpperCase()}` } });
    expect(res.status).toBe(200);
    const { counts } = (await res.json()) as ErasurePreview;
    expect(counts).toEqual(planned.counts);
    expect(await declaredText()).not.toContain("erase-lotte@kunde.test");
    const other = await env.DB.prepare("SELECT project_description FROM project_inquiries WHERE id = ?1").bind(person.other).first();
    expect(other).toEqual({ project_description: "Please also copy [removed] on every mail." });
    const gone = await env.DB.prepare("SELECT COUNT(*) AS n FROM project_inquiries WHERE id = ?1").bind(person.inquiry).first();
    expect(gone).toEqual({ n: 0 });
    const kept = await env.DB.prepare("SELECT id FROM erased_leads WHERE id = ?1").bind(person.inquiry).first();
    expect(kept).toEqual({ id: person.inquiry });
    const history = await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_history WHERE lead_id IN (?1, ?2)")
      .bind(person.inquiry, person.referral)
      .first();
    expect(history).toEqual({ n: 0 });
    const work = await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_work WHERE lead_id = ?1").bind(person.inquiry).first();
    expect(work).toEqual({ n: 0 });
    expect((await preview(person.email)).counts).toMatchObject({ project_inquiries: 0, referrals: 0, outbox: 0, lead_notes: 0 });
  });
});

describe("erasure of a person with a Cal.com booking", () => {
  it("names each booking by its uid with its page on Cal.com, where staff cancel it by hand", async () => {
    const email = "booked-lotte@kunde.test";
    const inquiry = await store("/api/inquiries", { ...validInquiry, email });
    await env.DB.prepare(
      "INSERT INTO bookings (id, uid, event, lead_id, status, start_at, attendee_name, attendee_email, created_at) " +
        "VALUES ('created:bk 1', 'bk 1', 'created', ?1, 'booked', '2026-12-01T09:00:00.000Z', '', '', '2026-11-01T00:00:00.000Z')",
    )
      .bind(inquiry)
      .run();
    const { bookingUids, bookings } = await preview(email);
    expect(bookingUids).toEqual(["bk 1"]);
    expect(bookings).toEqual([{ uid: "bk 1", url: "https://cal.com/booking/bk%201" }]);
    expect(erasureBookings(["bk 1"], undefined)).toEqual([{ uid: "bk 1", url: null }]);
  });
});

describe("erasure of a referred person", () => {
  it("keeps the referrer's reward bookkeeping but clears the next step's text that names the person", async () => {
    const referred = "anna-berger@kunde.test";
    const ref = await store("/api/referrals", { ...validReferral, referralEmail: referred });
    // A reward is only booked on a won referral.
    for (const status of ["contacted", "won"]) await staffFetch(`/api/staff/leads/${ref}/status`, { body: { status } });
    const work = { nextStepText: "Anna Berger anrufen", reward: "gift_card" };
    expect((await staffFetch(`/api/staff/leads/${ref}/work`, { body: work })).status).toBe(200);
    // The preview names the referral by the person recommended, as kept for its referrer.
    const { leads } = await preview(referred);
    expect(leads).toEqual([expect.objectContaining({ id: ref, name: "Eva Beispiel", company: "Beispiel AG", fate: "anonymised" })]);
    const res = await staffFetch("/api/staff/erasure", { body: { email: referred, confirm: referred } });
    const answer = (await res.json()) as ErasurePreview;
    expect(answer, JSON.stringify(answer)).toHaveProperty("counts");
    expect(answer.counts).toMatchObject({ referrals_anonymised: 1, lead_work: 1 });
    const row = await env.DB.prepare("SELECT next_step_text, reward FROM lead_work WHERE lead_id = ?1").bind(ref).first();
    expect(row).toEqual({ next_step_text: "", reward: "gift_card" });
  });
});
