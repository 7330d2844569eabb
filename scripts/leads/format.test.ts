import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { csvCell } from "../../worker/staff/csv-cell.ts";
import { type Column, cellWidth, renderTable, terminalColumns, terminalText, toCsv, truncate, wrapLines } from "./format.ts";

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
    // A phone number stays as typed (no visible apostrophe, its leading 0 kept); a day stays a day.
    expect(csvCell("+43 1 234")).toBe('"=""+43 1 234"""');
    expect(csvCell("0664 1234567")).toBe('"=""0664 1234567"""');
    expect(csvCell("2026-05-04")).toBe('"2026-05-04"');
  });

  it("writes ranges Excel would read as a date as text, in the CLI's CSV as in the inbox's", () => {
    expect(toCsv(["company_size"], [{ company_size: "1-10" }])).toBe('"company_size"\r\n"=""1-10"""\r\n');
    expect(csvCell("11-50")).toBe('"=""11-50"""');
    expect(csvCell("501+")).toBe('"501+"');
  });

  it("ends lines with CRLF and puts the BOM first only when asked", () => {
    expect(toCsv(["a", "b"], [{ a: 1, b: "x" }])).toBe('"a","b"\r\n"1","x"\r\n');
    expect(toCsv(["a"], [], true)).toBe('\ufeff"a"\r\n');
  });

  it("separates cells with what a German Excel expects when asked, quoting the separator inside a cell", () => {
    expect(toCsv(["a", "b"], [{ a: "1;2", b: "Grüße" }], true, ";")).toBe('\ufeff"a";"b"\r\n"1;2";"Grüße"\r\n');
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

  it("measures terminal cells: wide characters take two, combining marks none", () => {
    expect(cellWidth("Grüße")).toBe(5);
    expect(cellWidth("Gru\u0308ße")).toBe(5);
    expect(cellWidth("🚀 Start")).toBe(8);
    expect(cellWidth("東京")).toBe(4);
    expect(truncate("🚀🚀🚀 Start", 4)).toBe("🚀…");
    expect(cellWidth(truncate("東京東京東京", 5))).toBeLessThanOrEqual(5);
  });

  it("wraps at spaces, cuts a word longer than a line, keeps line breaks", () => {
    expect(wrapLines("Eine Buchungs-App für unsere drei Kliniken in Wien", 20)).toEqual([
      "Eine Buchungs-App",
      "für unsere drei",
      "Kliniken in Wien",
    ]);
    expect(wrapLines("https://example.com/a/very/long/path ok", 10)).toEqual(["https://ex", "ample.com/", "a/very/lon", "g/path ok"]);
    expect(wrapLines("one\ntwo three", 5)).toEqual(["one", "two", "three"]);
    expect(wrapLines("", 10)).toEqual([""]);
    for (const line of wrapLines("x".repeat(95), 30)) expect(line.length).toBeLessThanOrEqual(30);
  });

  it("lays out for the terminal, else COLUMNS, else 80", () => {
    expect(terminalColumns(120, { COLUMNS: "60" })).toBe(120);
    expect(terminalColumns(undefined, { COLUMNS: "60" })).toBe(60);
    expect(terminalColumns(undefined, { COLUMNS: "wide" })).toBe(80);
    expect(terminalColumns(undefined, {})).toBe(80);
  });
});

describe("tables that fit the terminal", () => {
  const columns: Column[] = [
    { header: "id", value: (r) => String(r.id), width: 20 },
    { header: "created", value: () => "2026-05-04 10:30", short: () => "05-04 10:30", width: 16 },
    { header: "company", value: (r) => String(r.company), width: 24, min: 12, drop: 3 },
    { header: "email", value: (r) => String(r.email), width: 30, min: 16, drop: 2 },
    { header: "description", value: (r) => String(r.description), width: 40, min: 16, drop: 1 },
  ];
  const rows = [
    {
      id: "inq_abcdefghijklmnop",
      company: "Bäckerei Müller & Söhne GmbH",
      email: "jürgen.müller@bäckerei-müller.at",
      description: "Ein Online-Bestellsystem für unsere fünf Filialen in Wien und Graz.",
    },
    { id: "inq_qrstuvwxyz234567", company: "🚀 Rocket Ltd", email: "ops@rocket.example", description: "An internal dashboard." },
  ];
  const widest = (text: string) => Math.max(...text.trimEnd().split("\n").map(cellWidth));

  it("keeps every column in a wide terminal, each up to its width", () => {
    const table = renderTable(columns, rows, 200);
    expect(table.hidden).toEqual([]);
    expect(table.text.split("\n")[0]).toMatch(/^id +created +company +email +description$/);
    expect(table.text).toContain("2026-05-04 10:30");
    expect(table.text).toContain("Bäckerei Müller & Söhne…");
  });

  it("shortens, then drops the lowest columns first, one line per row, narrower than the terminal", () => {
    for (const width of [60, 80, 100, 120]) {
      const table = renderTable(columns, rows, width);
      expect(widest(table.text), `${width}`).toBeLessThan(width);
      expect(table.text.trimEnd().split("\n")).toHaveLength(2 + rows.length);
    }
    const at80 = renderTable(columns, rows, 80);
    expect(at80.hidden).toEqual(["description"]);
    expect(at80.text).toContain("05-04 10:30");
    const at60 = renderTable(columns, rows, 60);
    expect(at60.hidden).toEqual(["email", "description"]);
    // Dates keep their year from 100 columns on.
    expect(renderTable(columns, rows, 120).text).toContain("2026-05-04 10:30");
  });

  it("never drops a column without a drop rank, even when nothing fits", () => {
    const table = renderTable(columns, rows, 20);
    expect(table.text.split("\n")[0]).toMatch(/^id +created$/);
  });
});

describe("the agency's clock", () => {
  it("is named in one place, which the mails, the inbox, the digest and the CLI all read", () => {
    const root = new URL("../../", import.meta.url);
    const readers = ["worker/mail/staff-notice.ts", "worker/mail/booking.ts", "contract/agency-time.ts", "staff/format.ts"];
    for (const file of readers) {
      const text = readFileSync(new URL(file, root), "utf8");
      expect(text, file).not.toContain('"Europe/Vienna"');
      // Either it names the zone's one constant, or it reads the time through the agency's clock.
      expect(/AGENCY_TIME_ZONE|contract\/agency-time\.ts"/.test(text), file).toBe(true);
    }
  });
});
