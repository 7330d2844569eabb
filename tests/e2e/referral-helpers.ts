import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Shared steps of the referral form's e2e tests (our site, partner pages, the docs' example). */

export const uniqueEmail = (tag: string) => `max.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@muster.example`;

export interface Texts {
  title: string;
  name: string;
  email: string;
  company: string;
  referralName: string;
  referralEmail: string;
  referralCompany: string;
  confirm: string;
  submit: string;
  thanks: string;
  success: string;
  schedule: RegExp;
  errorTitle: string;
  errorText: string;
}
export const en: Texts = {
  title: "Recommend a company",
  name: "Referrer’s name",
  email: "Referrer’s email",
  company: "Referrer’s company (optional)",
  referralName: "Referred person’s name",
  referralEmail: "Referred person’s email",
  referralCompany: "Referred person’s company",
  confirm: "I confirm this person agreed to be contacted by us",
  submit: "Submit referral",
  thanks: "Thank you!",
  success:
    "Your referral has been sent. We will contact the company you recommended personally, and if they become a client, we will be in touch about your reward.",
  schedule: /^Book a call/,
  errorTitle: "Something went wrong",
  errorText: "There was an error submitting your referral. Please try again.",
};
export const de: Texts = {
  title: "Unternehmen empfehlen",
  name: "Name der empfehlenden Person",
  email: "E-Mail der empfehlenden Person",
  company: "Unternehmen der empfehlenden Person (optional)",
  referralName: "Name der empfohlenen Person",
  referralEmail: "E-Mail der empfohlenen Person",
  referralCompany: "Unternehmen der empfohlenen Person",
  confirm: "Ich bestätige, dass diese Person einer Kontaktaufnahme durch uns zugestimmt hat",
  submit: "Empfehlung absenden",
  thanks: "Vielen Dank!",
  success:
    "Ihre Empfehlung ist bei uns angekommen. Wir nehmen persönlich Kontakt mit dem empfohlenen Unternehmen auf und melden uns wegen Ihrer Prämie, sobald es Kunde wird.",
  schedule: /^Termin vereinbaren/,
  errorTitle: "Etwas ist schiefgelaufen",
  errorText: "Beim Senden Ihrer Empfehlung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.",
};

export async function fillAll(form: Locator, texts: Texts, email: string) {
  await form.getByRole("textbox", { name: texts.name, exact: true }).fill("Max Muster");
  await form.getByRole("textbox", { name: texts.email, exact: true }).fill(email);
  await form.getByRole("textbox", { name: texts.company }).fill("Muster KG");
  await form.getByRole("textbox", { name: texts.referralName }).fill("Eva Beispiel");
  await form.getByRole("textbox", { name: texts.referralEmail }).fill(`eva.${email}`);
  await form.getByRole("textbox", { name: texts.referralCompany }).fill("Beispiel AG");
  await form.getByRole("checkbox", { name: texts.confirm }).check();
}

export const slot = (page: Page) => page.locator("#referral-form");

/** Scrolls the home page's referral section into view; the form loads and renders there. */
export async function showForm(page: Page, texts: Texts): Promise<Locator> {
  await page.waitForLoadState("networkidle");
  await slot(page).scrollIntoViewIfNeeded();
  const form = slot(page).getByRole("form", { name: texts.title });
  await expect(form).toBeVisible({ timeout: 15_000 });
  return form;
}
