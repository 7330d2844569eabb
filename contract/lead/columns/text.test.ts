import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as deLabels } from "../../../locales/de/labels.ts";
import { type ColumnTextContext, columnText } from "./text.ts";

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
