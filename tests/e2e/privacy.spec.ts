import { readFileSync } from "node:fs";
import { parseWranglerVars } from "../../scripts/wrangler-vars.ts";
import { expect, test } from "./fixtures.ts";

/** The periods the Worker applies, read the way the build reads them. */
const vars = parseWranglerVars(readFileSync("wrangler.toml", "utf8"));

test.describe("privacy policy", () => {
  test("the English page states the retention periods of wrangler.toml", async ({ page, consoleProblems }) => {
    await page.goto("/privacy", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: /Project questionnaire/ })).toContainText(
      `Deleted ${vars.RETENTION_MONTHS} months after the submission.`,
    );
    await expect(table.getByRole("row", { name: /Cookie banner/ })).toContainText(
      `Deleted ${vars.CONSENT_PROOF_MONTHS} months after the choice was made.`,
    );
    expect(consoleProblems).toEqual([]);
  });

  test("with scheduling configured in wrangler.toml, both pages say what goes to Cal.com and when", async ({ page }) => {
    expect(vars.CALCOM_API_URL && vars.CALCOM_EVENT_TYPE_ID, "scheduling is configured locally").toBeTruthy();
    await page.goto("/privacy");
    await expect(page.getByRole("table").getByRole("row", { name: /Calls booked in the questionnaire/ })).toBeVisible();
    await expect(page.locator("main")).toContainText(
      "Only when you pick a time in the questionnaire and book it, our server sends these details to Cal.com, which books the call in our calendar and emails you an invitation.",
    );
    await expect(page.locator("main")).toContainText("The number of your inquiry and a random code that proves the booking is yours");
    await page.goto("/de/datenschutz");
    await expect(page.getByRole("table").getByRole("row", { name: /Im Fragebogen gebuchte Gespräche/ })).toBeVisible();
    await expect(page.locator("main")).toContainText(
      "Nur wenn Sie im Fragebogen einen Zeitpunkt wählen und buchen, sendet unser Server diese Angaben an Cal.com",
    );
  });

  test("the German page lives at /de/datenschutz, and the switchers and footer lead there", async ({ page }) => {
    await page.goto("/privacy", { waitUntil: "networkidle" });
    await page.getByRole("banner").getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/datenschutz$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Datenschutzerklärung");
    await expect(page.getByRole("table").getByRole("row", { name: /Projekt-Fragebogen/ })).toContainText(
      `Wird ${vars.RETENTION_MONTHS} Monate nach dem Absenden gelöscht.`,
    );
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/de/datenschutz",
    );
    await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute("href", "/privacy");
  });

  test("the footer link navigates there client-side in both languages", async ({ page, consoleProblems }) => {
    for (const [start, name, url, h1] of [
      ["/", "Privacy Policy", /\/privacy$/, "Privacy policy"],
      ["/de/", "Datenschutzerklärung", /\/de\/datenschutz$/, "Datenschutzerklärung"],
    ] as const) {
      await page.goto(start, { waitUntil: "networkidle" });
      await page.getByRole("contentinfo").getByRole("link", { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.getByRole("heading", { name: /Retention at a glance|Speicherdauer auf einen Blick/ })).toBeVisible();
    }
    expect(consoleProblems).toEqual([]);
  });
});
