import type { BrowserContext, Locator, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { queryD1, sqlText } from "./d1.ts";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import {
  bookOnPage,
  de,
  en,
  fillAll,
  interceptCalendar,
  openFromCta,
  type Texts,
  toastHost,
  uniqueEmail,
} from "./questionnaire-helpers.ts";

/**
 * The project questionnaire end to end: our site in both languages, a partner page on
 * another origin, keyboard only, failures and accessibility, against `wrangler dev` and
 * its local D1. The booking page is external: it is intercepted, never fetched.
 */

const CALENDAR = "https://cal.com/example-agency/consultation";

interface InquiryRow {
  id: string;
  locale: string;
  source: string;
  idempotency_key: string | null;
  project_type: string;
  project_description: string;
  company_name: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
}

/** Reads the leads of one address through wrangler, as staff would. */
function inquiriesOf(email: string): InquiryRow[] {
  return queryD1<InquiryRow>(`select * from project_inquiries where contact_email = ${sqlText(email)}`);
}

async function submitAndExpectBooking(page: Page, context: BrowserContext, dialog: Locator, texts: Texts, email: string) {
  await bookOnPage(page);
  const newTab = context.waitForEvent("page");
  await dialog.getByRole("button", { name: texts.book }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const tab = await newTab;
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  expect(`${url.origin}${url.pathname}`).toBe(CALENDAR);
  expect(url.searchParams.get("name")).toBe("Anna Huber");
  expect(url.searchParams.get("email")).toBe(email);
  // The fallback when a browser blocks the late window.open: the same link in the toast.
  const link = toastHost(page).getByRole("link");
  await expect(link).toHaveAttribute("href", tab.url());
  await tab.close();
}

test.describe("questionnaire on our site", () => {
  test("English: every call-to-action opens it; a lead is stored and the booking page opens prefilled", async ({
    page,
    context,
    consoleProblems,
  }) => {
    await interceptCalendar(context);
    await page.goto("/");
    const cta = page.locator("main [data-cta]").first();
    const dialog = await openFromCta(page, cta);
    await expect(dialog).toHaveAccessibleName("Tell us about your project");
    await expect(dialog).toContainText("Step 1 of 4");
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(600);

    const email = uniqueEmail("en");
    await fillAll(dialog, en, { email });
    await expect(dialog.getByRole("region", { name: "Company" })).toContainText("Industry-");
    await submitAndExpectBooking(page, context, dialog, en, email);
    await expect(toastHost(page).getByRole("status")).toContainText("Thank you! We have your answers.");
    await expect(cta).toBeFocused();

    const rows = inquiriesOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      locale: "en",
      project_type: "mvp",
      project_description: "A booking app for our three clinics",
      company_name: "Acme GmbH",
      contact_name: "Anna Huber",
      contact_phone: "",
    });
    expect(rows[0]!.id).toMatch(/^inq_/);
    expect(rows[0]!.idempotency_key).toMatch(/^[0-9a-f]{32}$/);
    expect(consoleProblems).toEqual([]);
  });

  test("German: the same flow in German, stored with locale de", async ({ page, context }) => {
    await interceptCalendar(context);
    await page.goto("/de/");
    const dialog = await openFromCta(page);
    await expect(dialog).toHaveAccessibleName("Erzählen Sie uns von Ihrem Projekt");
    await expect(dialog).toContainText("Schritt 1 von 4");
    await dialog.getByRole("button", { name: "Weiter" }).click();
    await expect(dialog.getByRole("textbox", { name: "Projektbeschreibung" })).toBeFocused();
    await expect(dialog).toContainText("Dieses Feld ist erforderlich");

    const email = uniqueEmail("de");
    await fillAll(dialog, de, { email });
    await submitAndExpectBooking(page, context, dialog, de, email);
    await expect(toastHost(page).getByRole("status")).toContainText("Vielen Dank!");
    expect(inquiriesOf(email)).toMatchObject([{ locale: "de", contact_name: "Anna Huber" }]);
  });

  test("the dialog's code waits for the visitor's intent, not only for the page's load", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      const chunk = /\/widgets\/chunks\/(questionnaire|first-touch)-/.exec(r.url())?.[1];
      if (chunk) fetched.push(chunk);
    });
    await page.goto("/", { waitUntil: "networkidle" });
    // Idle after load: neither the dialog's code nor (without analytics consent) the first-touch recorder.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);
    // Pointing at a call-to-action starts the download; the click opens the dialog.
    await page.locator("main [data-cta]").first().hover();
    await expect.poll(() => fetched).toEqual(["questionnaire"]);
    await openFromCta(page);
    expect(fetched).toEqual(["questionnaire"]);
  });

  test("a failed save keeps the dialog and everything typed, with an error toast", async ({ page }) => {
    await page.route("**/api/inquiries*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "internal" }) }),
    );
    await page.goto("/");
    const dialog = await openFromCta(page);
    await fillAll(dialog, en, { email: "anna@acme.example" });
    await dialog.getByRole("button", { name: "Book Appointment" }).click();

    // The modal dialog shows the toast itself (the page's region sits under its backdrop).
    const alert = dialog.getByRole("alert").filter({ hasText: "Something went wrong" });
    await expect(alert).toContainText("Something went wrong");
    await expect(alert).toContainText("We could not save your details. Please try again.");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Book Appointment" })).toBeEnabled();
    await expect(dialog.getByRole("region", { name: "Contact" })).toContainText("anna@acme.example");
    await alert.getByRole("button", { name: "Dismiss notification" }).click();
    await expect(alert).toHaveCount(0);

    // The draft survives closing and a reload of the page.
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await openFromCta(page);
    await expect(page.getByRole("dialog", { name: "Review your answers" })).toContainText("A booking app for our three clinics");
  });

  test("keyboard only: open, fill every step, submit, and focus comes back", async ({ page, context }) => {
    await interceptCalendar(context);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const cta = page.locator("main [data-cta]").first();
    // Reach the call-to-action with Tab like a keyboard user.
    for (let i = 0; i < 40 && !(await cta.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(cta).toBeFocused();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("combobox", { name: "Project type" })).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.type("An internal tool for our warehouse");
    // On past the step's optional fields, however many it has, to Next.
    const next = dialog.getByRole("button", { name: "Next" });
    for (let i = 0; i < 10 && !(await next.evaluate((el) => el === (el.getRootNode() as Document | ShadowRoot).activeElement)); i++)
      await page.keyboard.press("Tab");
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("textbox", { name: "Company name" })).toBeFocused();
    await page.keyboard.type("Acme GmbH");
    await page.keyboard.press("Enter");
    // The contact step opens on its first field, the optional salutation; Tab goes on to the name.
    await expect(dialog.getByRole("combobox", { name: "Salutation" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("textbox", { name: "Full name" })).toBeFocused();
    await page.keyboard.type("Anna Huber");
    await page.keyboard.press("Tab");
    const email = uniqueEmail("kbd");
    await page.keyboard.type(email);
    await page.keyboard.press("Enter");
    await expect(dialog).toHaveAccessibleName("Review your answers");
    const book = dialog.getByRole("button", { name: "Book Appointment" });
    const focusedText = () => page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.textContent ?? "");
    for (let i = 0; i < 10 && (await focusedText()) !== "Book Appointment"; i++) await page.keyboard.press("Tab");
    await expect(book).toBeFocused();
    await bookOnPage(page);
    const newTab = context.waitForEvent("page");
    await page.keyboard.press("Enter");
    await (await newTab).close();
    await expect(dialog).toHaveCount(0);
    await expect(cta).toBeFocused();
    expect(inquiriesOf(email)).toMatchObject([{ project_type: "mvp", company_name: "Acme GmbH" }]);
  });

  test("focus is trapped, Escape closes and focus returns to the opener", async ({ page }) => {
    await page.goto("/");
    const cta = page.locator("main [data-cta]").first();
    const dialog = await openFromCta(page, cta);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.closest("dialog[open]") != null);
      expect(inside).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(cta).toBeFocused();
  });

  test("fits a 320 px wide phone without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    const dialog = await openFromCta(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeLessThanOrEqual(320);
    const next = dialog.getByRole("button", { name: "Next" });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport();
  });

  test("works at 200% zoom: a 1280x800 laptop shows 640x400 CSS pixels", async ({ page }) => {
    // Browser zoom shrinks the CSS viewport; deviceScaleFactor 2 renders it like 200 %.
    await page.setViewportSize({ width: 640, height: 400 });
    // A returning visitor: the cookie choice is made, no banner over the page.
    await page.addInitScript(() => {
      const choice = {
        functional: true,
        analytics: false,
        revision: 1,
        timestamp: new Date().toISOString(),
        consentId: "0b7e2c4e-8f1a-4c3b-9d2e-1a2b3c4d5e6f",
      };
      localStorage.setItem("cookie-preferences", JSON.stringify(choice));
    });
    await page.goto("/");
    const dialog = await openFromCta(page);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(640);
    // The step scrolls inside the dialog; every control stays reachable and nothing scrolls sideways.
    await dialog.getByRole("textbox", { name: en.description }).fill("An app");
    const next = dialog.getByRole("button", { name: en.next });
    await next.scrollIntoViewIfNeeded();
    await expect(next).toBeInViewport();
    await next.click();
    await expect(dialog.getByRole("textbox", { name: en.company })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("axe finds no serious or critical violations on any step", async ({ page }) => {
    // Five axe runs in one test, each a few seconds on a loaded 2-core machine.
    test.slow();
    await page.goto("/");
    const dialog = await openFromCta(page);
    const check = async (step: string) => {
      await expect(dialog).toHaveAttribute("data-step", step);
      expect(await seriousViolations(page, { state: step })).toEqual([]);
    };
    await check("project-details");
    await dialog.getByRole("button", { name: "Next" }).click(); // with errors shown
    await check("project-details");
    await dialog.getByRole("textbox", { name: "Project description" }).fill("An app");
    await dialog.getByRole("button", { name: "Next" }).click();
    await check("company-info");
    await dialog.getByRole("textbox", { name: "Company name" }).fill("Acme");
    await dialog.getByRole("button", { name: "Next" }).click();
    await check("contact-info");
    await dialog.getByRole("textbox", { name: "Full name" }).fill("Anna");
    await dialog.getByRole("textbox", { name: "Email" }).fill("anna@acme.example");
    await dialog.getByRole("button", { name: "Next" }).click();
    await check("summary");
  });
});

test.describe("questionnaire on a partner's site (another origin)", () => {
  test("opens through data-agency-questionnaire and stores the lead with the partner as source", async ({
    page,
    context,
    consoleProblems,
  }) => {
    await interceptCalendar(context);
    const events: string[] = [];
    await page.exposeFunction("recordEvent", (e: string) => events.push(e));
    await page.addInitScript(() => {
      for (const type of ["agency-questionnaire-open", "agency-questionnaire-close", "agency-questionnaire-submitted"]) {
        document.addEventListener(type, (e) =>
          (window as unknown as { recordEvent(s: string): void }).recordEvent(
            `${type} ${JSON.stringify((e as CustomEvent).detail ?? null)}`,
          ),
        );
      }
    });
    await page.goto(`${PARTNER_ORIGIN}/questionnaire.html`);
    const trigger = page.getByRole("button", { name: "Start your project" });
    await trigger.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName("Tell us about your project");
    await expect(page.locator("agency-questionnaire")).toHaveAttribute("open", "");
    // The host page's `all: unset` does not reach into the shadow root.
    expect(await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    const box = await dialog.boundingBox();
    expect(box!.width).toBeGreaterThan(300);

    const email = uniqueEmail("partner");
    await fillAll(dialog, en, { email });
    await submitAndExpectBooking(page, context, dialog, en, email);
    await expect(page.locator("agency-questionnaire")).not.toHaveAttribute("open");
    await expect(trigger).toBeFocused();

    const rows = inquiriesOf(email);
    expect(rows).toMatchObject([{ source: "partner-e2e", locale: "en", company_name: "Acme GmbH" }]);
    await expect
      .poll(() => events)
      .toEqual([
        "agency-questionnaire-open null",
        `agency-questionnaire-submitted ${JSON.stringify({ id: rows[0]!.id })}`,
        "agency-questionnaire-close null",
      ]);
    expect(consoleProblems).toEqual([]);
  });

  test("triggers and elements added after the loader ran work, in the language they ask for", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/`);
    await page.waitForFunction(() => window.AgencyWidgets !== undefined);
    await page.evaluate(() => {
      const el = document.createElement("agency-questionnaire");
      el.id = "late";
      el.setAttribute("lang", "en");
      document.body.append(el);
      const button = document.createElement("button");
      button.textContent = "Late trigger";
      button.setAttribute("data-agency-questionnaire", "late");
      document.body.append(button);
    });
    await page.getByRole("button", { name: "Late trigger" }).click();
    const dialog = page.getByRole("dialog", { name: "Tell us about your project" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("textbox", { name: "Project description" }).fill("Kept across languages");
    // The element's lang wins over <html lang="de">; removing it follows the page, text stays.
    await page.evaluate(() => document.getElementById("late")!.removeAttribute("lang"));
    await expect(page.getByRole("dialog", { name: "Erzählen Sie uns von Ihrem Projekt" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Projektbeschreibung" })).toHaveValue("Kept across languages");
    await page.evaluate(() => document.querySelector<HTMLElement & { close(): void }>("#late")!.close());
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("an element given `open` before its code arrived loads it and opens, with no trigger touched", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/`);
    await page.waitForFunction(() => window.AgencyWidgets !== undefined);
    // Added closed (nothing loads), then opened by the page's own script.
    await page.evaluate(() => {
      const el = document.createElement("agency-questionnaire");
      el.setAttribute("lang", "en");
      document.body.append(el);
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => customElements.get("agency-questionnaire"))).toBeUndefined();
    await page.evaluate(() => document.querySelector("agency-questionnaire")!.setAttribute("open", ""));
    await expect(page.getByRole("dialog", { name: "Tell us about your project" })).toBeVisible();
  });
});
