import { describe, expect, it } from "vitest";
import { keepRangesTogether } from "../../scripts/number-ranges.ts";

describe("keepRangesTogether (the site's compiled catalogs)", () => {
  it("keeps a range, a number with its unit and a spaced dash with the word before it on one line", () => {
    expect(keepRangesTogether("Ihr MVP in 2–4 Wochen – ohne Umwege")).toBe("Ihr MVP in 2–\u20604\u00a0Wochen\u00a0– ohne Umwege");
    expect(keepRangesTogether("Tell us about your project – 2 min")).toBe("Tell us about your project\u00a0– 2\u00a0min");
  });

  it("keeps a hyphenated number with its word and a section sign with its number", () => {
    expect(keepRangesTogether("Book a 30-minute call")).toBe("Book a 30-\u2060minute call");
    expect(keepRangesTogether("ein 30-Minuten-Gespräch")).toBe("ein 30-\u2060Minuten-Gespräch");
    expect(keepRangesTogether("Offenlegung gemäß § 25 MedienG")).toBe("Offenlegung gemäß §\u00a025 MedienG");
  });

  it("never touches a message id, which holds no space", () => {
    expect(keepRangesTogether('{"0-Dl3E":["x"],"a1-bC":["y"]}')).toBe('{"0-Dl3E":["x"],"a1-bC":["y"]}');
  });

  it("leaves other numbers and unspaced dashes alone", () => {
    expect(keepRangesTogether("Since 2023, 50 tools; e-mail – and 3 minutes")).toBe(
      "Since 2023, 50 tools; e-mail\u00a0– and 3\u00a0minutes",
    );
    expect(keepRangesTogether("A–Z, 10x")).toBe("A–Z, 10x");
  });
});
