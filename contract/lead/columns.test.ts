import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as deLabels } from "../../locales/de/labels.ts";
import { retentionRules } from "../retention/index.ts";
import { type ColumnTextContext, columnText, internalColumns, leadColumnAccess, staffColumns, staffLeadRow } from "./columns.ts";

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

describe("a stored value as staff read it", () => {
  const de = setupI18n({ locale: "de", messages: { de: deLabels } });
  const site: ColumnTextContext = { locale: "de", siteOrigins: new Set(["https://agency.test"]) };
  const text = (column: string, value: unknown, context = site) => columnText(de, column, { [column]: value }, context);

  it("reads every kind of column in one place: source, language, reward, choice, flag", () => {
    expect(text("source", "https://agency.test")).toBe("Website (direkt)");
    expect(text("source", "https://partner.example")).toBe("Partner https://partner.example");
    expect(text("source", "reviewb")).toBe("Partner reviewb");
    expect(text("source", null)).toBe("Unbekannt");
    expect(text("source", "https://partner.example", { ...site, partner: "Muster" })).toBe("Partner Muster");
    expect(text("locale", "es")).toBe("Spanisch");
    expect(text("reward", "gift_card")).toBe("Gutschein 250\u00a0€");
    expect(text("reward", null)).toBe("");
    expect(text("project_type", "mvp")).toBe("MVP-Entwicklung");
    expect(text("contact_confirmed", 1)).toBe("ja");
    expect(text("contact_confirmed", "0")).toBe("nein");
  });

  it("leaves a value that reads as stored to its reader", () => {
    expect(text("contact_name", "Anna")).toBeUndefined();
    expect(text("locale", "pt")).toBeUndefined();
  });
});
