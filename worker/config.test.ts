import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig, wholeNumber } from "./config.ts";
import { envWith } from "./testing/http.ts";

afterEach(() => vi.restoreAllMocks());

describe("wholeNumber()", () => {
  const range = { min: 0, max: 3600, fallback: 300 };

  it("takes a whole number inside the range, bounds included, and the default when empty", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(wholeNumber("HOLD", "0", range)).toBe(0);
    expect(wholeNumber("HOLD", " 3600 ", range)).toBe(3600);
    expect(wholeNumber("HOLD", 42, range)).toBe(42);
    expect(wholeNumber("HOLD", "", range)).toBe(300);
    expect(wholeNumber("HOLD", undefined, range)).toBe(300);
    expect(error).not.toHaveBeenCalled();
  });

  it("refuses values outside the range or not whole, logs each, and uses the default", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const bad of ["-1", "3601", "1.5", "soon"]) expect(wholeNumber("HOLD", bad, range), bad).toBe(300);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      'HOLD must be a whole number from 0 to 3600, got "-1": using 300',
      'HOLD must be a whole number from 0 to 3600, got "3601": using 300',
      'HOLD must be a whole number from 0 to 3600, got "1.5": using 300',
      'HOLD must be a whole number from 0 to 3600, got "soon": using 300',
    ]);
  });
});

describe("readConfig()", () => {
  it("reads ACK_HOLD_SECONDS from 0 to 3600, five minutes by default", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(readConfig(envWith({ ACK_HOLD_SECONDS: "0" })).ackHoldSeconds).toBe(0);
    expect(readConfig(envWith({ ACK_HOLD_SECONDS: "" })).ackHoldSeconds).toBe(300);
    expect(readConfig(envWith({ ACK_HOLD_SECONDS: "7200" })).ackHoldSeconds).toBe(300);
    expect(error.mock.calls.flat().join(" ")).toContain('ACK_HOLD_SECONDS must be a whole number from 0 to 3600, got "7200": using 300');
  });

  it("takes siteUrl and siteOrigin from the one SITE_URL", () => {
    const config = readConfig(envWith({ SITE_URL: "https://www.agency.example/" }));
    expect(config.siteUrl).toBe("https://www.agency.example");
    expect(config.siteOrigin).toBe("https://www.agency.example");
  });
});
