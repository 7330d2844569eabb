import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { messages as deLabels } from "../../locales/de/labels.ts";
import { messages as enLabels } from "../../locales/en/labels.ts";
import { deliveryStateText } from "../../scripts/leads/messages.ts";
import { cliText, kindNames } from "../../scripts/leads/texts.ts";
import { columnValue, label } from "../../staff/labels.ts";
import { deliveryStateLabels, leadKindLabels } from "./words.ts";

const inbox = (locale: "en" | "de") => setupI18n({ locale, messages: { [locale]: locale === "en" ? enLabels : deLabels } });

describe("the words staff read, the same in the inbox and the CLI", () => {
  it("names every reply language the kit speaks, not only the inbox's two", () => {
    expect(columnValue(inbox("en"), "locale", "fr")).toBe("French");
    expect(columnValue(inbox("de"), "locale", "es")).toBe("Spanisch");
    expect(columnValue(inbox("de"), "locale", "it")).toBe("Italienisch");
  });

  it("names a kind of lead and a delivery's state as the staff CLI does", async () => {
    const now = new Date("2026-05-04T08:00:00.000Z");
    for (const locale of ["en", "de"] as const) {
      const cli = await cliText(locale);
      const dead = deliveryStateText({ id: "out_x", status: "dead", attempts: 3, last_error: "403" }, now, cli);
      expect(dead.startsWith(`${label(inbox(locale), deliveryStateLabels, "dead")} `)).toBe(true);
      expect(label(inbox(locale), leadKindLabels, "inquiry")).toBe(cli.t(kindNames.inquiries.one));
    }
    expect(label(inbox("de"), leadKindLabels, "referral")).toBe("Empfehlung");
  });
});
