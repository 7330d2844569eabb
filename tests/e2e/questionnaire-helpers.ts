import type { BrowserContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** Shared steps of the questionnaire's e2e tests (our site, partner pages, the docs' example). */

export const uniqueEmail = (tag: string) => `anna.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@acme.example`;

/** The booking page is on the internet: answer it locally, count who asked. */
export async function interceptCalendar(context: BrowserContext) {
  await context.route("https://cal.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Booking</title><h1>Booking</h1>" }),
  );
}

export interface Texts {
  next: string;
  book: string;
  projectType: string;
  description: string;
  company: string;
  name: string;
  email: string;
}
export const en: Texts = {
  next: "Next",
  book: "Book Appointment",
  projectType: "Project type",
  description: "Project description",
  company: "Company name",
  name: "Full name",
  email: "Email",
};
export const de: Texts = {
  next: "Weiter",
  book: "Termin vereinbaren",
  projectType: "Art des Projekts",
  description: "Projektbeschreibung",
  company: "Name des Unternehmens",
  name: "Vor- und Nachname",
  email: "E-Mail",
};

export async function fillAll(dialog: Locator, texts: Texts, data: { email: string; name?: string }) {
  await dialog.getByRole("combobox", { name: texts.projectType }).selectOption("mvp");
  await dialog.getByRole("textbox", { name: texts.description }).fill("A booking app for our three clinics");
  await dialog.getByRole("button", { name: texts.next }).click();
  await dialog.getByRole("textbox", { name: texts.company }).fill("Acme GmbH");
  await dialog.getByRole("button", { name: texts.next }).click();
  await dialog.getByRole("textbox", { name: texts.name }).fill(data.name ?? "Anna Huber");
  await dialog.getByRole("textbox", { name: texts.email }).fill(data.email);
  await dialog.getByRole("button", { name: texts.next }).click();
  await expect(dialog.getByRole("button", { name: texts.book })).toBeVisible();
}

export const toastHost = (page: Page) => page.locator("#agency-toast-host");

/**
 * The spec's ending (the dialog closes, the booking page opens in a new tab) on a page whose
 * markup the test does not own: the site's questionnaire and the docs' example book inside
 * the dialog by default, so the test sets `booking="page"` as a partner would.
 */
export async function bookOnPage(page: Page): Promise<void> {
  await page.locator("agency-questionnaire").evaluateAll((elements) => {
    for (const element of elements) element.setAttribute("booking", "page");
  });
}

/**
 * Clicks a call-to-action of the prerendered page once it is hydrated (a click before
 * hydration has no handler yet), and waits for the dialog.
 */
export async function openFromCta(page: Page, cta: Locator = page.locator("main [data-cta]").first()): Promise<Locator> {
  await page.waitForLoadState("networkidle");
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    if ((await dialog.count()) === 0) await cta.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}
