import { describe, expect, it } from "vitest";
import { cellWidth } from "../format.ts";
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
    expect(listed.split("\n")[0]).toMatch(/^ID +eingegangen +Status +Vor- und Nachname +Zeitrahmen$/);
    expect(listed).toContain("04.05. 10:30");
    expect(listed).toContain("Kontaktiert");
    for (const line of listed.split("\n")) expect(cellWidth(line), line).toBeLessThan(80);
    const english = await say({}, async () => [[inquiry]], { name: "list", kind: "inquiries", limit: 100 });
    expect(english.split("\n")[0]).toMatch(/^id +created +status +Company name +Full name$/);
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
});
