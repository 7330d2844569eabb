import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { MessageDescriptor, Messages } from "@lingui/core";
import { inquiryFieldLabels } from "../contract/inquiry-field-labels.ts";
import { locales } from "../contract/locales.ts";
import { optionFields } from "../contract/option-labels.ts";
import { referralFieldLabels } from "../contract/referral-field-labels.ts";

/**
 * Each form's texts in one chunk per language: the form's own catalog as `lingui compile`
 * wrote it, and the labels it shows, taken from the `labels` catalog where they are
 * translated once (the mails and the staff CLI read the same). A form downloads the labels
 * of its own fields only: the referral form none of the questionnaire's choices.
 *
 * Run by `npm run i18n` and `npm run i18n:compile`, after `lingui compile`; writes
 * `locales/<locale>/<form>-form.ts`, and `outcomes-form.ts` for the questionnaire's lazy
 * boundary (ignored by git, like every compiled catalog).
 */
export const formLabels: Readonly<Record<"questionnaire" | "referral", readonly Readonly<Record<string, MessageDescriptor>>[]>> = {
  questionnaire: [inquiryFieldLabels, ...Object.values(optionFields).map((o) => o.labels)],
  referral: [referralFieldLabels],
};

const root = fileURLToPath(new URL("..", import.meta.url));

async function messagesOf(locale: string, catalog: string): Promise<Messages> {
  return (await import(`${root}locales/${locale}/${catalog}.ts`)).messages;
}

async function writeFormCatalogs(): Promise<void> {
  for (const locale of locales) {
    const labels = await messagesOf(locale, "labels");
    for (const [form, declarations] of Object.entries(formLabels)) {
      const messages: Messages = { ...(await messagesOf(locale, form)) };
      for (const { id } of declarations.flatMap((d) => Object.values(d))) {
        const text = labels[id];
        if (text === undefined) throw new Error(`${locale}/labels.po lacks ${id}: run npm run i18n`);
        messages[id] = text;
      }
      writeMessages(locale, form, messages);
    }
    // The questionnaire's lazy boundary loads one chunk of texts: the outcomes both forms
    // show and what only its own views there show.
    writeMessages(locale, "outcomes", {
      ...(await messagesOf(locale, "outcomes")),
      ...(await messagesOf(locale, "questionnaire-later")),
    });
  }
}

function writeMessages(locale: string, form: string, messages: Messages): void {
  const source = `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;`;
  writeFileSync(`${root}locales/${locale}/${form}-form.ts`, source);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await writeFormCatalogs();
