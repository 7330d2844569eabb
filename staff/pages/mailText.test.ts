import { describe, expect, it } from "vitest";
import { labelled, mailParts } from "./mailText.ts";

describe("a mail's plain text shown on the lead page", () => {
  it("turns '=' underlines into headings and blank lines into paragraphs", () => {
    const text =
      "Guten Tag Anna,\n\ndanke für Ihre Anfrage.\n\nIhre Angaben\n============\nFirma: Huber GmbH\nBeschreibung:\n  Zeile eins\n\nLiebe Grüße\nDas Team";
    expect(mailParts(text)).toEqual([
      { lines: ["Guten Tag Anna,"] },
      { lines: ["danke für Ihre Anfrage."] },
      { heading: "Ihre Angaben" },
      { lines: ["Firma: Huber GmbH", "Beschreibung:", "  Zeile eins"] },
      { lines: ["Liebe Grüße", "Das Team"] },
    ]);
  });

  it("keeps a line of '=' that underlines nothing, and CRLF text alike", () => {
    expect(mailParts("a\r\n\r\n===\r\nb")).toEqual([{ lines: ["a"] }, { lines: ["===", "b"] }]);
  });

  it("splits an answer's label from its value, but not a link or a sentence", () => {
    expect(labelled("Firma: Huber GmbH")).toEqual({ label: "Firma", value: "Huber GmbH" });
    expect(labelled("Beschreibung:")).toEqual({ label: "Beschreibung", value: "" });
    expect(labelled("https://example.com/a")).toBeNull();
    expect(labelled("Termin buchen: https://example.com/b")).toEqual({ label: "Termin buchen", value: "https://example.com/b" });
    expect(labelled("  indented: value")).toBeNull();
  });
});
