import { beforeAll, describe, expect, it } from "vitest";
import {
  emptyFunnelRow,
  type FunnelFigure,
  type FunnelGrouping,
  type FunnelRow,
  type FunnelSourceKind,
  mergeFunnel,
} from "../../../contract/funnel/rows.ts";
import { funnelQueries } from "../../../worker/db/staff/statements/funnel.ts";
import { sinceDay } from "../args.ts";
import { UsageError } from "../errors.ts";
import { terminalWidth } from "../format.ts";
import { bar, type FunnelWords, funnelCsv, funnelJson, percent, renderFunnelReport } from "../funnel.ts";
import { funnelWords } from "../funnel-words.ts";
import { parseCommandLine } from "../parse.ts";
import { inlineQueries } from "../sql.ts";
import { cliText } from "../texts.ts";

/** A funnel group as `mergeFunnel` makes it: the counters given, every other figure 0. */
const group = (kind: FunnelSourceKind, key: string, figures: Partial<Record<FunnelFigure, number>> = {}): FunnelRow => ({
  ...emptyFunnelRow(kind, key),
  ...figures,
});

describe("funnel chart", () => {
  let english: FunnelWords;
  beforeAll(async () => {
    english = funnelWords(await cliText("en"));
  });
  const counts = { opened: 120, step2: 80, step3: 60, summary: 41, submitted: 30, failed: 2, booked: 12 };
  const row = group("site", "/internal-tools", counts);
  const zero = group("partner", "acme");
  /** The bar of a line: its block characters, and how many eighths of a cell they fill. */
  const eighthsOf = (line: string) => {
    const blocks = /[█▏▎▍▌▋▊▉]+$/.exec(line)?.[0] ?? "";
    return Array.from(blocks).reduce((sum, ch) => sum + (ch === "█" ? 8 : "▏▎▍▌▋▊▉".indexOf(ch) + 1), 0);
  };

  /** One group's block as the report draws it: from its name down to its "Leads" line, without the heading above. */
  const blockOf = (one: FunnelRow, columns: number, by: FunnelGrouping, words: FunnelWords): string => {
    const lines = renderFunnelReport("2026-04-22", [one], columns, by, words).split("\n");
    const start = lines.findIndex((line) => line.startsWith("  Opened")) - 1;
    const end = lines.findIndex((line, i) => i > start && line.startsWith("  Leads"));
    return `${lines.slice(start, end + 1).join("\n")}\n`;
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
    const changes = blockOf(group("site", "/", { opened: 120, step2: 80, step3: 80, summary: 100 }), 100, "source", english).split("\n");
    expect(changes.slice(2, 5).map((line) => line.slice(38, 45).trim())).toEqual(["-33.3%", "0.0%", "+25.0%"]);
  });

  it("renders a source: the inbox's chart stages with counts, % of opened, drop-off from the stage before, bars as long as the share", () => {
    const lines = blockOf({ ...row, inquiries: 28, won: 3, referrals: 1 }, 100, "source", english).split("\n");
    // The group by the inbox's name for it.
    expect(lines[0]).toBe("Website page /internal-tools");
    // The stages by the staff inbox's names, padded to the longest.
    expect(lines[1]).toBe(`  Opened                120  100.0%           ${"█".repeat(50)}`);
    expect(lines[2]).toBe(`  Company                80   66.7%   -33.3%  ${"█".repeat(33)}▍`);
    expect(lines[3]).toBe(`  Contact                60   50.0%   -25.0%  ${"█".repeat(25)}`);
    expect(lines[4]).toBe(`  Summary                41   34.2%   -31.7%  ${"█".repeat(17)}▏`);
    expect(lines[5]).toBe(`  Submitted              30   25.0%   -26.8%  ${"█".repeat(12)}▌`);
    // The failed sends right after the submitted ones, where the inbox's table has them.
    expect(lines[6]).toBe("  Failed submissions      2  submissions refused or not answered");
    // Calls booked, then the leads won (the inbox's "Won": inquiries and referrals), as the inbox's chart draws them.
    expect(lines[7]).toBe(`  Call booked            12   10.0%   -60.0%  ${"█".repeat(5)}`);
    expect(lines[8]).toBe("  Won                     3    2.5%   -75.0%  █▎");
    expect(lines[9]).toBe("  Leads               28 inquiries, 1 referral");
    // Every bar is its share of a 50-cell bar, to the nearest eighth.
    for (const [i, value] of [row.opened, row.step2, row.step3, row.summary, row.submitted].entries()) {
      expect(eighthsOf(lines[i + 1]!)).toBe(Math.round((value / row.opened) * 50 * 8));
    }
  });

  it("renders a source nobody opened without bars and without dividing by zero", () => {
    // Counted only for its failed submission: a group without any count is not drawn at all.
    const text = blockOf({ ...zero, failed: 1 }, 100, "source", english);
    expect(text).not.toMatch(/NaN|Infinity|[█▏▎▍▌▋▊▉]/);
    expect(text.split("\n").slice(1, 3)).toEqual(["  Opened                  0       -", "  Company                 0       -        -"]);
    expect(text).toContain("  Leads               none");
  });

  it("fits the terminal: bars shrink, go to their own line when narrow, and vanish when there is no room", () => {
    const wide = blockOf(row, 200, "source", english).split("\n");
    expect(eighthsOf(wide[1]!)).toBe(50 * 8); // capped, never wider than 50 cells
    const medium = blockOf(row, 60, "source", english).split("\n");
    expect(eighthsOf(medium[1]!)).toBe(13 * 8);
    for (const line of medium) expect(Array.from(line).length).toBeLessThan(60);
    const narrow = blockOf(row, 40, "source", english).split("\n");
    // The names are cut to what the numbers leave.
    expect(narrow[1]).toBe("  Opened           120  100.0%");
    expect(narrow[2]).toBe(`    ${"█".repeat(35)}`);
    expect(narrow[3]).toBe("  Company           80   66.7%   -33.3%");
    expect(narrow).toContain("  Failed submi…      2  submissions ref");
    for (const line of narrow) expect(Array.from(line).length).toBeLessThan(40);
    const tiny = blockOf(row, 8, "source", english);
    expect(tiny).not.toMatch(/[█▏▎▍▌▋▊▉]/);
    expect(tiny).toContain("  Submitted     30   25.0%   -26.8%");
    expect(terminalWidth(undefined)).toBe(80);
    expect(terminalWidth(132)).toBe(132);
    expect(terminalWidth(0)).toBe(80);
  });

  it("reports every source, the total and the leads per source apart from the questionnaire's submissions per opening", () => {
    const text = renderFunnelReport(
      "2026-04-22",
      [
        { ...row, inquiries: 24, won: 2 },
        { ...zero, failed: 1, inquiries: 3, won: 1, referrals: 1 },
      ],
      100,
      "source",
      english,
    );
    expect(text.split("\n").slice(0, 2)).toEqual([
      "Questionnaire funnel since 2026-04-22: Opened > Company > Contact > Summary > Submitted > Call",
      "booked > Won",
    ]);
    expect(text).toContain("All groups together\n  Opened                120  100.0%");
    expect(text).toContain("\nPartner acme\n  Opened ");
    expect(text).toContain("  Leads               27 inquiries, 1 referral");
    // The leads table's columns are the inbox's stages; its Won counts the questionnaire's leads only, and says so.
    expect(text).toContain("  Source or partner             Inquiries  Won  Referrals  submitted per opening\n");
    expect(text.replace(/\n {2}(?=\S)/g, " ")).toContain(
      " Won: project inquiries marked won (referrals are counted apart, they do not come from the questionnaire).",
    );
    // 30 submitted of 120 opened; the 24 stored inquiries include API leads that had no opening.
    expect(text).toMatch(/ {2}Website page \/internal-tools +24 +2 +0 +25\.0%\n/);
    expect(text).toMatch(/ {2}Partner acme +3 +1 +1 +-\n/);
    // A group with leads and no openings (the API) is in the leads table, without a funnel block.
    const apiOnly = renderFunnelReport("2026-04-22", [row, group("unknown", "", { inquiries: 2 })], 100, "source", english);
    expect(apiOnly).toMatch(/ {2}Unknown +2 +0 +0 +-\n/);
    expect(apiOnly).not.toContain("\nUnknown\n");
    expect(renderFunnelReport("2026-04-22", [], 80, "source", english)).toContain("No funnel counts in this period.");
  });

  it("fits 80 columns: every line of the report, per source and per campaign, long names and large figures included", () => {
    const long = group("partner", "https://a-partner-with-a-very-long-host-name.example.com", {
      ...counts,
      opened: 1234567,
      submitted: 654321,
      inquiries: 123456,
      won: 999,
      referrals: 123456,
    });
    for (const by of ["source", "campaign"] as const) {
      const text = renderFunnelReport("2026-04-22", [long, { ...zero, inquiries: 3, won: 1, referrals: 1 }], 80, by, english);
      expect(text).toContain("submitted per opening");
      for (const line of text.split("\n")) expect(Array.from(line).length, line).toBeLessThanOrEqual(80);
    }
  });

  it("prints exactly the JSON shape, and CSV with every figure in the inbox's order", () => {
    expect(
      JSON.parse(
        funnelJson(
          "2026-04-22",
          mergeFunnel(
            [
              { kind: "site", key: "/internal-tools", ...counts, extra: 1 },
              { kind: "partner", key: "acme", opened: null, failed: 1 },
            ],
            [{ kind: "partner", key: "https://partner.example", inquiries: 2 }],
          ),
        ),
      ),
    ).toEqual({
      since: "2026-04-22",
      rows: [
        { source: "/internal-tools", ...counts },
        { source: "acme", opened: 0, step2: 0, step3: 0, summary: 0, submitted: 0, failed: 1, booked: 0 },
      ],
    });
    expect(funnelCsv([row, group("partner", "https://partner.example", { inquiries: 2, won: 1 })])).toBe(
      [
        '"source","opened","step2","step3","summary","submitted","failed","booked","inquiries","won","referrals"',
        '"/internal-tools","120","80","60","41","30","2","12","0","0","0"',
        '"https://partner.example","0","0","0","0","0","0","0","2","1","0"',
        "",
      ].join("\r\n"),
    );
  });

  it("parses the funnel command and puts only checked values into its SQL", () => {
    const now = new Date("2026-05-10T12:00:00.000Z");
    // The inbox's last 30 days: today and the 29 before it.
    expect(parseCommandLine(["funnel"], now).command).toEqual({ name: "funnel", sinceDay: "2026-04-11", format: "table" });
    expect(parseCommandLine(["funnel", "--since", "7d", "--source", "/de/", "--format", "json", "--remote"], now)).toEqual({
      command: { name: "funnel", sinceDay: "2026-05-04", source: "/de/", format: "json" },
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
    const sql = inlineQueries(funnelQueries("2026-05-03", "source", ["https://agency.test"], "/de/"));
    expect(sql).toContain("FROM funnel_counts WHERE day >= '2026-05-03') WHERE key = '/de/'");
    expect(sql).toContain("FROM referrals WHERE created_at >= '2026-05-03T00:00:00.000Z') WHERE key = '/de/'");
    expect(sql).toContain(`json_each('["https://agency.test"]')`);
    // Cancelled bookings are taken off the booked ones.
    expect(sql).toContain(
      "COALESCE(SUM(CASE WHEN event = 'booked' THEN count END), 0) - COALESCE(SUM(CASE WHEN event = 'cancelled' THEN count END), 0) AS booked",
    );
  });
});

describe("the funnel in German", () => {
  it("names the stages in German and keeps every line within 80 columns, large figures and long names included", async () => {
    const words = funnelWords(await cliText("de"));
    const long = group("partner", "https://a-partner-with-a-very-long-host-name.example.com", {
      opened: 1234567,
      step2: 900000,
      step3: 800000,
      summary: 700000,
      submitted: 654321,
      failed: 12,
      booked: 4321,
      inquiries: 123456,
      won: 999,
      referrals: 1,
    });
    const one = group("partner", "acme", { failed: 1, inquiries: 1 });
    for (const by of ["source", "campaign"] as const) {
      const text = renderFunnelReport("2026-04-22", [long, one], 80, by, words);
      expect(text).toMatch(
        /^Fragebogen-Trichter seit 22\.04\.2026: Geöffnet > Unternehmen > Kontakt >\s+Zusammenfassung > Abgeschickt > Termin gebucht > Gewonnen\n/,
      );
      for (const stage of [
        "  Geöffnet ",
        "  Unternehmen ",
        "  Zusammenfassung ",
        "  Abgeschickt ",
        "  Abschicken fehlgeschlagen ",
        "  Termin gebucht ",
        "  Gewonnen ",
        "  Projektanfragen  Gewonnen  Empfehlungen  abgeschickt pro Öffnung",
      ])
        expect(text).toContain(stage);
      expect(text).toContain(`  ${"Leads".padEnd(25)}  1 Anfrage, 0 Empfehlungen`);
      // The groups by the inbox's German names.
      expect(text).toContain("\nAlle Gruppen zusammen\n  Geöffnet ");
      const prose = text.replace(/\s+/g, " ");
      if (by === "campaign") expect(prose).toContain("Pro Kampagne (utm_campaign; Leads und Öffnungen ohne eine unter „Ohne Kampagne“).");
      for (const line of text.split("\n")) expect(Array.from(line).length, line).toBeLessThanOrEqual(80);
    }
    expect(renderFunnelReport("2026-04-22", [], 80, "source", words)).toContain("Keine Trichter-Zahlen in diesem Zeitraum.");
  });
});
