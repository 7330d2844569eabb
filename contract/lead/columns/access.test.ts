import { describe, expect, it } from "vitest";
import { retentionRules } from "../../retention/index.ts";
import { internalColumns, leadColumnAccess, staffColumns, staffLeadRow } from "./access.ts";

describe("which columns staff see", () => {
  const retentionOf = { inquiries: "project_inquiries", referrals: "referrals", subscribers: "newsletter_subscribers" } as const;

  it("declares the columns the declaration of personal data knows, internal ones holding nothing of a person", () => {
    for (const [kind, table] of Object.entries(retentionOf) as [
      keyof typeof retentionOf,
      (typeof retentionOf)[keyof typeof retentionOf],
    ][]) {
      const personal: Readonly<Record<string, string>> = retentionRules[table].columns;
      expect(Object.keys(leadColumnAccess[kind]).sort(), kind).toEqual(Object.keys(personal).sort());
      const internal = Object.entries<string>(leadColumnAccess[kind]).filter(([, access]) => access === "internal");
      for (const [column] of internal) expect(personal[column], `${table}.${column}`).toBe("none");
    }
  });

  it("keeps the five secrets and the bookkeeping internal, as staff always had them", () => {
    expect([...internalColumns].sort()).toEqual([
      "booking_token",
      "confirm_token_hash",
      "idempotency_body_hash",
      "idempotency_key",
      "unsubscribe_token_hash",
    ]);
  });

  it("leaves the internal columns out of a row and of a column list, everything else kept in order", () => {
    expect(staffLeadRow("inquiries", { id: "inq_1", booking_token: "t", idempotency_key: "k", contact_name: "Anna" })).toEqual({
      id: "inq_1",
      contact_name: "Anna",
    });
    const stored = ["id", "confirm_token_hash", "email", "unsubscribe_token_hash", "status"];
    expect(staffColumns("subscribers", stored)).toEqual(["id", "email", "status"]);
    // The export's added columns are no table's: they stay.
    expect(staffColumns("inquiries", ["id", "booking_token", "owner", "notes"])).toEqual(["id", "owner", "notes"]);
  });

  it("hides a column no declaration names from a lead's row until it is declared", () => {
    expect(staffLeadRow("referrals", { id: "ref_1", magic_token: "secret", name: "Anna" })).toEqual({ id: "ref_1", name: "Anna" });
  });
});
