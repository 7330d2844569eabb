/**
 * The booking domain (worker/booking: tokens, Cal.com, calendar files) stands above the
 * database layer and calls into it. A statement under worker/db that imported it back would
 * tie the SQL to the domain's choices, as minting the inquiry's booking token once did: the
 * route mints it and hands it to `inquiryColumns` instead.
 */
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const IMPORTS_BOOKING_DOMAIN = /from\s+["'](?:\.\.\/)+booking\//;

const dbFiles = globSync("worker/db/**/*.ts").filter((file) => !/\.test\.ts$|\/testing\/|\.d\.ts$/.test(file));

describe("worker/db and the booking domain", () => {
  it("imports nothing from worker/booking", () => {
    expect(dbFiles.length).toBeGreaterThan(20);
    expect(dbFiles.filter((file) => IMPORTS_BOOKING_DOMAIN.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});
