/**
 * The staff CLI end to end: `forget` erases a person everywhere, in any spelling of
 * their address, after a preview.
 * Each test runs `node scripts/leads.ts ... --persist-to <dir>` as staff would, against the
 * shared world's local D1 filled by the REAL API (scripts/leads/testing/shared-world.ts).
 */
import { describe, expect, it } from "vitest";
import { inquiry, seededWorld } from "../testing/shared-world.ts";
import { inTurn } from "../testing/world.ts";

const { world, ids } = seededWorld();
const { leads, post, sql } = world;

describe("acting on leads", () => {
  it("previews an erasure with --dry-run, refuses to erase unasked in a script, and says when nothing is found", async () => {
    const count = () =>
      sql<{ n: number }>(
        "SELECT (SELECT count(*) FROM project_inquiries) + (SELECT count(*) FROM referrals) + (SELECT count(*) FROM newsletter_subscribers) + (SELECT count(*) FROM outbox) AS n",
      )[0]!.n;
    const referral = () => sql(`SELECT * FROM referrals WHERE id = '${ids.referredObrien}'`);
    const before = count();
    const unchanged = referral();
    const [preview, unasked, nobody] = await inTurn([
      () => leads("forget", "o'brien@EXAMPLE.com", "--dry-run"),
      () => leads("forget", "o'brien@example.com"),
      () => leads("forget", "nobody@example.com", "--yes"),
    ]);
    expect(preview).toMatchObject({ code: 0, stderr: "" });
    expect(preview.stdout.split("\n").slice(0, 8)).toEqual([
      "Dry run: forget would erase these entries holding o'brien@example.com:",
      "  1  Inquiries (To be erased)",
      "  1  Referrals sent by the person (To be erased)",
      "  1  Referrals naming the person (To be kept for the referrer without the person's details)",
      "  1  Newsletter sign-ups (To be erased)",
      // 6: O'Brien's referral as referrer got no acknowledgement of its own, as their inquiry
      // had one minutes before (one a day per mailbox); it was 7 before that cap.
      "  7  Mails and webhook calls (To be erased)",
      "  0  Consent records (anonymous: they hold no address)",
      "  0  Funnel counters naming the address as their campaign (To be counted without the campaign)",
    ]);
    expect(preview.stdout).toContain("Nothing was changed (--dry-run).");
    expect(count()).toBe(before);
    expect(referral()).toEqual(unchanged);

    expect(unasked.code).toBe(1);
    expect(unasked.stderr).toMatch(/^leads: forget erases for good, so it asks first, .*add --yes/);
    expect(count()).toBe(before);

    expect(nobody).toMatchObject({ code: 0, stderr: "" });
    expect(nobody.stdout).toMatch(
      /^Nothing found: no place the declaration of personal data names holds\nnobody@example\.com, so nothing was erased\.\n/,
    );
    expect(nobody.stdout).not.toContain("Deleted");
    expect(nobody.stdout).toMatch(/D1 Time Travel/);
    expect(count()).toBe(before);
  });

  it("forgets an address everywhere, whatever its case, in one command", async () => {
    const [claim] = sql(
      `SELECT id, name, email, company_name, status, contact_confirmed FROM referrals WHERE id = '${ids.referredObrien}'`,
    );
    const run = await leads("forget", "o'brien@EXAMPLE.com", "--yes");
    expect(run.code).toBe(0);
    expect(run.stdout.split("\n").slice(0, 11)).toEqual([
      "Erased every entry holding o'brien@example.com:",
      "  1  Inquiries (Erased)",
      "  1  Referrals sent by the person (Erased)",
      "  1  Referrals naming the person (Kept for the referrer without the person's details)",
      "  1  Newsletter sign-ups (Erased)",
      // 6: O'Brien's referral as referrer got no acknowledgement of its own, as their inquiry
      // had one minutes before (one a day per mailbox); it was 7 before that cap.
      "  7  Mails and webhook calls (Erased)",
      "  0  Consent records (anonymous: they hold no address)",
      "  0  Funnel counters naming the address as their campaign (Now counted without the campaign)",
      // The hashes that capped the acknowledgement and the newsletter confirmation to the mailbox.
      "  3  Mail limits of the mailbox (Erased)",
      "The referred person's name, e-mail and company become [removed] in",
      `${ids.referredObrien}; the referral itself and the referrer's reward stay.`,
    ]);
    expect(run.stdout).toContain("Checked: no place the declaration of personal data names holds it any more.\n");
    // The reminder of the copies this command cannot reach ends the output.
    expect(run.stdout.replaceAll("\n", " ")).toMatch(
      /Copies outside this database are not erased: the notification mails in the agency's mailbox, CSV or JSON exports made earlier, and D1 Time Travel, .* up to 30 days\. .*\s$/,
    );
    // No trace left: no row names the address, no mail carries it.
    const traces = sql<{ n: number }>(
      `SELECT (SELECT count(*) FROM project_inquiries WHERE lower(contact_email) LIKE '%o''brien%')
            + (SELECT count(*) FROM referrals WHERE lower(email || referral_email || name || referral_name || referral_company) LIKE '%o''brien%')
            + (SELECT count(*) FROM newsletter_subscribers WHERE email LIKE '%o''brien%')
            + (SELECT count(*) FROM outbox WHERE lower(message || recipient) LIKE '%o''brien%') AS n`,
    );
    expect(traces).toEqual([{ n: 0 }]);
    for (const id of [ids.obrienInquiry, ids.referredObrien, ids.referrerObrien, ids.obrienSub]) {
      expect(sql(`SELECT id FROM outbox WHERE lead_id = '${id}'`)).toEqual([]);
    }
    // The referral that named O'Brien as the referred person stays for its referrer, Max:
    // his row and his claim (status) as they were, the referred person's fields removed.
    expect(
      sql(`SELECT id, name, email, company_name, status, contact_confirmed FROM referrals WHERE id = '${ids.referredObrien}'`),
    ).toEqual([claim]);
    expect(
      sql(`SELECT referral_name, referral_email, referral_company, idempotency_key FROM referrals WHERE id = '${ids.referredObrien}'`),
    ).toEqual([{ referral_name: "[removed]", referral_email: "[removed]", referral_company: "[removed]", idempotency_key: null }]);
    expect(sql(`SELECT id FROM referrals WHERE id = '${ids.referrerObrien}'`)).toEqual([]);
    // Everyone else is still there.
    expect(sql("SELECT count(*) AS n FROM project_inquiries")).toEqual([{ n: 1 }]);
    expect(sql("SELECT count(*) AS n FROM referrals")).toEqual([{ n: 3 }]);
    expect(sql("SELECT email FROM newsletter_subscribers")).toEqual([{ email: "keep@example.com" }]);
  });
});

describe("forgetting addresses stored in any form", () => {
  /** Rows of every table that still hold `email` in any case or Unicode form, as `table:id`. */
  function holding(email: string): string[] {
    const normal = (value: unknown) => String(value).normalize("NFC").toLowerCase();
    const rows = [
      ...sql("SELECT 'project_inquiries' AS t, id, contact_email AS a FROM project_inquiries"),
      ...sql("SELECT 'referrals' AS t, id, email || ' ' || referral_email AS a FROM referrals"),
      ...sql("SELECT 'newsletter_subscribers' AS t, id, email AS a FROM newsletter_subscribers"),
      ...sql("SELECT 'outbox' AS t, id, recipient || ' ' || message AS a FROM outbox"),
    ];
    return rows.filter((row) => normal(row.a).includes(email)).map((row) => `${row.t}:${row.id}`);
  }

  const total = () =>
    sql<{ n: number }>(
      "SELECT (SELECT count(*) FROM project_inquiries) + (SELECT count(*) FROM referrals) + (SELECT count(*) FROM newsletter_subscribers) + (SELECT count(*) FROM outbox) AS n",
    )[0]!.n;

  it("erases an address with non-ASCII capitals, stored normalised by the API and raw by older code", async () => {
    // Through the API: stored as änna.x@bücher.de.
    await post("/api/inquiries", { ...inquiry, email: "ÄNNA.X@BÜCHER.DE" });
    await post("/api/referrals", {
      name: "Max Muster",
      // Max's own mailbox had its acknowledgement of the day in beforeAll: another one's gets this one's.
      email: "max.buecher@example.com",
      referralName: "Änna X",
      referralEmail: "A\u0308nna.x@BU\u0308CHER.de",
      referralCompany: "Bücher AG",
      confirmed: true,
      locale: "de",
    });
    // wrangler dev sends the mails right after answering: let it finish before writing beside it.
    await world.untilSent();
    // As code before normalisation stored them: as typed, or lower-cased by JavaScript only.
    const now = new Date().toISOString();
    sql(`INSERT INTO project_inquiries (id, created_at, locale, source, project_type, project_description, project_timeline, company_name,
           company_size, industry, contact_name, contact_email, contact_phone)
         VALUES ('inq_oldoldoldoldoldo', '${now}', 'de', '', '', 'An app', '', 'Bücher AG', '', '', 'Änna', 'ÄNNA.X@BÜCHER.DE', '')`);
    sql(`INSERT INTO referrals (id, created_at, locale, source, name, email, company_name, referral_name, referral_email, referral_company,
           contact_confirmed)
         VALUES ('ref_oldoldoldoldoldo', '${now}', 'de', '', 'Änna', 'A\u0308NNA.X@bu\u0308cher.de', '', 'Eva', 'eva@example.org', 'Beispiel AG', 1)`);
    sql(`INSERT INTO newsletter_subscribers (id, email, locale, source, status, created_at)
         VALUES ('sub_oldoldoldoldoldo', 'Änna.X@Bücher.DE', 'de', '', 'confirmed', '${now}')`);
    sql(`INSERT INTO outbox (id, kind, lead_id, recipient, subject, message, next_attempt_at, created_at)
         VALUES ('out_oldoldoldoldoldo', 'newsletter_confirmation', 'sub_oldoldoldoldoldo', 'Änna.X@Bücher.DE', 'Confirm', '{}', '${now}', '${now}')`);
    expect(holding("änna.x@bücher.de").length).toBeGreaterThanOrEqual(8);
    const before = total();

    const run = await leads("forget", "ÄNNA.X@BÜCHER.DE", "--yes");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout.split("\n").slice(0, 8)).toEqual([
      "Erased every entry holding änna.x@bücher.de:",
      "  2  Inquiries (Erased)",
      "  1  Referrals sent by the person (Erased)",
      "  1  Referrals naming the person (Kept for the referrer without the person's details)",
      "  1  Newsletter sign-ups (Erased)",
      "  5  Mails and webhook calls (Erased)",
      "  0  Consent records (anonymous: they hold no address)",
      "  0  Funnel counters naming the address as their campaign (Now counted without the campaign)",
    ]);
    expect(run.stdout).toContain("Checked: no place the declaration of personal data names holds it any more.\n");
    expect(holding("änna.x@bücher.de")).toEqual([]);
    // Exactly the rows reported (the referral's acknowledgement to Max goes with its lead,
    // the referral itself stays for Max), no other.
    expect(before - total()).toBe(2 + 1 + 1 + 5);
    expect(sql("SELECT contact_email FROM project_inquiries WHERE contact_email = 'anna@acme.at'")).toHaveLength(1);
  });

  it("replaces a mention of the address in someone else's lead and keeps that lead (before: it survived and forget exited 0)", async () => {
    const now = new Date().toISOString();
    sql(`INSERT INTO project_inquiries (id, created_at, locale, source, project_type, project_description, project_timeline, company_name,
           company_size, industry, contact_name, contact_email, contact_phone)
         VALUES ('inq_gretagretagretag', '${now}', 'en', '', '', 'My own app', '', 'Victim Ltd', '', '', 'Greta Victim', 'gdpr.victim@example.org', '')`);
    sql(`INSERT INTO project_inquiries (id, created_at, locale, source, project_type, project_description, project_timeline, company_name,
           company_size, industry, contact_name, contact_email, contact_phone)
         VALUES ('inq_othersothersoth', '${now}', 'en', '', '', 'Also ask Greta Victim <GDPR.Victim@example.org>; not xgdpr.victim@example.org', '',
                 'Other GmbH', '', 'gdpr.victim@example.org', 'Otto Other', 'otto@example.org', '')`);
    sql(`INSERT INTO referrals (id, created_at, locale, source, name, email, company_name, referral_name, referral_email, referral_company,
           contact_confirmed)
         VALUES ('ref_othersothersoth', '${now}', 'en', '', 'Otto Other', 'otto@example.org', '', 'Greta Victim gdpr.victim@example.org',
                 'team@victim.example', 'Victim Ltd', 1)`);

    const dry = await leads("forget", "gdpr.victim@example.org", "--dry-run");
    expect(dry.code).toBe(0);
    // Someone else's inquiry and someone else's referral both mention her: two mentions, as the inbox counts them.
    expect(dry.stdout).toContain(
      "  1  Inquiries (To be erased)\n  0  Referrals sent by the person (To be erased)\n  2  Other leads mentioning the address (The mention to be replaced by [removed])\n",
    );
    expect(sql("SELECT id FROM project_inquiries WHERE id = 'inq_othersothersoth' AND industry = 'gdpr.victim@example.org'")).toHaveLength(
      1,
    );

    const run = await leads("forget", "gdpr.victim@example.org", "--yes");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toContain("Checked: no place the declaration of personal data names holds it any more.\n");
    expect(run.stdout).toContain("Vacuumed the local database file");
    const [other] = sql<Record<string, string>>(
      "SELECT project_description, industry, contact_name FROM project_inquiries WHERE id = 'inq_othersothersoth'",
    );
    expect(other).toEqual({
      project_description: "Also ask [removed] <[removed]>; not xgdpr.victim@example.org",
      industry: "[removed]",
      contact_name: "Otto Other",
    });
    const [referral] = sql<Record<string, string>>(
      "SELECT name, referral_name, referral_company FROM referrals WHERE id = 'ref_othersothersoth'",
    );
    expect(referral).toEqual({ name: "Otto Other", referral_name: "[removed] [removed]", referral_company: "Victim Ltd" });
    expect(sql("SELECT id FROM project_inquiries WHERE id = 'inq_gretagretagretag'")).toEqual([]);
  });

  it("erases an address that is left only inside an outbox message, and no longer one containing it", async () => {
    const now = new Date().toISOString();
    // The agency's notification about a referral whose row is already gone.
    const message = JSON.stringify({
      to: [{ email: "hello@example.com" }],
      text: "Referred: Zoë Zander <ZOË@EXAMPLE.ORG>",
      html: "<p>Referred: Zoë Zander &lt;zo&#235;&#64;example.org&gt;</p>",
    }).replaceAll("'", "''");
    sql(`INSERT INTO outbox (id, kind, lead_id, recipient, subject, message, status, next_attempt_at, created_at)
         VALUES ('out_zoezoezoezoezoez', 'referral_notification', 'ref_gonegonegonegone', 'hello@example.com', 'Referral', '${message}', 'sent', '${now}', '${now}')`);
    const longer = JSON.stringify({ to: [{ email: "xzoë@example.org" }], text: "Hello xzoë@example.org" });
    sql(`INSERT INTO outbox (id, kind, lead_id, recipient, subject, message, status, next_attempt_at, created_at)
         VALUES ('out_xzoexzoexzoexzo', 'newsletter_confirmation', 'sub_xzoexzoexzoexzo', 'xzoë@example.org', 'Confirm', '${longer}', 'sent', '${now}', '${now}')`);

    const run = await leads("forget", "Zoë@Example.org", "--yes");
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("  1  Mails and webhook calls (Erased; 1 addressed to it or naming it in the message)\n");
    expect(sql("SELECT id FROM outbox WHERE id IN ('out_zoezoezoezoezoez', 'out_xzoexzoexzoexzo')")).toEqual([
      { id: "out_xzoexzoexzoexzo" },
    ]);
  });

  it("refuses an address with a zero-width space and deletes nothing", async () => {
    const before = total();
    const run = await leads("forget", "keep\u200b@example.com");
    expect(run.code).toBe(2);
    expect(run.stderr.split("\n")[0]).toBe(
      'leads: not an e-mail address: "keep\\u{200b}@example.com" (it holds invisible or control characters, shown as their \\u code)',
    );
    expect(total()).toBe(before);
    expect(sql("SELECT email FROM newsletter_subscribers WHERE email = 'keep@example.com'")).toEqual([{ email: "keep@example.com" }]);
  });
});
