import { describe, expect, it } from "vitest";
import { cellWidth, displayValue, renderRecord } from "../format.ts";
import { labeller, withValueLabels } from "../labels.ts";

describe("show", () => {
  it("wraps long values with a hanging indent, and shows times on the agency's clock", async () => {
    const text = renderRecord(
      withValueLabels(
        {
          id: "inq_abcdefghijklmnop",
          created_at: "2026-05-04T08:30:00.000Z",
          project_description:
            "Wir brauchen eine Buchungs-App für unsere drei Kliniken in Wien, Linz und Graz, mit Online-Terminen und Erinnerungen per SMS.\nZweiter Absatz.",
          contact_confirmed: 1,
        },
        await labeller("en"),
      ),
      60,
    );
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe("id                   inq_abcdefghijklmnop");
    expect(lines[1]).toBe("created_at           2026-05-04 10:30 (Europe/Vienna)");
    expect(lines[2]).toMatch(/^project_description {2}Wir brauchen/);
    for (const line of lines) expect(cellWidth(line)).toBeLessThan(60);
    const continued = lines.slice(3, -1);
    expect(continued.length).toBeGreaterThan(1);
    for (const line of continued) expect(line).toMatch(/^ {21}\S/);
    expect(continued).toContain(`${" ".repeat(21)}Zweiter Absatz.`);
    expect(lines.at(-1)).toBe("contact_confirmed    yes");
  });

  it("maps a column's value to what staff read, choices and flags as stored for the labels to name", () => {
    expect(displayValue("contact_confirmed", 0)).toBe("0");
    expect(displayValue("first_need", "2026-01-15T23:30:00.000Z")).toBe("2026-01-15T23:30:00.000Z");
    expect(displayValue("project_timeline", "3months")).toBe("3months");
    expect(displayValue("status_changed_at", null)).toBe("");
    expect(displayValue("status_changed_at", "2026-01-15T23:30:00.000Z")).toBe("2026-01-16 00:30 (Europe/Vienna)");
  });
});
