import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allowedFrom, deliveryState, refusal, runCommand } from "./commands.ts";
import { assertLocalDatabase, persistDir, type Row, type RunSql } from "./d1.ts";
import { CommandError, UsageError } from "./errors.ts";
import { csvCell, localTime, terminalText, toCsv, truncate } from "./format.ts";
import {
  bar,
  dropOff,
  funnelCsv,
  funnelJson,
  percent,
  renderFunnelBlock,
  renderFunnelReport,
  terminalWidth,
  toFunnelRows,
} from "./funnel.ts";
import { messageHolds, planForget, survivors } from "./forget.ts";
import { optionColumns, optionLabeller, withOptionLabels } from "./labels.ts";
import { parseCommandLine, parseSince, sinceDay } from "./parse.ts";
import { forgetDeleteSql, funnelSql, sqlText } from "./sql.ts";

describe("sqlText", () => {
  it("doubles single quotes and nothing else (backslashes mean nothing in SQLite)", () => {
    expect(sqlText("o'brien@example.com")).toBe("'o''brien@example.com'");
    expect(sqlText("'; DROP TABLE referrals; --")).toBe("'''; DROP TABLE referrals; --'");
    expect(sqlText("a\\'b")).toBe("'a\\''b'");
  });

  it("refuses NUL and lone surrogates", () => {
    expect(() => sqlText("a\u0000b")).toThrow(CommandError);
    expect(() => sqlText("a\ud800b")).toThrow(CommandError);
    expect(sqlText("😀")).toBe("'😀'");
  });

  it("puts the ids to delete only into escaped literals", () => {
    const sql = forgetDeleteSql({ outbox: ["out_a'b"], inquiries: [], referrals: ["ref_x"], subscribers: [] });
    expect(sql).toContain("DELETE FROM outbox WHERE id IN ('out_a''b') RETURNING id");
    expect(sql).toContain("DELETE FROM project_inquiries WHERE id IN (NULL) RETURNING id");
    expect(sql).toContain("DELETE FROM referrals WHERE id IN ('ref_x') RETURNING id");
  });
});

describe("CSV", () => {
  it("quotes every cell, doubles quotes and keeps line breaks inside the quotes", () => {
    expect(csvCell('He said "hi", then\nleft')).toBe('"He said ""hi"", then\nleft"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it("defuses cells a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}cmd`)).toBe(`"'${start}cmd"`);
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("ends lines with CRLF and puts the BOM first only when asked", () => {
    expect(toCsv(["a", "b"], [{ a: 1, b: "x" }])).toBe('"a","b"\r\n"1","x"\r\n');
    expect(toCsv(["a"], [], true)).toBe('\ufeff"a"\r\n');
  });
});

describe("terminal output", () => {
  it("neutralises escape sequences and bidi overrides, and flattens line breaks", () => {
    expect(terminalText("red\u001b[31m!\r\nnext\u202eevil")).toBe("red\ufffd[31m! next\ufffdevil");
    expect(terminalText("one\ntwo", true)).toBe("one\ntwo");
  });

  it("truncates by characters with an ellipsis", () => {
    expect(truncate("Grüße aus Wien", 6)).toBe("Grüße…");
    expect(truncate("short", 6)).toBe("short");
  });

  it("shows stored UTC times in the local zone", () => {
    const expected = new Date("2026-05-04T08:30:00.000Z");
    const pad = (n: number) => String(n).padStart(2, "0");
    expect(localTime("2026-05-04T08:30:00.000Z")).toBe(
      `${expected.getFullYear()}-${pad(expected.getMonth() + 1)}-${pad(expected.getDate())} ${pad(expected.getHours())}:${pad(expected.getMinutes())}`,
    );
    expect(localTime(null)).toBe("");
  });
});

describe("referral states", () => {
  it("moves forward, rewards only what was won, declines anything not final", () => {
    expect(refusal("new", "contacted")).toBeNull();
    expect(refusal("new", "won")).toBeNull();
    expect(refusal("won", "rewarded")).toBeNull();
    expect(refusal("contacted", "declined")).toBeNull();
    expect(refusal("new", "rewarded")).toMatch(/only a won referral/);
    expect(refusal("won", "contacted")).toMatch(/only move forward/);
    expect(refusal("won", "won")).toMatch(/already won/);
    expect(refusal("rewarded", "declined")).toMatch(/final/);
    expect(refusal("declined", "contacted")).toMatch(/final/);
  });

  it("derives the guard of the UPDATE from the same rules", () => {
    expect(allowedFrom("contacted")).toEqual(["new"]);
    expect(allowedFrom("won")).toEqual(["new", "contacted"]);
    expect(allowedFrom("rewarded")).toEqual(["won"]);
    expect(allowedFrom("declined")).toEqual(["new", "contacted", "won"]);
  });

  it("describes a delivery staff can act on", () => {
    const now = new Date("2026-05-04T08:00:00.000Z");
    expect(deliveryState({ id: "out_x", status: "dead", attempts: 8, last_error: "403" }, now)).toMatch(
      /^DEAD after 8 attempts: 403\. .*outbox retry out_x/,
    );
    expect(deliveryState({ status: "pending", attempts: 0, next_attempt_at: now.toISOString() }, now)).toMatch(/^queued/);
    expect(deliveryState({ status: "pending", attempts: 1, claimed_until: "2026-05-04T08:01:00.000Z" }, now)).toBe("being sent right now");
  });
});

describe("command line", () => {
  const now = new Date("2026-05-10T12:00:00.000Z");

  it("parses every command", () => {
    expect(parseCommandLine(["list", "referrals", "--since", "7d", "--status", "new,won"], now)).toEqual({
      command: { name: "list", kind: "referrals", since: "2026-05-03T12:00:00.000Z", statuses: ["new", "won"], limit: 100 },
      target: { remote: false },
    });
    expect(parseCommandLine(["export", "subscribers", "--format", "csv", "--bom", "--remote"]).target).toEqual({ remote: true });
    expect(parseCommandLine(["show", "INQ_ABCDEFGHIJKLMNOP", "--persist-to", "x"])).toEqual({
      command: { name: "show", id: "inq_abcdefghijklmnop" },
      target: { remote: false, persistTo: "x" },
    });
    expect(parseCommandLine(["referral", "ref_abcdefghijklmnop", "won"]).command).toEqual({
      name: "referral",
      id: "ref_abcdefghijklmnop",
      to: "won",
    });
    expect(parseCommandLine(["outbox", "--dead"]).command).toEqual({ name: "outbox", onlyDead: true });
    expect(parseCommandLine(["outbox", "retry", "out_abcdefghijklmnop"]).command).toEqual({
      name: "outbox-retry",
      id: "out_abcdefghijklmnop",
    });
    expect(parseCommandLine(["forget", "o'brien@example.com"]).command).toEqual({ name: "forget", email: "o'brien@example.com" });
    // Normalised as the API normalises what it stores: trimmed, NFC, lower-case in full Unicode.
    expect(parseCommandLine(["forget", " A\u0308NNA.X@BÜCHER.DE "]).command).toEqual({ name: "forget", email: "änna.x@bücher.de" });
    expect(parseCommandLine(["--help"]).command).toEqual({ name: "help" });
  });

  it("refuses what it cannot use before any SQL is built", () => {
    const bad = [
      [],
      ["frobnicate"],
      ["list"],
      ["list", "people"],
      ["list", "inquiries", "--status", "new"],
      ["list", "referrals", "--status", "lost"],
      ["list", "inquiries", "--since", "yesterday"],
      ["list", "inquiries", "--limit", "0"],
      ["export", "inquiries"],
      ["export", "inquiries", "--format", "xlsx"],
      ["export", "inquiries", "--format", "json", "--bom"],
      ["show", "inq_123"],
      ["show", "inq_abcdefghijklmnop' OR 1=1 --"],
      ["show", "out_abcdefghijklmnop"],
      ["referral", "inq_abcdefghijklmnop", "won"],
      ["referral", "ref_abcdefghijklmnop", "new"],
      ["referral", "ref_abcdefghijklmnop"],
      ["outbox", "retry", "ref_abcdefghijklmnop"],
      ["outbox", "--since", "7d"],
      ["forget"],
      ["forget", "not-an-address"],
      ["forget", "a@b.com\u0000"],
      ["forget", "anna\u200b@x.de"],
      ["forget", "anna@x.de\u2028"],
      ["forget", "=?utf-8?q?a?=@x.de"],
      ["forget", "a@b.com", "c@d.com"],
      ["forget", "a@b.com", "--dead"],
      ["list", "inquiries", "--remote", "--persist-to", "x"],
      ["list", "inquiries", "--unknown"],
    ];
    for (const argv of bad) expect(() => parseCommandLine(argv), argv.join(" ")).toThrow(UsageError);
  });

  it("reads --since as an age or a local date", () => {
    expect(parseSince("12h", now)).toBe("2026-05-10T00:00:00.000Z");
    expect(parseSince("2w", now)).toBe("2026-04-26T12:00:00.000Z");
    expect(parseSince("2026-05-01")).toBe(new Date(2026, 4, 1).toISOString());
    expect(() => parseSince("2026-02-30")).toThrow(UsageError);
  });
});

describe("funnel chart", () => {
  const row = { source: "/internal-tools", opened: 120, step2: 80, step3: 60, summary: 41, submitted: 30, failed: 2 };
  const zero = { source: "acme", opened: 0, step2: 0, step3: 0, summary: 0, submitted: 0, failed: 0 };
  /** The bar of a line: its block characters, and how many eighths of a cell they fill. */
  const eighthsOf = (line: string) => {
    const blocks = /[█▏▎▍▌▋▊▉]+$/.exec(line)?.[0] ?? "";
    return Array.from(blocks).reduce((sum, ch) => sum + (ch === "█" ? 8 : "▏▎▍▌▋▊▉".indexOf(ch) + 1), 0);
  };

  it("draws bars to the eighth of a cell, clamped, padded to their width", () => {
    expect(bar(1, 4)).toBe("████");
    expect(bar(0.5, 4)).toBe("██  ");
    expect(bar(0.3, 10)).toBe(`███${" ".repeat(7)}`);
    expect(bar(0.5, 1)).toBe("▌");
    expect(bar(7 / 8, 1)).toBe("▉");
    expect(bar(1 / 16, 1)).toBe("▏"); // half an eighth rounds up
    expect(bar(0.06, 1)).toBe(" "); // less rounds down
    expect(bar(0.01, 10)).toBe("▏         ");
    expect(bar(0, 3)).toBe("   ");
    expect(bar(2, 3)).toBe("███");
    expect(bar(Number.NaN, 2)).toBe("  ");
    expect(bar(0.5, 0)).toBe("");
    for (let i = 0; i <= 64; i++) expect(Array.from(bar(i / 64, 8)).length).toBe(8);
  });

  it("computes shares of opened and drop-offs, with '-' instead of dividing by zero", () => {
    expect(percent(80, 120)).toBe("66.7%");
    expect(percent(0, 0)).toBe("-");
    expect(dropOff(80, 120)).toBe("-33.3%");
    expect(dropOff(60, 60)).toBe("0.0%");
    expect(dropOff(5, 4)).toBe("+25.0%");
    expect(dropOff(0, 0)).toBe("-");
  });

  it("renders a source: counts, % of opened, drop-off from the step before, bars as long as the share", () => {
    const lines = renderFunnelBlock(row, 100, { source: "/internal-tools", inquiries: 28, referrals: 1 }).split("\n");
    expect(lines[0]).toBe("/internal-tools");
    expect(lines[1]).toBe(`  opened       120  100.0%           ${"█".repeat(50)}`);
    expect(lines[2]).toBe(`  step 2        80   66.7%   -33.3%  ${"█".repeat(33)}▍`);
    expect(lines[3]).toBe(`  step 3        60   50.0%   -25.0%  ${"█".repeat(25)}`);
    expect(lines[4]).toBe(`  summary       41   34.2%   -31.7%  ${"█".repeat(17)}▏`);
    expect(lines[5]).toBe(`  submitted     30   25.0%   -26.8%  ${"█".repeat(12)}▌`);
    expect(lines[6]).toBe("  failed         2  submissions refused or not answered");
    expect(lines[7]).toBe("  leads      28 inquiries, 1 referral");
    // Every bar is its share of a 50-cell bar, to the nearest eighth.
    for (const [i, value] of [row.opened, row.step2, row.step3, row.summary, row.submitted].entries()) {
      expect(eighthsOf(lines[i + 1]!)).toBe(Math.round((value / row.opened) * 50 * 8));
    }
  });

  it("renders a source nobody opened without bars and without dividing by zero", () => {
    const text = renderFunnelBlock(zero, 100);
    expect(text).not.toMatch(/NaN|Infinity|[█▏▎▍▌▋▊▉]/);
    expect(text.split("\n").slice(1, 3)).toEqual(["  opened         0       -", "  step 2         0       -        -"]);
    expect(text).toContain("  leads      none");
  });

  it("fits the terminal: bars shrink, go to their own line when narrow, and vanish when there is no room", () => {
    const wide = renderFunnelBlock(row, 200).split("\n");
    expect(eighthsOf(wide[1]!)).toBe(50 * 8); // capped, never wider than 50 cells
    const medium = renderFunnelBlock(row, 60).split("\n");
    expect(eighthsOf(medium[1]!)).toBe(22 * 8);
    for (const line of medium) expect(Array.from(line).length).toBeLessThan(60);
    const narrow = renderFunnelBlock(row, 40).split("\n");
    expect(narrow[1]).toBe("  opened       120  100.0%");
    expect(narrow[2]).toBe(`    ${"█".repeat(35)}`);
    expect(narrow[3]).toBe("  step 2        80   66.7%   -33.3%");
    for (const line of narrow) expect(Array.from(line).length).toBeLessThan(40);
    const tiny = renderFunnelBlock(row, 8);
    expect(tiny).not.toMatch(/[█▏▎▍▌▋▊▉]/);
    expect(tiny).toContain("  submitted     30   25.0%   -26.8%");
    expect(terminalWidth(undefined)).toBe(80);
    expect(terminalWidth(132)).toBe(132);
  });

  it("reports every source, the total and the leads per source with inquiries per opening", () => {
    const text = renderFunnelReport(
      "2026-04-22",
      [row, zero],
      [
        { source: "acme", inquiries: 3, referrals: 1 },
        { source: "/internal-tools", inquiries: 24, referrals: 0 },
      ],
      100,
    );
    expect(text.split("\n")[0]).toBe("Questionnaire funnel since 2026-04-22 (UTC days): opened > step 2 > step 3 > summary > submitted");
    expect(text).toContain("all sources\n  opened       120  100.0%");
    expect(text).toContain("  leads      27 inquiries, 1 referral");
    expect(text).toMatch(/ {2}\/internal-tools +24 +0 +20\.0%\n/);
    expect(text).toMatch(/ {2}acme +3 +1 +-\n/);
    expect(renderFunnelReport("2026-04-22", [], [], 80)).toContain("No funnel counts in this period.");
  });

  it("prints exactly the JSON shape and CSV with the leads beside the counts", () => {
    expect(
      JSON.parse(
        funnelJson(
          "2026-04-22",
          toFunnelRows([
            { ...row, extra: 1 },
            { source: "acme", opened: null },
          ]),
        ),
      ),
    ).toEqual({
      since: "2026-04-22",
      rows: [row, zero],
    });
    expect(funnelCsv([row], [{ source: "http://localhost:8787", inquiries: 2, referrals: 0 }])).toBe(
      [
        '"source","opened","step2","step3","summary","submitted","failed","inquiries","referrals"',
        '"/internal-tools","120","80","60","41","30","2","0","0"',
        '"http://localhost:8787","0","0","0","0","0","0","2","0"',
        "",
      ].join("\r\n"),
    );
  });

  it("parses the funnel command and puts only checked values into its SQL", () => {
    const now = new Date("2026-05-10T12:00:00.000Z");
    expect(parseCommandLine(["funnel"], now).command).toEqual({ name: "funnel", sinceDay: "2026-04-10", format: "table" });
    expect(parseCommandLine(["funnel", "--since", "7d", "--source", "/de/", "--format", "json", "--remote"], now)).toEqual({
      command: { name: "funnel", sinceDay: "2026-05-03", source: "/de/", format: "json" },
      target: { remote: true },
    });
    expect(sinceDay("2026-05-01", now)).toBe("2026-05-01");
    for (const argv of [
      ["funnel", "--format", "xlsx"],
      ["funnel", "--source", "x' OR 1=1 --"],
      ["funnel", "--source", `/${"a".repeat(300)}`],
      ["funnel", "--since", "2026-02-30"],
      ["funnel", "--status", "new"],
      ["funnel", "extra"],
      ["list", "inquiries", "--source", "acme"],
    ]) {
      expect(() => parseCommandLine(argv, now), argv.join(" ")).toThrow(UsageError);
    }
    const sql = funnelSql("2026-05-03", "/de/");
    expect(sql).toContain("day >= '2026-05-03' AND source = '/de/'");
    expect(sql).toContain("created_at >= '2026-05-03T00:00:00.000Z' AND source = '/de/'");
  });
});

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
    });
    expect(survivors(plan).map(([table]) => table)).toEqual(["project_inquiries", "referrals", "newsletter_subscribers", "outbox"]);
  });

  /** A database in memory that answers the CLI's reads, and applies its deletes unless told to ignore them. */
  function fakeDatabase(ignoreDeletes: boolean) {
    const tables: Record<string, Row[]> = {
      project_inquiries: [{ id: "inq_1", contact_email: "ÄNNA.X@BÜCHER.DE" }],
      referrals: [{ id: "ref_1", email: "max@x.de", referral_email: "änna.x@bücher.de" }],
      newsletter_subscribers: [{ id: "sub_1", email: "keep@x.de" }],
      outbox: [
        { id: "out_1", lead_id: "inq_1", recipient: "hello@example.com", subject: "Inquiry", message: "{}" },
        { id: "out_2", lead_id: "sub_1", recipient: "keep@x.de", subject: "Confirm", message: "{}" },
      ],
    };
    const run: RunSql = async (sql) =>
      sql.split("; ").map((statement) => {
        const read = /^SELECT .* FROM (\w+)$/.exec(statement);
        if (read) return tables[read[1]!]!.map((row) => ({ ...row }));
        const del = /^DELETE FROM (\w+) WHERE id IN \((.*)\) RETURNING id$/.exec(statement);
        if (!del) throw new Error(`unexpected SQL: ${statement}`);
        const ids = [...del[2]!.matchAll(/'([^']*)'/g)].map((m) => m[1]);
        const hit = tables[del[1]!]!.filter((row) => ids.includes(String(row.id)));
        if (!ignoreDeletes) tables[del[1]!] = tables[del[1]!]!.filter((row) => !ids.includes(String(row.id)));
        return hit.map((row) => ({ id: row.id }));
      });
    return { tables, run };
  }

  it("deletes what it found, reports per table, and checks that nothing is left", async () => {
    const db = fakeDatabase(false);
    let out = "";
    await runCommand({ run: db.run, out: (text) => (out += text), now: new Date() }, { name: "forget", email });
    expect(out).toBe(
      [
        "Deleted every row holding änna.x@bücher.de:",
        "  project_inquiries       1",
        "  referrals               1 (0 as referrer, 1 as referred)",
        "  newsletter_subscribers  0",
        "  outbox                  1",
        "  consents                0 (anonymous: they hold no address)",
        "  funnel_counts           0 (counts only: they hold no address)",
        "Checked: no inquiry, referral, subscriber or outbox row holds it any more.",
        "",
      ].join("\n"),
    );
    expect(db.tables.project_inquiries).toEqual([]);
    expect(db.tables.outbox!.map((row) => row.id)).toEqual(["out_2"]);
  });

  it("fails, naming table and rows, when a row survives the deletion", async () => {
    const db = fakeDatabase(true);
    const run = runCommand({ run: db.run, out: () => {}, now: new Date() }, { name: "forget", email });
    await expect(run).rejects.toThrow(CommandError);
    await expect(run).rejects.toThrow(
      "NOT ERASED: these rows still hold änna.x@bücher.de after deleting: project_inquiries (inq_1); referrals (ref_1); outbox (out_1)",
    );
  });
});

describe("option labels", () => {
  it("gives the label the visitor saw, in English and in German, for every stored choice", async () => {
    const [en, de] = await Promise.all([optionLabeller("en"), optionLabeller("de")]);
    expect(en("project_type", "landing")).toBe("Landing page");
    expect(de("project_type", "landing")).toBe("Landingpage");
    expect(en("company_size", "501+")).toBe("More than 500 employees");
    expect(de("company_size", "501+")).toBe("Mehr als 500 Mitarbeitende");
    expect(de("project_timeline", "1month")).toBe("Innerhalb eines Monats");
    // Not answered, a code no list holds (any more), a column that holds no choice.
    expect(en("project_type", "")).toBe("");
    expect(en("project_type", "webapp")).toBe("webapp");
    expect(en("contact_name", "mvp")).toBeUndefined();
    expect(Object.keys(optionColumns).sort()).toEqual(["company_size", "project_timeline", "project_type"]);
  });

  it("shows a lead's choices as code and label, and leaves every other column as stored", async () => {
    const row: Row = { project_type: "mvp", project_timeline: "", company_size: "501+", company_name: "internal", attempts: 3 };
    expect(withOptionLabels(row, await optionLabeller("en"))).toEqual({
      project_type: "mvp (MVP development)",
      project_timeline: "",
      company_size: "501+ (More than 500 employees)",
      company_name: "internal",
      attempts: 3,
    });
  });

  it("show prints the labels beside the codes", async () => {
    const lead = { id: "inq_abcdefghijklmnop", project_type: "internal", company_size: "11-50", idempotency_body_hash: "x" };
    const run: RunSql = async () => [[lead], []];
    let out = "";
    await runCommand({ run, out: (text) => (out += text), now: new Date() }, { name: "show", id: lead.id });
    expect(out).toContain("project_type  internal (Internal tool)\n");
    expect(out).toContain("company_size  11-50 (11-50 employees)\n");
    expect(out).not.toContain("idempotency_body_hash");
  });
});

describe("--persist-to", () => {
  it("resolves against the directory npm was called from, not the package root", () => {
    const npm = { npm_lifecycle_event: "leads", INIT_CWD: "/home/staff/project/site" };
    expect(persistDir("../state", npm, "/home/staff/project")).toBe("/home/staff/project/state");
    expect(persistDir("/abs/state", npm, "/home/staff/project")).toBe("/abs/state");
    // Run directly (or under another npm script that left INIT_CWD behind): the working directory.
    expect(persistDir("state", { npm_lifecycle_event: "test", INIT_CWD: "/elsewhere" }, "/home/staff/project")).toBe(
      "/home/staff/project/state",
    );
  });

  it("refuses a directory without a D1 database and creates nothing", () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-unit-"));
    try {
      expect(() => assertLocalDatabase(dir)).toThrow(/^no local D1 database in .*check the path/);
      expect(() => assertLocalDatabase(join(dir, "typo"))).toThrow(CommandError);
      expect(readdirSync(dir)).toEqual([]);
      mkdirSync(join(dir, "v3/d1/miniflare-D1DatabaseObject"), { recursive: true });
      writeFileSync(join(dir, "v3/d1/miniflare-D1DatabaseObject/metadata.sqlite"), "");
      expect(() => assertLocalDatabase(dir)).toThrow(CommandError);
      writeFileSync(join(dir, "v3/d1/miniflare-D1DatabaseObject/0123abcd.sqlite"), "");
      expect(() => assertLocalDatabase(dir)).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
