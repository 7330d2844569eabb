import { describe, expect, it } from "vitest";
import { CommandError } from "./errors.ts";
import { sqlText } from "./sql.ts";
import { forgetDeleteSql } from "./testing/forget-sql.ts";

describe("sqlText", () => {
  it("doubles single quotes and nothing else (backslashes mean nothing in SQLite)", () => {
    expect(sqlText("o'brien@example.com")).toBe("'o''brien@example.com'");
    expect(sqlText("'; DROP TABLE referrals; --")).toBe("'''; DROP TABLE referrals; --'");
    expect(sqlText("a\\'b")).toBe("'a\\''b'");
  });

  it("refuses NUL and lone surrogates", () => {
    expect(() => sqlText("a\u0000b")).toThrow(CommandError);
    expect(() => sqlText("a\ud800b")).toThrow(CommandError);
    expect(sqlText("😀")).toBe("'😀'");
  });

  it("puts the ids to delete only into escaped literals", () => {
    const sql = forgetDeleteSql({ outbox: ["out_a'b"], inquiries: [], referrals: ["ref_x"], subscribers: [] });
    expect(sql).toContain(`DELETE FROM outbox WHERE id IN (SELECT value FROM json_each('["out_a''b"]')) RETURNING id`);
    expect(sql).toContain("DELETE FROM project_inquiries WHERE id IN (SELECT value FROM json_each('[]')) RETURNING id");
    expect(sql).toContain(`DELETE FROM referrals WHERE id IN (SELECT value FROM json_each('["ref_x"]')) RETURNING id`);
  });
});
