import { describe, expect, it } from "vitest";
import { runCommand } from "../commands.ts";
import type { RunSql } from "../d1.ts";
import { cellWidth } from "../format.ts";
import { labeller } from "../labels.ts";
import { say } from "../testing/cli.ts";

describe("list in German (AGENCY_LOCALE=de)", () => {
  const inquiry = {
    id: "inq_abcdefghijklmnop",
    created_at: "2026-05-04T08:30:00.000Z",
    status: "contacted",
    company_name: "Müller & Söhne Gesellschaft m.b.H.",
    contact_name: "Anna Müller",
    contact_email: "anna.mueller@example.at",
  };

  it("heads the table in German, times as TT.MM. HH:MM in Vienna, every line within 80 columns", async () => {
    const listed = await say({ AGENCY_LOCALE: "de" }, async () => [[inquiry]], { name: "list", kind: "inquiries", limit: 100 });
    expect(listed.split("\n")[0]).toMatch(/^Lead-ID +Eingegangen +Status +Vor- und Nachname +Zeitrahmen$/);
    expect(listed).toContain("04.05. 10:30");
    expect(listed).toContain("Kontaktiert");
    for (const line of listed.split("\n")) expect(cellWidth(line), line).toBeLessThan(80);
    const english = await say({ AGENCY_LOCALE: "en" }, async () => [[inquiry]], { name: "list", kind: "inquiries", limit: 100 });
    expect(english.split("\n")[0]).toMatch(/^Lead ID +Received +Status +Company name +Full name$/);
    expect(english).toContain("05-04 10:30");
  });

  it("counts the listed leads and says when there are none in German", async () => {
    const rows = [{ id: "inq_abcdefghijklmnop", created_at: "2026-05-04T08:30:00.000Z", status: "new" }];
    const listed = await say({ AGENCY_LOCALE: "de" }, async () => [rows], { name: "list", kind: "inquiries", limit: 100 });
    expect(listed).toContain("Projektanfragen: 1, die neuesten zuerst.");
    const none = await say({ AGENCY_LOCALE: "de" }, async () => [[]], { name: "list", kind: "referrals", limit: 100 });
    expect(none).toBe("Empfehlungen: noch keine.\n");
    const english = await say({ AGENCY_LOCALE: "en" }, async () => [[...rows, ...rows]], { name: "list", kind: "inquiries", limit: 2 });
    expect(english).toContain("Inquiries: 2, newest first (the first 2; --limit shows more).");
  });

  it("reads every choice by its label, as show and the inbox read it, not by its code", async () => {
    const labels = await labeller("de");
    const row = { ...inquiry, project_type: "landing", project_timeline: "3months" };
    let listed = "";
    const io = { run: (async () => [[row]]) satisfies RunSql, out: (text: string) => (listed += text), env: { AGENCY_LOCALE: "de" } };
    await runCommand({ ...io, now: new Date("2026-05-04T08:30:00.000Z"), columns: 200 }, { name: "list", kind: "inquiries", limit: 100 });
    const cells = (listed.split("\n")[2] ?? "").split(/ {2,}/);
    for (const [column, code] of [
      ["project_type", "landing"],
      ["project_timeline", "3months"],
    ] as const) {
      expect(cells).toContain(labels.value(column, code));
      expect(cells).not.toContain(code);
    }
  });
});
