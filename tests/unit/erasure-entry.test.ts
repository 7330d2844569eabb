/**
 * Erasing a person has one entry point, `planErasure` and `runErasure` in
 * worker/erasure/erase.ts: the staff inbox's route and the CLI's `forget` both go through
 * it, so they plan, erase and check alike. A production file that reaches past it (plans by
 * itself, or runs erasure's statements itself) is the start of a second policy.
 */
import { globSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ENTRY = "worker/erasure/erase.ts";
// What only the entry point calls: the plan, the statements that carry it out, and the reading of their results.
const PAST_THE_ENTRY = /(?<!function )\b(?:planForget|forgetReadQueries|forgetDeleteQueries|erasureDone)\s*\(/;

const production = globSync("{worker,scripts,staff}/**/*.{ts,tsx}").filter(
  (file) =>
    !/\.test\.tsx?$|\/testing\/|\.d\.ts$/.test(file) &&
    file !== ENTRY &&
    !file.startsWith("worker/db/erasure/statements/erasure-queries.ts"),
);

describe("erasure's one entry point", () => {
  it("is the only production code that plans an erasure or runs its statements", () => {
    expect(production.length).toBeGreaterThan(100);
    expect(production.filter((file) => PAST_THE_ENTRY.test(readFileSync(file, "utf8")))).toEqual([]);
  });

  it("is what the staff inbox's routes and the CLI both call", () => {
    const callers = production.filter((file) => {
      const text = readFileSync(file, "utf8");
      return /\bplanErasure\(/.test(text) && /\brunErasure\(/.test(text);
    });
    expect(callers.filter((file) => file.startsWith("worker/routes/staff/"))).not.toEqual([]);
    expect(callers.filter((file) => file.startsWith("scripts/leads/"))).not.toEqual([]);
  });
});
