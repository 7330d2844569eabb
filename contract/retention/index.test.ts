/** The retention rules as data: their documentation table, their words, their typing and their period settings. */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { inquiryFieldStorage } from "../inquiry/columns.ts";
import { retentionTableMarkdown, rowsText, ruleText } from "../testing/retention-table.ts";
import { allRetentionRules, personalColumns, retentionDays, retentionRules } from "./index.ts";
import { type CutoffName, monthsSettings, parseMonths, readRetentionMonths } from "./periods.ts";
import { idempotencyRule, type RetentionRule, type TableRetention, tableRetention } from "./rule.ts";

const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
const TABLE_HEADER = "| Table | Holds | Rows | Rule | Why |";

function ruleOf(cutoff: CutoffName): RetentionRule {
  const rule = allRetentionRules().find((r) => r.cutoff === cutoff);
  if (!rule) throw new Error(`no rule has the cutoff ${cutoff}`);
  return rule;
}

/**
 * The documentation files that hold a retention table (its header row): README.md and every
 * Markdown file under docs/, wherever the operations reference lives at the time.
 */
function documentsWithRetentionTable(): { path: string; text: string }[] {
  const docs = (readdirSync(join(root, "docs"), { recursive: true }) as string[])
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs]
    .map((path) => ({ path, text: readFileSync(join(root, path), "utf8") }))
    .filter(({ text }) => text.includes(TABLE_HEADER));
}

describe("the documented retention table", () => {
  it("is in README.md or docs/, and is the one rendered from the rules, word for word", () => {
    const documents = documentsWithRetentionTable();
    expect(
      documents.map((d) => d.path),
      "no README.md or docs/*.md holds the retention table",
    ).not.toEqual([]);
    for (const { path, text } of documents) {
      // On failure, the message is the expected table: paste it over the one in that file.
      expect(text.includes(retentionTableMarkdown()), `${path}:\n${retentionTableMarkdown()}`).toBe(true);
    }
  });

  it("has a row for every table and every rule", () => {
    const rows = retentionTableMarkdown().split("\n").slice(2);
    const tables = Object.values(retentionRules) as TableRetention[];
    expect(rows).toHaveLength(tables.reduce((n, table) => n + Math.max(1, table.rules.length), 0));
    for (const table of Object.keys(retentionRules))
      expect(
        rows.some((row) => row.startsWith(`| \`${table}\` |`)),
        table,
      ).toBe(true);
  });

  it("states each period setting with its default", () => {
    for (const { variable, default: months } of Object.values(monthsSettings)) {
      expect(retentionTableMarkdown()).toContain(`\`${variable}\` months (default ${months})`);
    }
  });
});

describe("the rules' words", () => {
  const sent = ruleOf("sentMail");

  it("say what the period counts from as its first countedFrom column says", () => {
    expect(ruleText(sent)).toBe("deleted 30 days after sending (`sent_at`)");
    expect(ruleText({ ...sent, countedFrom: ["next_attempt_at", "sent_at"] })).toBe(
      "deleted 30 days after the last attempt (`next_attempt_at`)",
    );
    expect(retentionTableMarkdown()).toContain("| sent mails and webhook calls (`sent`) | deleted 30 days after sending (`sent_at`) |");
  });

  it("name the rows a rule picks by the status it matches", () => {
    const outbox: TableRetention = retentionRules.outbox;
    expect(rowsText(outbox, sent)).toBe("sent mails and webhook calls (`sent`)");
    expect(rowsText(outbox, { ...sent, rows: undefined, where: { column: "status", equals: "dead" } })).toBe(
      "mails and webhook calls that failed for good (`dead`)",
    );
    expect(() => rowsText(outbox, { ...sent, rows: undefined, where: { column: "status", equals: "bounced" } })).toThrow("`bounced`");
  });
});

describe("a table's retention", () => {
  // `npm run typecheck` fails when a marked line compiles: a rule may name only the table's own columns.
  it("names its own columns only, in every place a rule or the second person names one", () => {
    const declare = (column: "created_at" | "sent_on") =>
      tableRetention({
        holds: "personal",
        columns: { id: "none", status: "none", email: "address", created_at: "none", checked_at: "none" },
        // @ts-expect-error: not one of the table's columns
        secondPerson: ["mail"],
        rules: [
          {
            rows: "every row (`gone`)",
            action: "clear",
            // @ts-expect-error: not one of the table's columns
            columns: ["emial"],
            // @ts-expect-error: not one of the table's columns
            where: { column: "state", equals: "gone" },
            period: { days: 1 },
            // @ts-expect-error: `sent_on` is not one of the table's columns
            countedFrom: [column],
            cutoff: "consents",
            why: "-",
          },
          {
            rows: "every row",
            action: "delete",
            period: { days: 1 },
            // @ts-expect-error: `checked_at` has no name in `countedFromNames` for the documentation to say
            countedFrom: ["checked_at"],
            cutoff: "consents",
            why: "-",
          },
          // @ts-expect-error: the shared rule needs the idempotency columns, which this table lacks
          idempotencyRule("row"),
        ],
      });
    expect(declare("created_at").rules[0]?.countedFrom).toEqual(["created_at"]);
  });
});

describe("period settings", () => {
  it("are whole numbers of months >= 1, anything else refused", () => {
    expect(parseMonths("24")).toBe(24);
    expect(parseMonths(" 12 ")).toBe(12);
    expect(parseMonths(13)).toBe(13);
    for (const bad of ["0", "-1", "1.5", "two years", "", " ", "12345", undefined, null])
      expect(parseMonths(bad), String(bad)).toBeUndefined();
  });

  it("fall back to their defaults, and say which values were refused", () => {
    const refused: string[] = [];
    const months = readRetentionMonths(
      { RETENTION_MONTHS: "0", CONSENT_PROOF_MONTHS: "", FUNNEL_RETENTION_MONTHS: "6" },
      (variable, value, fallback) => refused.push(`${variable}=${value}->${fallback}`),
    );
    expect(months).toEqual({ retentionMonths: 24, consentProofMonths: 36, funnelRetentionMonths: 6 });
    expect(refused).toEqual(["RETENTION_MONTHS=0->24"]);
    expect(readRetentionMonths({})).toEqual({ retentionMonths: 24, consentProofMonths: 36, funnelRetentionMonths: 13 });
  });

  it("give the fixed periods texts state, and refuse a period that is a setting", () => {
    expect(retentionDays("unconfirmedSubscribers")).toBe(7);
    expect(retentionDays("sentMail")).toBe(30);
    expect(() => retentionDays("leads")).toThrow("leads has no period in days");
  });
});

describe("the declaration of personal data", () => {
  it("classifies each questionnaire answer's column as its field declares it", () => {
    const columns: Readonly<Record<string, string>> = retentionRules.project_inquiries.columns;
    for (const d of Object.values(inquiryFieldStorage) as { column: string; personal?: string }[])
      expect(columns[d.column], d.column).toBe(d.personal ?? "none");
  });

  it("gives each second person of a row their own address among columns of the same table", () => {
    for (const [table, retention] of Object.entries(retentionRules) as [string, TableRetention][]) {
      const second = retention.secondPerson ?? [];
      for (const column of second) expect(Object.keys(retention.columns), `${table}.${column}`).toContain(column);
      const addresses = personalColumns().filter((p) => p.table === table && p.person === "second" && p.match === "address");
      expect(addresses.length, table).toBe(second.length ? 1 : 0);
    }
  });
});
