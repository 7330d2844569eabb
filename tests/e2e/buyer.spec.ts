import type { Locator } from "@playwright/test";
import { queryD1, sqlText } from "./d1.ts";
import { expect, test } from "./fixtures.ts";
import { sentTo, waitForMessage } from "./mail-catcher.ts";
import * as questionnaire from "./questionnaire-helpers.ts";

/**
 * What a buyer tells the questionnaire on its contact step (salutation, role, what they
 * need first) reaches D1, the agency's mail and the greeting of their acknowledgement.
 */

const AGENCY = "hello@example.com";

/** The contact step's optional answers, in German, before going on to the summary. */
async function fillBuyer(dialog: Locator, email: string) {
  const texts = questionnaire.de;
  await dialog.getByRole("combobox", { name: texts.projectType }).selectOption("internal");
  await dialog.getByRole("textbox", { name: texts.description }).fill("Ein internes Werkzeug für den Einkauf");
  await dialog.getByRole("button", { name: texts.next }).click();
  await dialog.getByRole("textbox", { name: texts.company }).fill("Wimmer Handel GmbH");
  await dialog.getByRole("button", { name: texts.next }).click();
  await dialog.getByRole("combobox", { name: "Anrede" }).selectOption("ms");
  await dialog.getByRole("textbox", { name: texts.name }).fill("Dr. Claudia Wimmer");
  await dialog.getByRole("textbox", { name: texts.email }).fill(email);
  await dialog.getByRole("textbox", { name: "Funktion" }).fill("Leiterin Digital");
  await dialog.getByRole("combobox", { name: "Was Ihnen zuerst hilft" }).selectOption("dpa");
  await dialog.getByRole("button", { name: texts.next }).click();
  await expect(dialog.getByRole("button", { name: texts.book })).toBeVisible();
}

test("a German buyer: salutation, role and first need reach D1 and the staff mail, and the acknowledgement greets her formally", async ({
  page,
  context,
  request,
}) => {
  await questionnaire.interceptCalendar(context);
  await page.goto("/de/");
  const dialog = await questionnaire.openFromCta(page);
  const email = questionnaire.uniqueEmail("buyer");
  await fillBuyer(dialog, email);
  await questionnaire.bookOnPage(page);
  await dialog.getByRole("button", { name: questionnaire.de.book }).click();
  await expect(questionnaire.toastHost(page).getByRole("status")).toContainText("Vielen Dank!");

  const rows = queryD1<{ salutation: string; contact_role: string; first_need: string }>(
    `select salutation, contact_role, first_need from project_inquiries where contact_email = ${sqlText(email)}`,
  );
  expect(rows).toEqual([{ salutation: "ms", contact_role: "Leiterin Digital", first_need: "dpa" }]);

  const agency = await waitForMessage(request, (m) => sentTo(AGENCY)(m) && m.replyTo?.email === email);
  expect(agency.text).toContain("Anrede: Frau");
  expect(agency.text).toContain("Funktion: Leiterin Digital");
  expect(agency.text).toMatch(/^Was Ihnen zuerst hilft: .*AVV/m);

  const acknowledgement = await waitForMessage(request, sentTo(email));
  expect(acknowledgement.text.startsWith("Sehr geehrte Frau Dr. Wimmer,")).toBe(true);
  // Our own labels for what she chose; nothing she typed besides the name.
  expect(acknowledgement.text).not.toContain("Leiterin Digital");
  // No field left as "Label: -" (the booking link's random token may itself end in "-").
  expect(acknowledgement.text.split("\n").filter((line) => /:\s+-$/.test(line))).toEqual([]);
});

test("a trigger's data-first-need opens the questionnaire with that request noted", async ({ page }) => {
  await page.goto("/for-it-and-procurement");
  const cta = page.locator('main [data-cta][data-first-need="references"]').first();
  const dialog = await questionnaire.openFromCta(page, cta);
  await dialog.getByRole("textbox", { name: questionnaire.en.description }).fill("References, please");
  await dialog.getByRole("button", { name: questionnaire.en.next }).click();
  await expect(dialog.getByRole("link", { name: /for IT and procurement/i })).toHaveAttribute("href", /\/for-it-and-procurement$/);
  await dialog.getByRole("textbox", { name: questionnaire.en.company }).fill("Acme GmbH");
  await dialog.getByRole("button", { name: questionnaire.en.next }).click();
  await expect(dialog.getByRole("combobox", { name: "What would help you first" })).toHaveValue("references");
});
