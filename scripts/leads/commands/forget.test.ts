import { describe, expect, it } from "vitest";
import { normalizeEmail } from "../../../contract/email.ts";
import { personalColumns } from "../../../contract/retention/index.ts";
import { FORGET_TABLES } from "../../../worker/db/erasure/statements/erasure-queries.ts";
import { erasureOf, survivors } from "../../../worker/erasure/erasure.ts";
import { messageHolds } from "../../../worker/erasure/match.ts";
import { planForget } from "../../../worker/erasure/plan.ts";
import { runCommand } from "../commands.ts";
import type { Row, RunSql } from "../d1.ts";
import { CommandError } from "../errors.ts";
import { erasureLines } from "../forget.ts";
import type { Command } from "../parse.ts";
import { capHash, say } from "../testing/cli.ts";
import { forgetDeleteSql, forgetReadSql } from "../testing/forget-sql.ts";
import { cliText } from "../texts.ts";

describe("forget", () => {
  const email = "änna.x@bücher.de";
  const message = (fields: Record<string, unknown>) => JSON.stringify({ from: { email: "hello@example.com" }, ...fields });

  it("finds an address in a stored message raw, JSON-escaped, HTML-escaped or percent-encoded, in any case and form", () => {
    for (const text of [
      message({ text: "Referred: Änna <ÄNNA.X@BÜCHER.DE>" }),
      message({ text: "Referred: A\u0308nna.x@bu\u0308cher.de." }),
      '{"text":"Referred: \\u00c4nna.X@B\\u00fccher.de"}',
      message({ html: "<a href=mailto:&#228;nna.x&#x40;b&#xFC;cher.de>&Auml;</a>" }),
      message({ html: '<a href="mailto:%C3%A4nna.x%40b%C3%BCcher.de">write</a>' }),
      // A webhook call stores its body as the exact bytes to send: JSON inside JSON.
      JSON.stringify({ url: "https://hooks.example/x", body: JSON.stringify({ data: { email: "ÄNNA.X@BÜCHER.DE" } }) }),
    ]) {
      expect(messageHolds(text, email), text).toBe(true);
    }
  });

  it("does not take a longer address for the forgotten one", () => {
    for (const text of ["hänna.x@bücher.de", "x.änna.x@bücher.de", "änna.x@bücher.de.at", "änna.x@bücher.dev", "änna.x@bücher-shop.de"]) {
      expect(messageHolds(message({ text }), email), text).toBe(false);
    }
    expect(messageHolds(message({ text: "(änna.x@bücher.de), then" }), email)).toBe(true);
    expect(messageHolds(null, email)).toBe(false);
  });

  it("replaces a mention of the address in someone else's free text, and the name typed next to it", async () => {
    const plan = planForget(
      {
        inquiries: [
          {
            id: "inq_own",
            contact_email: "greta@example.org",
            contact_name: "Greta V",
            company_name: "",
            industry: "",
            project_description: "",
          },
          {
            id: "inq_other",
            contact_email: "otto@example.org",
            contact_name: "Otto",
            company_name: "GRETA@example.org",
            industry: "",
            project_description: "Ask Greta V (greta@example.org), not xgreta@example.org",
          },
        ],
        referrals: [],
        subscribers: [],
        outbox: [],
      },
      "greta@example.org",
    );
    expect(plan.inquiries).toEqual(["inq_own"]);
    expect(plan.redactions).toEqual([
      {
        table: "project_inquiries",
        id: "inq_other",
        columns: { company_name: "[removed]", project_description: "Ask [removed] ([removed]), not xgreta@example.org" },
      },
    ]);
    expect(survivors(plan).map(([table]) => table)).toEqual(["project_inquiries", "project_inquiries (free text)"]);
    expect(erasureLines(erasureOf(plan), 0, await cliText("en"), "will").slice(0, 3)).toEqual([
      "  1  Inquiries (To be erased)",
      "  0  Referrals sent by the person (To be erased)",
      "  1  Other leads mentioning the address (The mention to be replaced by [removed])",
    ]);
  });

  it("plans per table: leads by their address columns, outbox rows by lead, recipient or content", () => {
    const plan = planForget(
      {
        inquiries: [
          { id: "inq_1", contact_email: "ÄNNA.X@BÜCHER.DE" },
          { id: "inq_2", contact_email: "other@x.de" },
        ],
        referrals: [
          { id: "ref_1", email: "max@x.de", referral_email: "A\u0308nna.x@bücher.de" },
          { id: "ref_2", email: "änna.x@bücher.de", referral_email: "eva@x.de" },
          { id: "ref_3", email: "max@x.de", referral_email: "eva@x.de" },
        ],
        subscribers: [{ id: "sub_1", email: "Änna.X@Bücher.DE" }],
        outbox: [
          { id: "out_1", lead_id: "inq_1", recipient: "hello@example.com", message: "{}" },
          { id: "out_2", lead_id: "ref_9", recipient: "eva@x.de, ÄNNA.X@BÜCHER.DE", message: "{}" },
          { id: "out_3", lead_id: "ref_gone", recipient: "hello@example.com", message: message({ text: "änna.x@bücher.de" }) },
          { id: "out_4", lead_id: "inq_2", recipient: "other@x.de", message: message({ text: "nothing" }) },
        ],
      },
      email,
    );
    expect(plan).toEqual({
      inquiries: ["inq_1"],
      referrals: [
        { id: "ref_1", role: "referred" },
        { id: "ref_2", role: "referrer" },
      ],
      subscribers: ["sub_1"],
      outboxByLead: ["out_1"],
      outboxByContent: ["out_2", "out_3"],
      redactions: [],
      mentions: [],
    });
    expect(survivors(plan).map(([table]) => table)).toEqual(["project_inquiries", "referrals", "newsletter_subscribers", "outbox"]);
  });

  it("erases the calendar bookings of an erased inquiry and unmatched ones of the address, and says so", async () => {
    const plan = planForget(
      {
        inquiries: [{ id: "inq_1", contact_email: "ÄNNA.X@BÜCHER.DE" }],
        referrals: [],
        subscribers: [],
        outbox: [],
        bookings: [
          { id: "created:bk1", lead_id: "inq_1", attendee_email: "" },
          { id: "created:bk2", lead_id: null, attendee_email: "änna.x@bücher.de" },
          { id: "created:bk3", lead_id: null, attendee_email: "other@x.de" },
          { id: "created:bk4", lead_id: "inq_2", attendee_email: "" },
        ],
      },
      email,
    );
    expect(plan.bookings).toEqual(["created:bk1", "created:bk2"]);
    expect(survivors(plan).map(([table]) => table)).toEqual(["project_inquiries", "bookings"]);
    const erasure = erasureOf(plan);
    expect(erasureLines(erasure, 0, await cliText("en"), "did").at(-1)).toBe("  2  Booked calls (Erased)");
    expect(forgetDeleteSql(erasure)).toContain(
      `; DELETE FROM bookings WHERE id IN (SELECT value FROM json_each('["created:bk1","created:bk2"]')) RETURNING id; `,
    );
    // The erased inquiry's id alone stays, so a replayed booking webhook stores nothing of it.
    expect(forgetDeleteSql(erasure)).toMatch(
      /; INSERT INTO erased_leads \(id, erased_at\) SELECT value, strftime\('%Y-%m-%dT%H:%M:%fZ', 'now'\) FROM json_each\('\["inq_1"\]'\) WHERE 1 ON CONFLICT \(id\) DO NOTHING$/,
    );
  });

  /** A database in memory that answers the CLI's reads, and applies its deletes and updates unless told to ignore them. */
  function fakeDatabase(
    ignoreDeletes: boolean,
    referrals: Row[] = [{ id: "ref_1", email: "max@x.de", referral_email: "änna.x@bücher.de" }],
  ) {
    const tables: Record<string, Row[]> = {
      project_inquiries: [{ id: "inq_1", contact_email: "ÄNNA.X@BÜCHER.DE" }],
      referrals,
      newsletter_subscribers: [{ id: "sub_1", email: "keep@x.de" }],
      outbox: [
        { id: "out_1", lead_id: "inq_1", recipient: "hello@example.com", subject: "Inquiry", message: "{}" },
        { id: "out_2", lead_id: "sub_1", recipient: "keep@x.de", subject: "Confirm", message: "{}" },
      ],
      bookings: [],
      funnel_counts: [],
      mailbox_caps: [{ purpose: "acknowledgement", mailbox: capHash("änna.x@bücher.de") }],
      lead_notes: [
        { id: 1, lead_id: "inq_1", body: "Called her back" },
        { id: 2, lead_id: "sub_1", body: "Also wrote to änna.x@bücher.de about it" },
      ],
      lead_history: [{ id: 1, lead_id: "inq_1", detail: '{"from":"new","to":"contacted"}' }],
      lead_work: [{ lead_id: "inq_1", next_step_text: "Angebot an änna schicken" }],
    };
    const statements: string[] = [];
    const run: RunSql = async (sql) =>
      sql.split("; ").map((statement) => {
        statements.push(statement);
        const read = /^SELECT .* FROM (\w+)$/.exec(statement);
        if (read) return tables[read[1]!]!.map((row) => ({ ...row }));
        if (statement.startsWith("INSERT INTO erased_leads ")) return [];
        const change =
          /^(?:DELETE FROM (\w+)|UPDATE (\w+) SET (.*)) WHERE (id|mailbox|lead_id) IN \((.*)\) RETURNING (?:id|purpose|lead_id)$/.exec(
            statement,
          );
        if (!change) throw new Error(`unexpected SQL: ${statement}`);
        const table = (change[1] ?? change[2])!;
        const key = change[4]!;
        const list = /^SELECT value FROM json_each\('(.*)'\)$/.exec(change[5]!);
        const ids: string[] = list ? JSON.parse(list[1]!) : [...change[5]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
        const hit = tables[table]!.filter((row) => ids.includes(String(row[key])));
        if (!ignoreDeletes && change[1]) tables[table] = tables[table]!.filter((row) => !ids.includes(String(row[key])));
        if (!ignoreDeletes && change[3]) {
          for (const [, column, value] of change[3].matchAll(/(\w+) = (NULL|'[^']*')/g))
            for (const row of hit) row[column!] = value === "NULL" ? null : value!.slice(1, -1);
        }
        return hit.map((row) => (key === "mailbox" ? { purpose: row.purpose } : { [key]: row[key] }));
      });
    return { tables, run, statements };
  }

  /** Runs forget against `db`, collecting what it prints. */
  async function forgetWith(
    db: ReturnType<typeof fakeDatabase>,
    command: Omit<Extract<Command, { name: "forget" }>, "name">,
    answer?: boolean,
  ) {
    let out = "";
    const questions: string[] = [];
    await runCommand(
      {
        run: db.run,
        out: (text) => (out += text),
        now: new Date(),
        env: { AGENCY_LOCALE: "en" },
        ...(answer === undefined
          ? {}
          : {
              confirm: async (question: string) => {
                questions.push(question);
                return answer;
              },
            }),
      },
      { name: "forget", ...command },
    );
    return { out, questions };
  }

  const reminder = [
    "Copies outside this database are not erased: the notification mails in the",
    "agency's mailbox, CSV or JSON exports made earlier, and D1 Time Travel,",
    "Cloudflare's own copy, which can restore the database as it was for up to 30",
    "days. That period is Cloudflare's, not one the agency sets. Delete what your",
    "erasure procedure asks for there.",
  ];

  it("deletes what it found, reports per table, and checks that nothing is left", async () => {
    const db = fakeDatabase(false);
    const { out } = await forgetWith(db, { email, yes: true });
    expect(out).toBe(
      [
        "Erased every entry holding änna.x@bücher.de:",
        "  1  Inquiries (Erased)",
        "  0  Referrals sent by the person (Erased)",
        "  1  Referrals naming the person (Kept for the referrer without the person's details)",
        "  0  Newsletter sign-ups (Erased)",
        "  1  Mails and webhook calls (Erased)",
        "  0  Consent records (anonymous: they hold no address)",
        "  0  Funnel counters naming the address as their campaign (Now counted without the campaign)",
        "  1  Mail limits of the mailbox (Erased)",
        // Her lead's note and history go with it; another lead's note mentioning her is kept, mention replaced.
        "  4  Staff notes, history and next steps (Erased or cleared of the address; 3 deleted with their lead, 1 mentioning it: replaced)",
        "The referred person's name, e-mail and company become [removed] in ref_1; the",
        "referral itself and the referrer's reward stay.",
        "Checked: no place the declaration of personal data names holds it any more.",
        ...reminder,
        "",
      ].join("\n"),
    );
    expect(db.tables.project_inquiries).toEqual([]);
    expect(db.tables.outbox!.map((row) => row.id)).toEqual(["out_2"]);
    // The referred person is gone from the referral; the referrer's row stays.
    expect(db.tables.referrals).toEqual([
      {
        id: "ref_1",
        email: "max@x.de",
        referral_email: "[removed]",
        referral_name: "[removed]",
        referral_company: "[removed]",
        idempotency_key: null,
        idempotency_body_hash: null,
      },
    ]);
  });

  it("fails, naming table and rows, when a row survives the deletion", async () => {
    const db = fakeDatabase(true);
    const run = runCommand(
      { run: db.run, out: () => {}, now: new Date(), env: { AGENCY_LOCALE: "en" } },
      { name: "forget", email, yes: true },
    );
    await expect(run).rejects.toThrow(CommandError);
    await expect(run).rejects.toThrow(
      "NOT ERASED: Some entries still hold the address after erasing. änna.x@bücher.de is still in: project_inquiries (inq_1); referrals (ref_1); outbox (out_1)",
    );
  });

  it("previews with --dry-run and changes nothing", async () => {
    const db = fakeDatabase(false);
    const { out } = await forgetWith(db, { email, dryRun: true });
    expect(out).toBe(
      [
        "Dry run: forget would erase these entries holding änna.x@bücher.de:",
        "  1  Inquiries (To be erased)",
        "  0  Referrals sent by the person (To be erased)",
        "  1  Referrals naming the person (To be kept for the referrer without the person's details)",
        "  0  Newsletter sign-ups (To be erased)",
        "  1  Mails and webhook calls (To be erased)",
        "  0  Consent records (anonymous: they hold no address)",
        "  0  Funnel counters naming the address as their campaign (To be counted without the campaign)",
        "  1  Mail limits of the mailbox (To be erased)",
        // Her lead's note and history go with it; another lead's note mentioning her is kept, mention replaced.
        "  4  Staff notes, history and next steps (To be erased or cleared of the address; 3 deleted with their lead, 1 mentioning it: replaced)",
        "The referred person's name, e-mail and company become [removed] in ref_1; the",
        "referral itself and the referrer's reward stay.",
        "Nothing was changed (--dry-run). Run it without --dry-run to erase.",
        ...reminder,
        "",
      ].join("\n"),
    );
    expect(db.statements.every((statement) => statement.startsWith("SELECT"))).toBe(true);
  });

  it("asks on a terminal, erases only on yes, and refuses without --yes where nobody can answer", async () => {
    const no = fakeDatabase(false);
    const declined = await forgetWith(no, { email }, false);
    expect(declined.questions).toEqual(["Erase these entries for good? [y/N] "]);
    expect(declined.out).toContain("forget will erase these entries holding änna.x@bücher.de:\n  1  Inquiries (To be erased)\n");
    expect(declined.out).toMatch(/Nothing was erased\.\n$/);
    expect(no.statements.every((statement) => statement.startsWith("SELECT"))).toBe(true);

    const yes = fakeDatabase(false);
    const accepted = await forgetWith(yes, { email }, true);
    expect(accepted.out).toContain("Erased every entry holding änna.x@bücher.de:");
    expect(yes.tables.project_inquiries).toEqual([]);

    const script = fakeDatabase(false);
    await expect(forgetWith(script, { email })).rejects.toThrow(/nobody can answer here \(not a terminal\): add --yes/);
    expect(script.statements).toEqual([]);
  });

  it("names the Cal.com bookings it erased, so staff erase them there too", async () => {
    const db = fakeDatabase(false);
    db.tables.bookings!.push({ id: "created:uid_1", uid: "uid_1", lead_id: "inq_1", attendee_name: "", attendee_email: "" });
    const { out } = await forgetWith(db, { email, yes: true });
    expect(out.replaceAll("\n", " ")).toContain("Cal.com still holds this person's bookings: uid_1. Erase them there too.");
  });

  it("says when nothing holds the address, and still reminds of the copies elsewhere", async () => {
    const db = fakeDatabase(false);
    const { out } = await forgetWith(db, { email: "nobody@example.com", yes: true });
    expect(out).toBe(
      [
        "Nothing found: no place the declaration of personal data names holds",
        "nobody@example.com, so nothing was erased.",
        ...reminder,
        "",
      ].join("\n"),
    );
    expect(out).not.toMatch(/Deleted|Erased/);
    expect(db.statements.every((statement) => statement.startsWith("SELECT"))).toBe(true);
  });

  it("erases a won or rewarded referral on request, warning that the reward is still owed", async () => {
    const db = fakeDatabase(false, [
      { id: "ref_won", email: "max@x.de", referral_email: email, status: "won" },
      { id: "ref_own", email, referral_email: "eva@x.de", status: "won" },
      { id: "ref_paid", email, referral_email: "eva@x.de", status: "rewarded" },
    ]);
    const { out } = await forgetWith(db, { email, dryRun: true });
    expect(out).toContain(
      "  2  Referrals sent by the person (To be erased)\n  1  Referrals naming the person (To be kept for the referrer without the person's details)\n",
    );
    const flat = out.replaceAll("\n", " ");
    expect(flat).toContain("WARNING: ref_won is won: the referral stays, and its reward is still owed to the referrer");
    expect(flat).toContain("WARNING: ref_own is won and the person erased is its referrer: the reward is still owed to them");
    expect(flat).toContain("WARNING: ref_paid is rewarded and the person erased is its referrer");

    const erased = await forgetWith(db, { email, yes: true });
    expect(erased.out.replaceAll("\n", " ")).toContain("WARNING: ref_won is won: the referral stays, and its reward is still owed");
    expect(db.tables.referrals!.map((r) => [r.id, r.status, r.email, r.referral_email])).toEqual([
      ["ref_won", "won", "max@x.de", "[removed]"],
    ]);
  });
});

describe("forget reads every declared place", () => {
  it("reads every table and column the declaration of personal data names", () => {
    const read = forgetReadSql();
    // A table added with personal columns must be read (and erased) by forget: add it to FORGET_TABLES.
    expect(Object.keys(FORGET_TABLES).sort()).toEqual([...new Set(personalColumns().map((p) => p.table))].sort());
    for (const { table, column } of personalColumns())
      expect(read).toMatch(new RegExp(`SELECT [^;]*\\b${column}\\b[^;]* FROM ${table}(;|$)`));
  });

  it("finds the address in attribution, hidden fields, campaigns, a booking, the funnel and the caps, in any domain spelling", () => {
    const email = normalizeEmail("Lea@Bücher.de");
    const own = {
      id: "inq_own",
      contact_email: "lea+news@xn--bcher-kva.de",
      contact_name: "Lea Berg",
      attribution: JSON.stringify({ utm_campaign: "lea@xn--bcher-kva.de" }),
      hidden_fields: JSON.stringify({ contact: "LEA@BÜCHER.DE" }),
      campaign: "lea@bücher.de",
    };
    const other = {
      id: "inq_other",
      contact_email: "max@x.de",
      contact_name: "Max",
      project_description: "Ask Lea Berg (lea@bücher.de) about it",
      attribution: JSON.stringify({ utm_content: "lea@xn--bcher-kva.de", utm_source: "mail" }),
      hidden_fields: null,
      campaign: "spring",
    };
    const plan = planForget(
      {
        inquiries: [own, other],
        referrals: [],
        subscribers: [],
        outbox: [],
        bookings: [{ id: "created:bk", lead_id: null, attendee_name: "Lea Berg", attendee_email: "lea@xn--bcher-kva.de" }],
        funnel: [
          { day: "2026-05-01", source: "/", campaign: "lea@bücher.de", lang: "de", event: "open", step: 0, count: 2 },
          { day: "2026-05-01", source: "/", campaign: "spring", lang: "de", event: "open", step: 0, count: 5 },
        ],
        caps: [{ purpose: "acknowledgement", mailbox: capHash("lea@xn--bcher-kva.de") }],
      },
      email,
      [],
      capHash(email),
    );
    expect(plan.inquiries).toEqual(["inq_own"]);
    expect(plan.bookings).toEqual(["created:bk"]);
    expect(plan.funnel?.map((k) => k.campaign)).toEqual(["lea@bücher.de"]);
    expect(plan.caps).toEqual([capHash(email)]);
    const [redaction] = plan.redactions;
    expect(redaction?.id).toBe("inq_other");
    expect(redaction?.columns.project_description).toBe("Ask [removed] ([removed]) about it");
    expect(JSON.parse(redaction!.columns.attribution!)).toEqual({ utm_content: "[removed]", utm_source: "mail" });
    const sql = forgetDeleteSql(erasureOf(plan));
    expect(sql).toContain("VALUES ('2026-05-01', '/', '(redacted)', 'de', 'open', 0, 2) ON CONFLICT");
    expect(sql).toMatch(
      /DELETE FROM mailbox_caps WHERE mailbox IN \(SELECT value FROM json_each\('\["[0-9a-f]{64}"\]'\)\) RETURNING purpose(;|$)/,
    );
  });
});

describe("forget in German (AGENCY_LOCALE=de)", () => {
  it("says in German that forget found nothing and where copies remain", async () => {
    const command = { name: "forget", email: "anna@example.com", dryRun: true } as const;
    // Wrapped to 80 columns: read as one line.
    const german = (await say({ AGENCY_LOCALE: "de" }, async () => [], command)).replace(/\s+/g, " ");
    expect(german).toContain("Nichts gefunden: keine Stelle");
    expect(german).toContain("Kopien außerhalb dieser Datenbank werden nicht gelöscht");
    const english = (await say({ AGENCY_LOCALE: "en" }, async () => [], command)).replace(/\s+/g, " ");
    expect(english).toContain("Nothing found: no place the declaration of personal data names holds anna@example.com");
    expect(english).toContain("Copies outside this database are not erased");
  });
});
