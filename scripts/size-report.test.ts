import { describe, expect, it } from "vitest";
import { sizesMarkdown } from "./size-report.ts";

describe("docs/sizes.md", () => {
  it("lists each figure with its guard and the room left, in KB with two decimals, in the order measured", () => {
    const text = sizesMarkdown([
      { element: "questionnaire", figure: "first use", gzip: 36_536, guard: 37 * 1024 },
      { element: "home page", figure: "first load", gzip: 38_000, guard: 36 * 1024 },
    ]);
    expect(text.split("\n").filter((line) => line.startsWith("| ") && !line.startsWith("| Element"))).toEqual([
      "| questionnaire | first use | 35.68 KB | 37.00 KB | 1.32 KB |",
      "| home page | first load | 37.11 KB | 36.00 KB | -1.11 KB |",
    ]);
    expect(text.endsWith("\n")).toBe(true);
  });
});
