import { describe, expect, it } from "vitest";
import { chooseEdge } from "./placement.ts";

const HEIGHT = 844;
/** A 100 px toast across a phone, 8 px from the top. */
const atTop = { left: 8, right: 382, top: 8, bottom: 108 };
/** A 100 px toast at the bottom right of a desktop, 16 px from the bottom. */
const atBottom = { left: 1024, right: 1424, top: 784, bottom: 884 };

describe("chooseEdge", () => {
  it("keeps the preferred edge when nothing is under the toast", () => {
    expect(chooseEdge(atTop, "top", "top", HEIGHT, [{ left: 8, right: 48, top: 796, bottom: 836 }])).toBe("top");
  });

  it("moves to the other edge when a control is under it, keeping its distance from the edge", () => {
    const submit = { left: 24, right: 366, top: 40, bottom: 84 };
    expect(chooseEdge(atTop, "top", "top", HEIGHT, [submit])).toBe("bottom");
    // Back at the bottom (8 px up) the cookie button is under it too: the top covers no less, so the bottom stays.
    const button = { left: 8, right: 48, top: 720, bottom: 760 };
    expect(chooseEdge({ ...atTop, top: 736, bottom: 836 }, "bottom", "top", HEIGHT, [submit, button])).toBe("bottom");
  });

  it("takes whichever edge covers less when both hold something", () => {
    const banner = { left: 240, right: 1200, top: 700, bottom: 884 };
    const submit = { left: 1300, right: 1340, top: 20, bottom: 40 };
    expect(chooseEdge({ ...atBottom, top: 684, bottom: 784 }, "bottom", "bottom", 900, [banner, submit])).toBe("top");
  });
});
