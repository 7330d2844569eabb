import { describe, expect, it } from "vitest";
import { formatFigure, quoted } from "./numbers.ts";

const nbsp = "\u00a0";

describe("figures", () => {
  it("writes percentages and counts the English way", () => {
    expect(formatFigure({ percent: 0.64 }, "en")).toBe("64%");
    expect(formatFigure({ count: 2400 }, "en")).toBe("2.4K");
    expect(formatFigure({ count: 185 }, "en")).toBe("185");
    expect(formatFigure({ range: [2, 4] }, "en")).toBe("2–\u20604");
    expect(formatFigure({ atLeast: 50 }, "en")).toBe("50+");
    expect(formatFigure({ times: 10 }, "en")).toBe("10x");
    expect(formatFigure({ euros: 14900 }, "en")).toBe("€14,900");
  });

  it("writes them the German way: a (non-breaking) space before %, a point between thousands", () => {
    expect(formatFigure({ percent: 0.64 }, "de")).toBe(`64${nbsp}%`);
    expect(formatFigure({ percent: 0.385 }, "de")).toBe(`38,5${nbsp}%`);
    expect(formatFigure({ count: 2400 }, "de")).toBe("2.400");
    expect(formatFigure({ count: 185 }, "de")).toBe("185");
    expect(formatFigure({ range: [2, 4] }, "de")).toBe("2–\u20604");
    expect(formatFigure({ times: 10 }, "de")).toBe("10×");
    expect(formatFigure({ euros: 14900 }, "de")).toBe(`14.900${nbsp}€`);
  });
});

describe("quotations", () => {
  it("uses the marks of the language", () => {
    expect(quoted("Nobody wants to go back.", "en")).toBe("“Nobody wants to go back.”");
    expect(quoted("Niemand will zurück.", "de")).toBe("„Niemand will zurück.“");
  });
});
