import { describe, expect, it } from "vitest";
import { cellWidth, renderRecord } from "../format.ts";

describe("show", () => {
  it("wraps long values with a hanging indent, each value as given", () => {
    const text = renderRecord(
      {
        id: "inq_abcdefghijklmnop",
        created_at: "2026-05-04 10:30",
        project_description:
          "Wir brauchen eine Buchungs-App für unsere drei Kliniken in Wien, Linz und Graz, mit Online-Terminen und Erinnerungen per SMS.\nZweiter Absatz.",
        contact_confirmed: "yes",
      },
      60,
    );
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe("id                   inq_abcdefghijklmnop");
    expect(lines[1]).toBe("created_at           2026-05-04 10:30");
    expect(lines[2]).toMatch(/^project_description {2}Wir brauchen/);
    for (const line of lines) expect(cellWidth(line)).toBeLessThan(60);
    const continued = lines.slice(3, -1);
    expect(continued.length).toBeGreaterThan(1);
    for (const line of continued) expect(line).toMatch(/^ {21}\S/);
    expect(continued).toContain(`${" ".repeat(21)}Zweiter Absatz.`);
    expect(lines.at(-1)).toBe("contact_confirmed    yes");
  });
});
