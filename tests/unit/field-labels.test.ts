import { type MessageDescriptor, type Messages, setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import { columnLabels } from "../../contract/lead/columns/labels.ts";
import { agencyLocales, type Locale, locales } from "../../contract/locales.ts";
import { referralFieldLabels } from "../../contract/referral/field-labels.ts";
import { labeller } from "../../scripts/leads/labels.ts";
import { mailI18n } from "../../worker/mail/i18n.ts";

/** The catalog a form downloads in `locale` (what its `*.texts.ts` imports). */
async function formCatalog(form: "questionnaire" | "referral", locale: Locale): Promise<Messages> {
  return (await import(`../../locales/${locale}/${form}-form.ts`)).messages;
}

const forms = [
  { form: "questionnaire", table: "inquiries", labels: inquiryFieldLabels },
  { form: "referral", table: "referrals", labels: referralFieldLabels },
] as const;

describe("every field's label", () => {
  for (const { form, table, labels } of forms) {
    it(`of the ${form} is one message: the CLI's column has its id, and form, mail and CLI read the same text in every language`, async () => {
      const cli: Readonly<Record<string, MessageDescriptor>> = columnLabels[table];
      const columnOf = (id: string) => Object.keys(cli).filter((column) => cli[column]!.id === id);
      const staff = Object.fromEntries(await Promise.all(agencyLocales.map(async (l) => [l, await labeller(l)] as const)));
      let compared = 0;
      for (const locale of locales) {
        const formI18n = setupI18n({ locale, messages: { [locale]: await formCatalog(form, locale) } });
        for (const [field, label] of Object.entries(labels)) {
          const [column, ...more] = columnOf(label.id);
          expect(more, `${field}: one CLI column`).toEqual([]);
          const shown = formI18n._(label);
          // An id missing from the form's catalog would read as the id itself.
          expect(shown, `${locale} ${field}`).not.toBe(label.id);
          expect(mailI18n(locale)._(label), `${locale} ${field}: mail`).toBe(shown);
          const reader = staff[locale as keyof typeof staff];
          if (reader) expect(reader.field(table, column!), `${locale} ${field}: CLI`).toBe(shown);
          compared += 1;
        }
      }
      expect(compared).toBe(Object.keys(labels).length * locales.length);
    });
  }

  it("is translated where it differs from English: the German form does not fall back to the source", async () => {
    const de = setupI18n({ locale: "de", messages: { de: await formCatalog("questionnaire", "de") } });
    expect(de._(inquiryFieldLabels.companyName)).toBe("Name des Unternehmens");
    const referral = setupI18n({ locale: "de", messages: { de: await formCatalog("referral", "de") } });
    expect(referral._(referralFieldLabels.referralName)).toBe("Name der empfohlenen Person");
  });
});
