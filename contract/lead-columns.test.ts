import { describe, expect, it } from "vitest";
import { internalColumns, staffColumns, withoutInternalColumns } from "./lead-columns.ts";
import { retentionRules } from "./retention.ts";

describe("internal columns", () => {
  it("are columns the declaration of personal data knows, none of them holding anything of a person", () => {
    const declared = Object.values(retentionRules).map((table) => table.columns as Readonly<Record<string, string>>);
    for (const column of internalColumns) {
      const kinds = declared.flatMap((columns) => (Object.hasOwn(columns, column) ? [columns[column]] : []));
      expect(kinds.length, column).toBeGreaterThan(0);
      expect(new Set(kinds), column).toEqual(new Set(["none"]));
    }
  });

  it("are left out of a row and of a column list, everything else kept in order", () => {
    expect(withoutInternalColumns({ id: "inq_1", booking_token: "t", idempotency_key: "k", contact_name: "Anna" })).toEqual({
      id: "inq_1",
      contact_name: "Anna",
    });
    expect(staffColumns(["id", "confirm_token_hash", "email", "unsubscribe_token_hash", "idempotency_body_hash"])).toEqual(["id", "email"]);
  });
});
