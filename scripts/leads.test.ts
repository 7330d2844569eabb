/**
 * The staff CLI against a local D1 filled by the REAL API (scripts/leads/testing/world.ts):
 * leads POSTed over HTTP, then `node scripts/leads.ts ... --persist-to <dir>` run as staff
 * would run it.
 */

import { execFile, spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { windowStart } from "../contract/agency-time.ts";
import { withLabelColumns } from "../contract/lead-columns.ts";
import { workColumns } from "../worker/db/staff/lead-reads.ts";
import { EXPORT_COLUMNS } from "../worker/staff/attribution-export.ts";
import { exportI18n, headerOf } from "../worker/staff/csv-headers.ts";
import { cliEnv as env, inTurn, leadsIn, leadsWorld, parseCsv, type Run, TZ, vienna, wrangler } from "./leads/testing/world.ts";

const world = leadsWorld();
const { leads, leadsWith, post, sql } = world;
/** The secret the bookings test signs its Cal.com webhooks with. */
const CALCOM_SECRET = "cli-test-calcom-secret";
/** The partner page of the funnel test, listed in ALLOWED_ORIGINS as `acme`. */
const ACME_ORIGIN = "https://www.acme.example";

const inquiry = {
  projectType: "mvp",
  projectDescription: "A booking app for our three clinics.",
  projectTimeline: "3months",
  companyName: "Acme GmbH",
  companySize: "11-50",
  industry: "Healthcare",
  name: "Anna Huber",
  email: "anna@acme.at",
  phone: "",
  locale: "de",
};
// What a spreadsheet must not run, and what CSV must keep in one cell.
const hostile = {
  ...inquiry,
  projectDescription: 'He said "hi", then left,\nand wrote =cmd("calc") on the next line. Also a very long text to truncate in the list.',
  companyName: '=cmd("calc")',
  name: "@SUM(A1)",
  phone: "+43 1 234 56 78",
  email: "O'Brien@Example.com",
};
const ids: Record<string, string> = {};

beforeAll(async () => {
  await world.start([
    // The partner `acme` of the funnel test: the API credits the id of the request's Origin.
    `ALLOWED_ORIGINS:acme=${ACME_ORIGIN}`,
    // The Cal.com webhook's secret, for the bookings test.
    `CALCOM_WEBHOOK_SECRET:${CALCOM_SECRET}`,
  ]);

  ids.anna = await post("/api/inquiries", inquiry);
  ids.obrienInquiry = await post("/api/inquiries", hostile);
  // The forgotten person appears once as the referred one and once as the referrer.
  ids.referredObrien = await post("/api/referrals", {
    name: "Max Muster",
    email: "max@example.com",
    companyName: "Muster KG",
    referralName: "Orla O'Brien",
    referralEmail: "o'brien@example.com",
    referralCompany: "O'Brien Ltd",
    confirmed: true,
    locale: "en",
  });
  ids.referrerObrien = await post("/api/referrals", {
    name: "Orla O'Brien",
    email: "O'BRIEN@example.com",
    companyName: "",
    referralName: "Eva Beispiel",
    referralEmail: "eva@example.org",
    referralCompany: "Beispiel AG",
    confirmed: true,
    locale: "en",
  });
  ids.moving = await post("/api/referrals", {
    name: "Max Muster",
    email: "max@example.com",
    companyName: "Muster KG",
    referralName: "Karl Klein",
    referralEmail: "karl@klein.at",
    referralCompany: "Klein OG",
    confirmed: true,
    locale: "de",
  });
  ids.declining = await post("/api/referrals", {
    name: "Max Muster",
    email: "max@example.com",
    companyName: "",
    referralName: "Dora Dorn",
    referralEmail: "dora@dorn.at",
    referralCompany: "Dorn AG",
    confirmed: true,
    locale: "de",
  });
  ids.obrienSub = await post("/api/newsletter", { email: "o'brien@example.com", locale: "en" });
  ids.keepSub = await post("/api/newsletter", { email: "keep@example.com", locale: "de" });

  // wrangler dev sends each mail to the local inbox right after the answer.
  await world.untilSent();
  // One notification that MailChannels kept refusing.
  sql(
    `UPDATE outbox SET status = 'dead', attempts = 8, last_error = 'MailChannels answered 403' WHERE lead_id = '${ids.moving}' AND kind = 'referral_notification'`,
  );
  // Generous: on a busy machine wrangler dev alone may take half a minute to answer.
}, 120_000);

afterAll(() => world.stop());

describe("reading leads", () => {
  it("lists inquiries newest first in a table, text truncated, dates local", async () => {
    // A wide terminal: every column fits.
    const run = await leadsWith({ COLUMNS: "200" }, "list", "inquiries");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    const [header, rule, first, second, ...rest] = run.stdout.split("\n");
    expect(header).toMatch(/^id\s+created\s+status\s+Company name\s+Full name\s+Email\s+Project type\s+Timeline\s+Project description$/);
    expect(rule).toMatch(/^-+ {2}-+/);
    expect(first).toContain(ids.obrienInquiry);
    expect(second).toContain(ids.anna);
    const [created] = sql<{ created_at: string }>(`SELECT created_at FROM project_inquiries WHERE id = '${ids.anna}'`);
    expect(second).toContain(vienna(created!.created_at));
    // The line break in the description is flattened and the long text cut with an ellipsis.
    expect(first).toContain('He said "hi", then left, and wrote =cmd');
    expect(first).toMatch(/…$/);
    expect(first).not.toContain("truncate in the list");
    expect(rest.join("\n")).toContain("Inquiries: 2, newest first.");
    // Stored before anyone touched them: every inquiry starts as new.
    expect(first).toMatch(/ New /);
  });

  it("fits every list into 80 columns, one line per lead, saying what it left out", async () => {
    const runs = await inTurn([
      () => leads("list", "inquiries"),
      () => leads("list", "referrals"),
      () => leads("list", "subscribers"),
      () => leads("outbox"),
    ]);
    for (const run of runs) {
      expect(run).toMatchObject({ code: 0, stderr: "" });
      for (const line of run.stdout.split("\n")) expect(Array.from(line).length, line).toBeLessThanOrEqual(80);
    }
    const [inquiries, referrals, subscribers] = runs;
    expect(inquiries.stdout.split("\n").filter((line) => /^inq_/.test(line))).toHaveLength(2);
    expect(referrals.stdout.split("\n").filter((line) => /^ref_/.test(line))).toHaveLength(4);
    expect(subscribers.stdout.split("\n").filter((line) => /^sub_/.test(line))).toHaveLength(2);
    expect(inquiries.stdout.split("\n")[0]).toMatch(/^id\s+created\s+status\s+Company name\s+Full name\s+Timeline$/);
    expect(inquiries.stdout).toContain("\nHidden at 80 columns: Email, Project type, Project description (see show <id>).\n");
    expect(referrals.stdout).toContain("Orla O'Brien");
  });

  it("filters referrals by status and age, and subscribers by status", async () => {
    const [fresh, old, subscribers] = await inTurn([
      () => leads("list", "referrals", "--status", "new", "--since", "1d"),
      () => leads("list", "referrals", "--since", "2000-01-01", "--status", "won"),
      () => leads("list", "subscribers", "--status", "pending"),
    ]);
    expect(fresh.code).toBe(0);
    for (const id of [ids.referredObrien, ids.referrerObrien, ids.moving, ids.declining]) expect(fresh.stdout).toContain(id);
    expect(fresh.stdout).toContain("Orla O'Brien");
    expect(old).toMatchObject({ code: 0, stdout: "Referrals: none match.\n" });
    expect(subscribers.stdout).toContain("keep@example.com");
    expect(subscribers.stdout).toContain("Subscribers: 2, newest first.");
  });

  it("exports every column as RFC 4180 CSV with a BOM and defused formulas", async () => {
    const run = await leads("export", "inquiries", "--format", "csv", "--bom", "--all-columns");
    expect(run.code).toBe(0);
    expect(run.stdout.startsWith("\ufeff")).toBe(true);
    const [header, ...rows] = parseCsv(run.stdout.slice(1));
    // Every stored column, the attribution as a column per value (the sample leads have no hidden fields).
    const columns = sql<{ name: string }>("SELECT name FROM pragma_table_info('project_inquiries')")
      .flatMap((c) => (c.name === "attribution" ? [...EXPORT_COLUMNS] : c.name === "hidden_fields" ? [] : [c.name]))
      .concat(workColumns("inquiries"));
    // The inbox's file: each choice with its label beside it, the status by its label, the language by its name.
    const beside: Record<string, string[]> = { status: ["status_label"], locale: ["locale", "locale_label"] };
    expect(header).toEqual(withLabelColumns(columns).flatMap((c) => beside[c] ?? [c]));
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === ids.obrienInquiry)![i]]));
    expect(row).toMatchObject({
      company_name: `'=cmd("calc")`,
      contact_name: "'@SUM(A1)",
      // A phone number stays as typed: no visible apostrophe, no formula.
      contact_phone: '="+43 1 234 56 78"',
      contact_email: "o'brien@example.com",
      project_description: hostile.projectDescription,
    });
    expect(run.stdout).toContain('"\'=cmd(""calc"")"');
  });

  it("exports JSON with the stored values untouched", async () => {
    const run = await leads("export", "referrals", "--format", "json", "--all-columns");
    expect(run.code).toBe(0);
    const rows = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(rows.map((r) => r.id)).toEqual([ids.referredObrien, ids.referrerObrien, ids.moving, ids.declining]);
    expect(rows[0]).toMatchObject({ referral_email: "o'brien@example.com", status: "new", contact_confirmed: 1, status_changed_at: null });
    expect(Object.keys(rows[0]!)).toContain("idempotency_key");
  });

  it("writes the Excel export itself when run through npm run, so npm's banner never reaches the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-export-"));
    try {
      // As the guide says, from the staff member's own directory, without npm's -s.
      const run = await new Promise<Run>((resolve) =>
        execFile(
          "npm",
          ["--prefix", process.cwd(), "run", "leads", "--", "export", "inquiries", "--format", "csv", "--excel", "--since", "7d"].concat([
            "--out",
            "inquiries-week.csv",
            "--persist-to",
            world.state,
          ]),
          { cwd: dir, env: { ...env, TZ, AGENCY_LOCALE: "de" }, encoding: "utf8" },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        ),
      );
      expect(run.code).toBe(0);
      // npm's banner went to the terminal, the file is the export alone.
      expect(run.stdout).toContain("> agency-website@");
      expect(run.stdout).toContain('Wrote 2 inquiries to inquiries-week.csv for Excel (UTF-8 with BOM, ";" between');
      const bytes = readFileSync(join(dir, "inquiries-week.csv"));
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(bytes.toString("utf8").slice(1), ";");
      const staffColumns = sql<{ name: string }>("SELECT name FROM pragma_table_info('project_inquiries')")
        .flatMap((c) => (c.name === "attribution" ? [...EXPORT_COLUMNS] : c.name === "hidden_fields" ? [] : [c.name]))
        .filter((name) => !name.startsWith("idempotency_") && name !== "booking_token")
        .concat(workColumns("inquiries"));
      // A German agency reads German column names; the status comes with its label.
      // The reply language by its name beside its code.
      const beside: Record<string, string[]> = { status: ["status_label"], locale: ["locale", "locale_label"] };
      const codes = withLabelColumns(staffColumns).flatMap((c) => beside[c] ?? [c]);
      expect(header).toEqual(codes.map((code) => headerOf(exportI18n("de"), code)));
      expect(header).toContain("Status");
      const row = Object.fromEntries(codes.map((name, i) => [name, rows.find((r) => r[0] === ids.anna)![i]]));
      const [stored] = sql<{ created_at: string }>(`SELECT created_at FROM project_inquiries WHERE id = '${ids.anna}'`);
      // A date Excel reads as one, on the agency's clock.
      expect(row.created_at).toBe(vienna(stored!.created_at));
      expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
      expect(row).toMatchObject({
        status_label: "Neu",
        locale_label: "Deutsch",
        company_name: "Acme GmbH",
        project_description: inquiry.projectDescription,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("shows one lead with its notification's delivery state", async () => {
    // A wide terminal: each mail's state on one line.
    const [sent, dead, missing] = await inTurn([
      () => leadsWith({ COLUMNS: "200" }, "show", ids.anna!),
      () => leadsWith({ COLUMNS: "200" }, "show", ids.moving!),
      () => leads("show", "inq_aaaaaaaaaaaaaaaa"),
    ]);
    expect(sent.code).toBe(0);
    expect(sent.stdout).toMatch(/^Lead ID\s+inq_/);
    // The field under the label the form and the mails give it.
    expect(sent.stdout).toMatch(/\nEmail +anna@acme\.at\n/);
    expect(sent.stdout).toMatch(/\nStatus +New\n/);
    expect(sent.stdout).toMatch(/Mail out_[a-z2-7]{16} \(.+ to hello@example\.com\): Delivered \d{4}-\d\d-\d\d \d\d:\d\d/);
    // A mail is named by its subject, which may wrap the line: its continuation is indented.
    expect(dead.stdout.replace(/\n +/g, " ")).toMatch(
      /Mail out_[a-z2-7]{16} \(.+\): Failed after 8 attempts: MailChannels answered 403\. .*outbox retry out_/,
    );
    expect(missing).toMatchObject({ code: 1, stderr: "leads: Inquiry inq_aaaaaaaaaaaaaaaa not found\n" });
  });
});

// Each CLI call runs wrangler once (a second or more, several on a loaded machine):
// tests with many calls in a row get more time.
describe("acting on leads", () => {
  it("moves a referral forward, records when, and refuses moves back and out of final states", async () => {
    const before = new Date().toISOString();
    expect(await leads("referral", ids.moving!, "contacted")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("is now contacted"),
    });
    const [row] = sql<{ status: string; status_changed_at: string }>(
      `SELECT status, status_changed_at FROM referrals WHERE id = '${ids.moving}'`,
    );
    expect(row?.status).toBe("contacted");
    expect(row!.status_changed_at >= before).toBe(true);
    // The inbox's history shows the move the CLI made.
    expect(sql(`SELECT actor, action, detail FROM lead_history WHERE lead_id = '${ids.moving}'`)).toEqual([
      { actor: "cli", action: "status", detail: '{"from":"new","to":"contacted"}' },
    ]);

    const [again, early, declined, unknown] = await inTurn([
      () => leads("referral", ids.moving!, "contacted"),
      () => leads("referral", ids.moving!, "rewarded"),
      () => leads("referral", ids.declining!, "declined"),
      () => leads("referral", "ref_aaaaaaaaaaaaaaaa", "won"),
    ]);
    expect(again).toMatchObject({ code: 1, stderr: `leads: ${ids.moving} cannot become contacted: it is already contacted\n` });
    expect(early).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("it can become rewarded only from won, and it is contacted"),
    });
    expect(declined.code).toBe(0);
    expect(unknown).toMatchObject({ code: 1, stderr: "leads: Referral ref_aaaaaaaaaaaaaaaa not found\n" });

    const [won, afterFinal] = await inTurn([() => leads("referral", ids.moving!, "won"), () => leads("referral", ids.declining!, "won")]);
    expect(won.code).toBe(0);
    expect(afterFinal).toMatchObject({ code: 1, stderr: expect.stringContaining("it is declined, a final state") });
    expect(await leads("referral", ids.moving!, "contacted")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("states only move forward"),
    });
    expect((await leads("referral", ids.moving!, "rewarded")).code).toBe(0);

    expect(sql(`SELECT id, status FROM referrals WHERE id IN ('${ids.moving}', '${ids.declining}') ORDER BY status`)).toEqual([
      { id: ids.declining, status: "declined" },
      { id: ids.moving, status: "rewarded" },
    ]);
  }, 120_000);

  it("moves an inquiry forward, records when, filters by it, and refuses with reasons", async () => {
    const before = new Date().toISOString();
    expect(await leads("inquiry", ids.anna!, "contacted")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`${ids.anna} is now contacted`),
    });
    const [row] = sql<{ status: string; status_changed_at: string }>(
      `SELECT status, status_changed_at FROM project_inquiries WHERE id = '${ids.anna}'`,
    );
    expect(row?.status).toBe("contacted");
    expect(row!.status_changed_at >= before).toBe(true);

    const [again, contacted, won, lost, booked] = await inTurn([
      () => leads("inquiry", ids.anna!, "contacted"),
      () => leads("list", "inquiries", "--status", "contacted"),
      () => leads("inquiry", ids.anna!, "won"),
      () => leads("inquiry", ids.anna!, "lost"),
      () => leads("inquiry", ids.obrienInquiry!, "booked"),
    ]);
    expect(again).toMatchObject({ code: 1, stderr: `leads: ${ids.anna} cannot become contacted: it is already contacted\n` });
    expect(contacted.stdout).toContain(ids.anna);
    expect(contacted.stdout).not.toContain(ids.obrienInquiry);
    expect(won).toMatchObject({ code: 0, stdout: expect.stringContaining("is now won") });
    expect(lost).toMatchObject({ code: 1, stderr: `leads: ${ids.anna} cannot become lost: it is won, a final state\n` });
    expect(booked).toMatchObject({
      code: 2,
      stderr:
        "leads: an inquiry becomes booked when the visitor books a call, not by hand: contacted, won, lost\nSee npm run leads -- --help\n",
    });
    expect(sql(`SELECT id, status FROM project_inquiries ORDER BY status`)).toEqual([
      { id: ids.obrienInquiry, status: "new" },
      { id: ids.anna, status: "won" },
    ]);
  }, 120_000);

  it("lists undelivered mail and re-queues a dead one, never a sent one", async () => {
    const [all, dead] = await inTurn([() => leads("outbox"), () => leads("outbox", "--dead")]);
    const [deadMail] = sql<{ id: string }>(`SELECT id FROM outbox WHERE lead_id = '${ids.moving}' AND status = 'dead'`);
    expect(all.stdout).toContain(deadMail!.id);
    expect(dead.stdout).toMatch(/MailChannels answered 403/);
    expect(dead.stdout).toContain("1 message (mail or webhook call) not delivered, 1 dead");

    expect(await leads("outbox", "retry", deadMail!.id)).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("queued again and due now"),
    });
    const [row] = sql(
      `SELECT status, attempts, claim_token, claimed_until, next_attempt_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS due FROM outbox WHERE id = '${deadMail!.id}'`,
    );
    expect(row).toEqual({ status: "pending", attempts: 0, claim_token: null, claimed_until: null, due: 1 });
    const [sentMail] = sql<{ id: string }>(`SELECT id FROM outbox WHERE lead_id = '${ids.anna}'`);
    const twice = await leads("outbox", "retry", sentMail!.id);
    expect(twice).toMatchObject({ code: 1, stderr: expect.stringContaining("retrying would send it twice") });

    // The cron picks the re-queued mail up (wrangler dev fires it on this URL).
    await fetch(`${world.origin}/cdn-cgi/local/scheduled`);
    for (
      let i = 0;
      i < 50 && sql<{ status: string }>(`SELECT status FROM outbox WHERE id = '${deadMail!.id}'`)[0]?.status !== "sent";
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sql(`SELECT status FROM outbox WHERE id = '${deadMail!.id}'`)).toEqual([{ status: "sent" }]);
  });

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
      "Dry run: forget would erase these rows holding o'brien@example.com:",
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
      "Erased every row holding o'brien@example.com:",
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
      `${ids.referredObrien}; the referrer's row and claim stay.`,
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

describe("mistakes", () => {
  it("answers bad arguments with the reason and where the usage is, exit status 2", async () => {
    const referralsBefore = sql<{ id: string; status: string; status_changed_at: string | null }>(
      "SELECT id, status, status_changed_at FROM referrals ORDER BY id",
    );
    expect(referralsBefore.length).toBeGreaterThan(0);
    // Refused before any database access, so these may run side by side.
    const runs = await Promise.all([
      leads(),
      leads("list"),
      leads("list", "customers"),
      leads("export", "inquiries", "--format", "xlsx"),
      leads("show", "inq_x'; DROP TABLE referrals; --"),
      leads("referral", ids.declining!, "new"),
      leads("forget", "nobody"),
      leads("list", "inquiries", "--frobnicate"),
      leads("referral", ids.declining!, "contact"),
    ]);
    // Nothing reached the database: not the injected DROP TABLE, not the refused move to "new".
    expect(sql("SELECT id, status, status_changed_at FROM referrals ORDER BY id")).toEqual(referralsBefore);
    for (const run of runs) {
      expect(run.code).toBe(2);
      expect(run.stdout).toBe("");
      // The reason stays on screen: no usage after it to scroll it away.
      const [first, see, ...rest] = run.stderr.split("\n");
      expect(first).toMatch(/^leads: \S/);
      expect(see).toBe("See npm run leads -- --help");
      expect(rest).toEqual([""]);
    }
    expect(runs[2]!.stderr.split("\n")[0]).toBe('leads: unknown lead kind "customers": inquiries, referrals or subscribers');
    expect(runs[8]!.stderr.split("\n")[0]).toBe(
      'leads: a referral cannot be moved to "contact" (did you mean "contacted"?): contacted, won, rewarded, declined',
    );
  });

  it("prints the usage on --help", async () => {
    const run = await leads("--help");
    expect(run).toMatchObject({ code: 0, stderr: "" });
    expect(run.stdout).toContain("forget <email>");
  });

  it("refuses a --persist-to directory that holds no database, and creates nothing there", async () => {
    const empty = mkdtempSync(join(tmpdir(), "leads-empty-"));
    try {
      const run = await leadsIn(empty, "list", "inquiries");
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(new RegExp(`^leads: no local D1 database in ${empty} \\(wrangler keeps it in .*check the path`));
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("says plainly when the database is not migrated", async () => {
    const bare = mkdtempSync(join(tmpdir(), "leads-bare-"));
    try {
      // A database without tables, as wrangler makes it on first use.
      spawnSync(process.execPath, [wrangler, "d1", "execute", "agency-leads", "--local", "--persist-to", bare, "--command", "SELECT 1"], {
        env,
        encoding: "utf8",
      });
      const run = await leadsIn(bare, "list", "inquiries");
      expect(run.code).toBe(1);
      // The list reads several lead tables; SQLite names whichever it misses first.
      expect(run.stderr).toMatch(
        /^leads: the database is not migrated \(no such table: (project_inquiries|referrals)\): run npm run db:migrate/,
      );
      expect(run.stderr).toContain(`--persist-to ${bare}\n`);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it("resolves a relative --persist-to against the directory npm run was called from", async () => {
    const cwd = join(process.cwd(), "scripts", "leads");
    const run = await new Promise<Run>((resolve) =>
      execFile(
        "npm",
        ["run", "--silent", "leads", "--", "list", "subscribers", "--persist-to", relative(cwd, world.state)],
        { cwd, env: { ...env, TZ }, encoding: "utf8" },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      ),
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("keep@example.com");
  });
});

describe("the funnel", () => {
  it("shows the questionnaire funnel per source as JSON, CSV and a chart, with the leads a partner brought in", async () => {
    const events = [
      ...Array.from({ length: 4 }, (_, i) => ({ event: "open", source: "acme", lang: i % 2 ? "de" : "en" })),
      ...Array.from({ length: 3 }, () => ({ event: "step", step: 2, source: "acme", lang: "en" })),
      ...Array.from({ length: 2 }, () => ({ event: "step", step: 3, source: "acme", lang: "en" })),
      ...Array.from({ length: 2 }, () => ({ event: "step", step: 4, source: "acme", lang: "de" })),
      { event: "submit", source: "acme", lang: "de" },
      { event: "fail", source: "acme", lang: "de" },
      { event: "open", source: "/internal-tools", lang: "en" },
      { event: "open", source: "/internal-tools", lang: "en" },
      { event: "step", step: 2, source: "/internal-tools", lang: "en" },
    ];
    for (const event of events) {
      // As the widget's beacon sends it: JSON as text/plain.
      const res = await fetch(`${world.origin}/api/events`, {
        method: "POST",
        headers: { "content-type": "text/plain", ...(event.source === "acme" ? { origin: ACME_ORIGIN } : {}) },
        body: JSON.stringify(event),
      });
      expect(res.status).toBe(204);
    }
    const partnerLead = await post("/api/inquiries", { ...inquiry, email: "partner.lead@acme.at" }, { origin: ACME_ORIGIN });
    expect((await leads("inquiry", partnerLead, "won")).code).toBe(0);
    // One counter row per day, source, language, event and step: never a row per event.
    expect(sql("SELECT count(*) AS n FROM funnel_counts")).toEqual([{ n: 9 }]);

    // The default period: the inbox's last 30 days (read before and after, in case midnight passes).
    const first = windowStart(new Date(), 30);
    const [json, csv, chart, future] = await inTurn([
      () => leads("funnel", "--format", "json"),
      () => leads("funnel", "--format", "csv", "--source", "acme"),
      () => leads("funnel", "--since", "7d"),
      () => leads("funnel", "--since", "2999-01-01"),
    ]);
    expect(json).toMatchObject({ code: 0, stderr: "" });
    const report = JSON.parse(json.stdout) as { since: string; rows: unknown[] };
    expect([first, windowStart(new Date(), 30)]).toContain(report.since);
    expect(report.rows).toEqual([
      { source: "acme", opened: 4, step2: 3, step3: 2, summary: 2, submitted: 1, failed: 1, booked: 0 },
      { source: "/internal-tools", opened: 2, step2: 1, step3: 0, summary: 0, submitted: 0, failed: 0, booked: 0 },
    ]);

    expect(csv.stdout).toBe(
      '"source","opened","step2","step3","summary","submitted","failed","booked","inquiries","won","referrals"\r\n"acme","4","3","2","2","1","1","0","1","1","0"\r\n',
    );

    // Not a terminal here: 80 columns, so bars of up to 33 cells beside the numbers and the stages' names.
    expect(chart.code).toBe(0);
    expect(chart.stdout).toContain(
      [
        "Partner acme",
        `  Opened                  4  100.0%           ${"█".repeat(33)}`,
        `  Company                 3   75.0%   -25.0%  ${"█".repeat(24)}▊`,
        `  Contact                 2   50.0%   -33.3%  ${"█".repeat(16)}▌`,
        `  Summary                 2   50.0%     0.0%  ${"█".repeat(16)}▌`,
        `  Submitted               1   25.0%   -50.0%  ${"█".repeat(8)}▎`,
        "  Call booked             0    0.0%  -100.0%",
        `  Won                     1   25.0%        -  ${"█".repeat(8)}▎`,
        "  Failed submissions      1  submissions refused or not answered",
        "  Leads               1 inquiry, 0 referrals",
      ].join("\n"),
    );
    expect(chart.stdout).toContain("All groups together\n  Opened                  6  100.0%");
    // Per source: inquiries, won, referrals, submitted per opening.
    expect(chart.stdout).toMatch(/\n {2}Partner acme +1 +1 +0 +25\.0%\n/);
    expect(future).toMatchObject({ code: 0, stdout: expect.stringContaining("No funnel counts in this period.") });
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
      "Erased every row holding änna.x@bücher.de:",
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
      'leads: not an e-mail address: "keep\\u{200b}@example.com" (it holds invisible or control characters, shown as \\u{...})',
    );
    expect(total()).toBe(before);
    expect(sql("SELECT email FROM newsletter_subscribers WHERE email = 'keep@example.com'")).toEqual([{ email: "keep@example.com" }]);
  });
});

describe("campaigns and bookings", () => {
  /** A Cal.com booking webhook as Cal.com signs it (hex HMAC-SHA256 of the raw body). */
  async function book(uid: string, email: string, lead?: string): Promise<void> {
    // A booking links to its lead only with the lead's token, as the booking page's link carries it.
    const token = lead ? String(sql(`SELECT booking_token FROM project_inquiries WHERE id = '${lead}'`)[0]?.booking_token) : "";
    const body = JSON.stringify({
      triggerEvent: "BOOKING_CREATED",
      createdAt: new Date().toISOString(),
      payload: {
        uid,
        startTime: "2026-12-01T09:00:00.000Z",
        endTime: "2026-12-01T09:30:00.000Z",
        attendees: [{ email, name: "Anna Huber", timeZone: "Europe/Vienna" }],
        metadata: lead ? { lead, token } : {},
      },
    });
    const res = await fetch(`${world.origin}/api/bookings/calcom`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-cal-signature-256": createHmac("sha256", CALCOM_SECRET).update(body).digest("hex"),
      },
      body,
    });
    expect(res.status).toBe(200);
  }

  it("lists the leads of one campaign and shows where a lead came from", async () => {
    const spring = await post(
      "/api/inquiries",
      {
        ...inquiry,
        email: "spring.lead@acme.at",
        attribution: { utm_source: "newsletter", utm_campaign: "spring", page: "/de/" },
        hiddenFields: { plan: "pro" },
      },
      { origin: world.origin },
    );
    // Without a campaign of its own, the session's first touch's counts.
    const autumn = await post("/api/inquiries", {
      ...inquiry,
      email: "autumn.lead@acme.at",
      attribution: { first: { utm_campaign: "autumn" } },
    });
    const [springList, autumnList, none, subscribers, show, csv] = await inTurn([
      () => leadsWith({ COLUMNS: "200" }, "list", "inquiries", "--campaign", "spring"),
      () => leadsWith({ COLUMNS: "200" }, "list", "inquiries", "--campaign", "autumn"),
      () => leads("list", "inquiries", "--campaign", "winter"),
      () => leads("list", "subscribers", "--campaign", "spring"),
      () => leadsWith({ COLUMNS: "200" }, "show", spring),
      () => leads("export", "inquiries", "--format", "csv", "--since", "1d"),
    ]);
    expect(springList.stdout).toContain(spring);
    expect(springList.stdout).not.toContain(autumn);
    expect(springList.stdout).toContain("Inquiries: 1, newest first.");
    expect(autumnList.stdout).toContain(autumn);
    expect(autumnList.stdout).not.toContain(spring);
    expect(none).toMatchObject({ code: 0, stdout: "Inquiries: none match.\n" });
    expect(subscribers).toMatchObject({ code: 2, stderr: expect.stringContaining("subscribers have no campaign") });
    expect(show.stdout).toMatch(/\nCampaign name +spring\n/);
    expect(show.stdout).toMatch(/\nCampaign source +newsletter\n/);
    expect(show.stdout).toMatch(/\nHidden field plan +pro\n/);
    expect(show.stdout).toMatch(/\nCampaign +spring\n/);
    // A spreadsheet gets a column per attribution value and hidden field: no value shares a cell.
    const [header, ...rows] = parseCsv(csv.stdout.slice(1));
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === spring)![i]]));
    expect(row).toMatchObject({ utm_campaign: "spring", utm_source: "newsletter", page: "/de/", "hidden.plan": "pro", campaign: "spring" });
    expect(header).not.toContain("attribution");
  }, 120_000);

  it("reads the funnel per campaign with the calls booked, and lists bookings with the unmatched ones flagged", async () => {
    for (const event of [
      { event: "open", source: "/de/", lang: "de", campaign: "summer" },
      { event: "open", source: "/de/", lang: "de", campaign: "summer" },
      { event: "submit", source: "/de/", lang: "de", campaign: "summer" },
    ]) {
      const res = await fetch(`${world.origin}/api/events`, {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: JSON.stringify(event),
      });
      expect(res.status).toBe(204);
    }
    const lead = await post(
      "/api/inquiries",
      { ...inquiry, email: "summer.lead@acme.at", attribution: { utm_campaign: "summer", page: "/de/" } },
      { origin: world.origin },
    );
    await book("bkSummerLead01", "summer.lead@acme.at", lead);
    await book("bkNobody000001", "nobody@example.org");
    expect(sql(`SELECT status FROM project_inquiries WHERE id = '${lead}'`)).toEqual([{ status: "booked" }]);

    const [json, chart, all, unmatched, show] = await inTurn([
      () => leads("funnel", "--by", "campaign", "--format", "json", "--since", "1d"),
      () => leads("funnel", "--by", "campaign", "--since", "1d"),
      () => leadsWith({ COLUMNS: "200" }, "bookings"),
      () => leadsWith({ COLUMNS: "200" }, "bookings", "--unmatched"),
      () => leadsWith({ COLUMNS: "200" }, "show", lead),
    ]);
    expect(json).toMatchObject({ code: 0, stderr: "" });
    const rows = (JSON.parse(json.stdout) as { rows: Record<string, unknown>[] }).rows;
    expect(rows.find((r) => r.campaign === "summer")).toEqual({
      campaign: "summer",
      opened: 2,
      step2: 0,
      step3: 0,
      summary: 0,
      submitted: 1,
      failed: 0,
      booked: 1,
    });
    expect(chart.stdout).toContain("Per campaign (utm_campaign");
    expect(chart.stdout).toMatch(/\nsummer\n {2}Opened +2 +100\.0%/);
    expect(chart.stdout).toMatch(/\n {2}Call booked +1 +50\.0% +0\.0%/);
    expect(chart.stdout).toMatch(/\n {2}summer +1 +0 +0 +50\.0%\n/);

    expect(all.code).toBe(0);
    expect(all.stdout).toContain(lead);
    expect(all.stdout).toContain("UNMATCHED");
    expect(all.stdout).toContain("nobody@example.org");
    expect(all.stdout).toContain("2 booking events, newest first, 1 unmatched.");
    expect(unmatched.stdout).not.toContain(lead);
    expect(unmatched.stdout).toContain("nobody@example.org");
    // The lead shows its booking: 09:00 UTC is 10:00 in Vienna in December.
    expect(show.stdout).toMatch(/\nStatus +Call booked\n/);
    expect(show.stdout).toContain("Booking bkSummerLead01 created: call 2026-12-01 10:00 (Call booked), reported ");
    expect((await leads("bookings", "--status", "new")).code).toBe(2);
  }, 120_000);
});
