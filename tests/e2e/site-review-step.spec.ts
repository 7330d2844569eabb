import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import * as questionnaire from "./questionnaire-helpers.ts";

/**
 * The review step's privacy line is read in full: the scroll shadow that hints at more
 * answers below never lies over it, at desktop and phone width, in both themes and languages.
 */

const sizes = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function openReview(page: Page, locale: "en" | "de"): Promise<Locator> {
  await page.goto(locale === "de" ? "/de/" : "/");
  const dialog = await questionnaire.openFromCta(page);
  await questionnaire.fillAll(dialog, locale === "de" ? questionnaire.de : questionnaire.en, {
    email: questionnaire.uniqueEmail("review"),
  });
  return dialog;
}

/** What the page shows at the centre of the privacy line, seen through the dialog's shadow root. */
async function hitAtCentre(note: Locator): Promise<boolean> {
  return note.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const root = el.getRootNode() as Document | ShadowRoot;
    const hit = root.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

for (const locale of ["en", "de"] as const) {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const size of sizes) {
      test(`the privacy line on the review step is fully visible: ${locale}, ${colorScheme}, ${size.width}px`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.emulateMedia({ colorScheme });
        const dialog = await openReview(page, locale);
        const note = dialog.locator('[part="privacy-note"]');
        await expect(note).toBeVisible();
        expect(await hitAtCentre(note)).toBe(true);
        // Still clear of the shadow after the answers are scrolled to their end.
        await dialog.locator('[part="body"]').evaluate((body) => body.scrollTo(0, body.scrollHeight));
        expect(await hitAtCentre(note)).toBe(true);
      });
    }
  }
}
