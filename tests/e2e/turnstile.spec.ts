import { expect, test } from "./fixtures.ts";
import { bookOnPage, de, en, fillAll, interceptCalendar, openFromCta, uniqueEmail } from "./questionnaire-helpers.ts";

/**
 * The questionnaire with Cloudflare Turnstile switched on. Nothing reaches Cloudflare:
 * `/api/config` answers with Cloudflare's documented always-pass test site key, and the
 * widget script is a stand-in that renders a box and hands over Cloudflare's documented
 * dummy token. (The Worker's siteverify call is tested in workerd with the test secrets.)
 */
const TEST_SITE_KEY = "1x00000000000000000000AA";
const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

const STAND_IN = `
window.turnstile = {
  render(container, options) {
    const box = document.createElement("div");
    box.textContent = "Security check (stand-in) " + options.sitekey + " " + options.language;
    box.setAttribute("data-turnstile-stand-in", "");
    container.append(box);
    setTimeout(() => {
      options.callback(${JSON.stringify(DUMMY_TOKEN)});
      box.textContent += " (passed)";
    }, 50);
    return "widget-1";
  },
  reset() {},
  remove() {},
};`;

test("with Turnstile configured the questionnaire renders the check on its last step and sends its token", async ({ page, context }) => {
  await interceptCalendar(context);
  await page.route("**/api/config", (route) => route.fulfill({ json: { turnstile: { siteKey: TEST_SITE_KEY } } }));
  await page.route("https://challenges.cloudflare.com/turnstile/v0/api.js**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: STAND_IN }),
  );
  const sent: Record<string, unknown>[] = [];
  await page.route("**/api/inquiries*", async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.continue();
  });

  await page.goto("/");
  const dialog = await openFromCta(page);
  await fillAll(dialog, en, { email: uniqueEmail("turnstile") });
  // A press before the check has passed is refused with a note (a submission needs its token).
  await expect(dialog.getByText(`Security check (stand-in) ${TEST_SITE_KEY} en (passed)`)).toBeVisible();
  await bookOnPage(page);
  const newTab = context.waitForEvent("page");
  await dialog.getByRole("button", { name: en.book }).click();
  await (await newTab).close();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ turnstileToken: DUMMY_TOKEN, email: expect.stringContaining("@acme.example") });
});

test("a refused bot check keeps everything typed and asks for a fresh check", async ({ page }) => {
  await page.route("**/api/config", (route) => route.fulfill({ json: { turnstile: { siteKey: TEST_SITE_KEY } } }));
  await page.route("https://challenges.cloudflare.com/turnstile/v0/api.js**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: STAND_IN }),
  );
  await page.route("**/api/inquiries*", (route) => route.fulfill({ status: 403, json: { error: "bot_check_failed" } }));
  await page.goto("/de/");
  const dialog = await openFromCta(page);
  await fillAll(dialog, de, { email: "anna@acme.example" });
  await expect(dialog.getByText(/Security check \(stand-in\) .* de \(passed\)/)).toBeVisible();
  await dialog.getByRole("button", { name: "Termin vereinbaren" }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Sicherheitsprüfung" })).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Kontakt" })).toContainText("anna@acme.example");
});
