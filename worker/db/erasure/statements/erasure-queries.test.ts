import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { REDACTED_FUNNEL_VALUE } from "../../../../contract/funnel/wire.ts";
import { post, validReferral } from "../../../testing/http.ts";
import { d1Batch } from "../../system/statements/query.ts";
import { readReferral } from "../../testing/rows.ts";
import { erasureDone, forgetDeleteQueries } from "./erasure-queries.ts";
import type { Erasure } from "./erasure-shape.ts";
import { REMOVED_MENTION } from "./erasure-shape.ts";

const run = d1Batch(env.DB);
const counter = { day: "2026-11-01", source: "/", lang: "en", event: "open", step: 0 };

async function seed(): Promise<{ referral: string; note: number; kept: number }> {
  const referral = (
    (await (
      await post(
        "/api/referrals",
        { ...validReferral, referralEmail: "eva@erase.test" },
        { headers: { "Idempotency-Key": crypto.randomUUID() } },
      )
    ).json()) as { id: string }
  ).id;
  const count = (campaign: string, n: number) =>
    env.DB.prepare("INSERT INTO funnel_counts (day, source, campaign, lang, event, step, count) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)").bind(
      counter.day,
      counter.source,
      campaign,
      counter.lang,
      counter.event,
      counter.step,
      n,
    );
  const note = (lead: string, body: string) =>
    env.DB.prepare("INSERT INTO lead_notes (lead_id, author, body, created_at) VALUES (?1, 'a@agency.test', ?2, ?3) RETURNING id").bind(
      lead,
      body,
      "2026-11-29",
    );
  const [, , , first, second] = await env.DB.batch<{ id: number }>([
    count("mail eva@erase.test", 3),
    count(REDACTED_FUNNEL_VALUE, 2),
    env.DB.prepare(
      "INSERT INTO mailbox_caps (purpose, mailbox, sent_at) VALUES ('referral_acknowledgement', 'h-eva', 'x'), ('newsletter_confirmation', 'h-eva', 'x'), ('newsletter_confirmation', 'h-other', 'x')",
    ),
    note("inq_gone000000000000", "called"),
    note(referral, "eva@erase.test wants a call"),
  ]);
  return { referral, note: first?.results[0]?.id ?? -1, kept: second?.results[0]?.id ?? -1 };
}

describe("the erasure's statements", () => {
  it("anonymise, move, delete and replace in one batch, and erasureDone reads each statement's result in its place", async () => {
    const { referral, note, kept } = await seed();
    const erasure: Erasure = {
      outbox: [],
      inquiries: [],
      referrals: [],
      subscribers: [],
      anonymise: [referral],
      redact: [],
      bookings: [],
      funnel: [{ ...counter, campaign: "mail eva@erase.test", count: 3 }],
      caps: ["h-eva"],
      staff: {
        deletes: [{ table: "lead_notes", id: String(note) }],
        redacts: [{ table: "lead_notes", id: String(kept), value: `${REMOVED_MENTION} wants a call` }],
      },
    };
    const done = erasureDone(erasure, await run(forgetDeleteQueries(erasure)));

    expect(done).toEqual({ ...erasure, caps: ["referral_acknowledgement", "newsletter_confirmation"] });
    expect(await readReferral(env.DB, referral)).toMatchObject({
      name: validReferral.name,
      referral_name: REMOVED_MENTION,
      referral_email: REMOVED_MENTION,
      referral_company: REMOVED_MENTION,
      idempotency_key: null,
      idempotency_body_hash: null,
    });
    const counts = await env.DB.prepare("SELECT campaign, count FROM funnel_counts WHERE day = ?1 ORDER BY campaign")
      .bind(counter.day)
      .all();
    expect(counts.results).toEqual([{ campaign: REDACTED_FUNNEL_VALUE, count: 5 }]);
    const caps = await env.DB.prepare("SELECT mailbox FROM mailbox_caps WHERE mailbox LIKE 'h-%'").all();
    expect(caps.results).toEqual([{ mailbox: "h-other" }]);
    const notes = await env.DB.prepare("SELECT id, body FROM lead_notes WHERE id IN (?1, ?2)").bind(note, kept).all();
    expect(notes.results).toEqual([{ id: kept, body: `${REMOVED_MENTION} wants a call` }]);
  });

  it("report as done only what the database still had: a second run changes nothing", async () => {
    const referral = ((await (await post("/api/referrals", validReferral)).json()) as { id: string }).id;
    await env.DB.prepare("INSERT INTO mailbox_caps (purpose, mailbox, sent_at) VALUES ('newsletter_confirmation', 'h-eva', 'x')").run();
    const erasure: Erasure = {
      outbox: [],
      inquiries: [],
      referrals: [referral],
      subscribers: [],
      anonymise: [],
      redact: [],
      caps: ["h-eva"],
    };
    expect(erasureDone(erasure, await run(forgetDeleteQueries(erasure)))).toMatchObject({
      referrals: [referral],
      caps: ["newsletter_confirmation"],
    });
    expect(await readReferral(env.DB, referral)).toBeNull();
    const again = erasureDone(erasure, await run(forgetDeleteQueries(erasure)));
    expect([again.referrals, again.caps]).toEqual([[], []]);
  });
});
