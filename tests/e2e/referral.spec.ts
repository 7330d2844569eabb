import type { BrowserContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { queryD1, sqlText } from "./d1.ts";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { de, en, fillAll, showForm, slot, uniqueEmail } from "./referral-helpers.ts";

/**
 * The referral form end to end: on our home page in both languages (loaded as it nears
 * the viewport, without moving the page), on a partner page of another origin, failures
 * and accessibility, against `wrangler dev` and its local D1.
 */

const CALENDAR = "https://cal.com/example-agency/consultation";

interface ReferralRow {
  id: string;
  locale: string;
  source: string;
  idempotency_key: string | null;
  name: string;
  email: string;
  company_name: string;
  referral_name: string;
  referral_email: string;
  referral_company: string;
  contact_confirmed: number;
  status: string;
}

/** Reads the referrals of one referrer address through wrangler, as staff would. */
function referralsOf(email: string): ReferralRow[] {
  return queryD1<ReferralRow>(`select * from referrals where email = ${sqlText(email)}`);
}

function mailsFor(leadId: string): { kind: string; lead_id: string }[] {
  return queryD1<{ kind: string; lead_id: string }>(
    `select kind, lead_id from outbox where lead_id = ${sqlText(leadId)} and channel = 'mail' order by created_at, rowid`,
  );
}

const toastHost = (page: Page) => page.locator("#agency-toast-host");

async function interceptCalendar(context: BrowserContext) {
  await context.route("https://cal.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Booking</title><h1>Booking</h1>" }),
  );
}

async function expectNoSeriousViolations(page: Page, state: string) {
  expect(await seriousViolations(page, { include: "#referral-form", state })).toEqual([]);
}

test.describe("referral form on our site", () => {
  test("downloads the forms' shared texts and its own, never the questionnaire's texts or code", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto("/");
    await showForm(page, en);
    const chunks = fetched.filter((path) => path.startsWith("/widgets/chunks/")).map((path) => path.slice("/widgets/chunks/".length));
    expect(chunks.some((file) => /^referral-texts-en-/.test(file))).toBe(true);
    expect(chunks.some((file) => /^texts-en-/.test(file))).toBe(true);
    expect(chunks.filter((file) => /^inquiry-texts-|^questionnaire-/.test(file))).toEqual([]);
    // The shared texts hold no step of the questionnaire.
    const shared = chunks.find((file) => /^texts-en-/.test(file))!;
    const body = await (await page.request.get(`/widgets/chunks/${shared}`)).text();
    expect(body).toContain("Privacy policy");
    expect(body).not.toContain("Review your answers");
    expect(body).not.toContain("This field is required");
    // The field errors come with the lazy boundary, which loads once the browser is idle.
    const outcomes = () => fetched.map((path) => path.slice("/widgets/chunks/".length)).find((file) => /^outcome-texts-en-/.test(file));
    await expect.poll(outcomes).toBeDefined();
    const errors = await (await page.request.get(`/widgets/chunks/${outcomes()}`)).text();
    expect(errors).toContain("This field is required");
  });

  for (const [path, texts, locale] of [
    ["/", en, "en"],
    ["/de/", de, "de"],
  ] as const) {
    test(`${locale}: stores a referral with its notification, shows the success view, then the empty form`, async ({
      page,
      context,
      consoleProblems,
    }) => {
      await interceptCalendar(context);
      await page.goto(path);
      const form = await showForm(page, texts);
      const email = uniqueEmail(locale);
      await fillAll(form, texts, email);
      await form.getByRole("button", { name: texts.submit }).click();

      const heading = slot(page).getByRole("heading", { name: texts.thanks });
      await expect(heading).toBeFocused();
      await expect(slot(page)).toContainText(texts.success);
      const link = slot(page).getByRole("link", { name: texts.schedule });
      const href = new URL((await link.getAttribute("href"))!);
      expect(`${href.origin}${href.pathname}`).toBe(CALENDAR);
      expect(href.searchParams.get("name")).toBe("Max Muster");
      expect(href.searchParams.get("email")).toBe(email);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener");

      const rows = referralsOf(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        locale,
        status: "new",
        contact_confirmed: 1,
        name: "Max Muster",
        company_name: "Muster KG",
        referral_name: "Eva Beispiel",
        referral_email: `eva.${email}`,
        referral_company: "Beispiel AG",
      });
      expect(rows[0]!.id).toMatch(/^ref_/);
      expect(rows[0]!.idempotency_key).toMatch(/^[0-9a-f]{32}$/);
      expect(mailsFor(rows[0]!.id)).toEqual([
        { kind: "referral_notification", lead_id: rows[0]!.id },
        { kind: "referral_acknowledgement", lead_id: rows[0]!.id },
      ]);

      // After 5 s the empty form is back, with the focus in its first field.
      const name = form.getByRole("textbox", { name: texts.name, exact: true });
      await expect(name).toBeVisible({ timeout: 8000 });
      await expect(name).toHaveValue("");
      await expect(name).toBeFocused();
      expect(consoleProblems).toEqual([]);
    });
  }

  for (const [path, texts] of [
    ["/", en],
    ["/de/", de],
  ] as const) {
    test(`${path}: the form's code is not part of the first load, and its arrival moves nothing`, async ({ page }) => {
      for (const width of [1280, 768, 375, 320]) {
        await page.setViewportSize({ width, height: 800 });
        const scripts: string[] = [];
        const record = (r: { resourceType(): string; url(): string }) => {
          if (r.resourceType() === "script") scripts.push(r.url());
        };
        page.on("request", record);
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const isFormCode = (s: string) => /\/widgets\/chunks\/referral-/.test(s);
        expect(scripts.filter(isFormCode)).toEqual([]);
        const top = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
        const before = (await slot(page).boundingBox())!.height;
        const about = await top("#about");
        await showForm(page, texts);
        expect(scripts.some(isFormCode)).toBe(true);
        // The slot had the form's height from the first paint: the sections below stay put,
        // and the form fits in it.
        expect((await slot(page).boundingBox())!.height, `slot height at ${width} px`).toBeCloseTo(before, 0);
        expect(await top("#about"), `#about at ${width} px`).toBeCloseTo(about, 0);
        const natural = await slot(page).evaluate((el) => {
          const card = el.shadowRoot!.querySelector<HTMLElement>(".card")!;
          const style = getComputedStyle(card);
          return card.querySelector<HTMLElement>(".form")!.offsetHeight + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
        });
        expect(natural, `the form's own height at ${width} px`).toBeLessThanOrEqual(before);
        page.off("request", record);
      }
    });
  }

  test("a failed submission keeps every value and shows the failure toast, titled as the questionnaire's", async ({ page }) => {
    await page.route("**/api/referrals", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "internal" }) }),
    );
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text());
    });
    await page.goto("/");
    const form = await showForm(page, en);
    await fillAll(form, en, "max@muster.example");
    await form.getByRole("button", { name: en.submit }).click();

    const alert = toastHost(page).getByRole("alert");
    await expect(alert).toContainText(en.errorTitle);
    await expect(alert).toContainText(en.errorText);
    await expect(form.getByRole("textbox", { name: en.name, exact: true })).toHaveValue("Max Muster");
    await expect(form.getByRole("textbox", { name: en.company })).toHaveValue("Muster KG");
    await expect(form.getByRole("textbox", { name: en.referralEmail })).toHaveValue("eva.max@muster.example");
    await expect(form.getByRole("checkbox", { name: en.confirm })).toBeChecked();
    await expect(form.getByRole("button", { name: en.submit })).toBeEnabled();
    expect(problems.some((p) => p.includes("agency-referral-form: the submission failed (500 internal)"))).toBe(true);
    await expectNoSeriousViolations(page, "after a failure");
  });

  test("a refused address is the field's to say, with no toast; a server failure's toast ends with the next try that goes through", async ({
    page,
    context,
  }) => {
    await interceptCalendar(context);
    // What the browser's rules let through and the API refuses: an address it cannot take.
    let answer: { status: number; body: object } = {
      status: 400,
      body: { error: "validation_failed", fields: { referralEmail: "invalid_email" } },
    };
    await page.route("**/api/referrals", (route) =>
      route.fulfill({ status: answer.status, contentType: "application/json", body: JSON.stringify(answer.body) }),
    );
    await page.goto("/");
    const form = await showForm(page, en);
    const email = uniqueEmail("typo");
    await fillAll(form, en, email);
    const referralEmail = form.getByRole("textbox", { name: en.referralEmail });
    await form.getByRole("button", { name: en.submit }).click();
    await expect(referralEmail).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    const toast = toastHost(page).locator(".toast");
    // The toast would come with the field's message; a second is more than the lazy region needs.
    await page.waitForTimeout(1000);
    await expect(toast).toHaveCount(0);

    // A failure the form cannot explain (the server's own) is a toast; it goes once a try succeeds.
    await referralEmail.fill(`eva.${email}`);
    answer = { status: 500, body: { error: "internal" } };
    await form.getByRole("button", { name: en.submit }).click();
    await expect(toast).toContainText(en.errorTitle);
    await page.unroute("**/api/referrals");
    await form.getByRole("button", { name: en.submit }).click();
    await expect(slot(page).getByRole("heading", { name: en.thanks })).toBeVisible();
    // Well before the error toast's own 10 s.
    await expect(toast).toHaveCount(0, { timeout: 2000 });
  });

  test("axe finds no serious or critical violations on the form, its errors and the success view", async ({ page, context }) => {
    // Three axe runs in one test.
    test.slow();
    await interceptCalendar(context);
    await page.goto("/");
    const form = await showForm(page, en);
    await expectNoSeriousViolations(page, "form");
    await form.getByRole("button", { name: en.submit }).click();
    await expect(form.getByRole("textbox", { name: en.name, exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousViolations(page, "errors");
    await fillAll(form, en, uniqueEmail("axe"));
    await form.getByRole("button", { name: en.submit }).click();
    await expect(slot(page).getByRole("heading", { name: en.thanks })).toBeVisible();
    await expectNoSeriousViolations(page, "success");
  });
});

test.describe("referral form on a partner's site (another origin)", () => {
  test("shows at once and stores the referral with the partner as source", async ({ page, consoleProblems }) => {
    const events: string[] = [];
    await page.exposeFunction("recordEvent", (e: string) => events.push(e));
    await page.addInitScript(() => {
      for (const type of ["agency-referral-submitted", "agency-referral-error"]) {
        document.addEventListener(type, (e) =>
          (window as unknown as { recordEvent(s: string): void }).recordEvent(`${type} ${JSON.stringify((e as CustomEvent).detail)}`),
        );
      }
    });
    await page.goto(`${PARTNER_ORIGIN}/referral.html`);
    const form = page.getByRole("form", { name: en.title });
    await expect(form).toBeVisible();
    await expect(
      page.getByText("Receive a €500 discount on your next project or a €250 gift card once the company you recommend signs a contract."),
    ).toBeVisible();
    // The host page's `all: unset` does not reach into the shadow root.
    expect(await form.getByRole("textbox", { name: en.name, exact: true }).evaluate((el) => getComputedStyle(el).borderStyle)).toBe(
      "solid",
    );

    const email = uniqueEmail("partner");
    await fillAll(form, en, email);
    await form.getByRole("button", { name: en.submit }).click();
    await expect(page.getByRole("heading", { name: en.thanks })).toBeFocused();

    const rows = referralsOf(email);
    expect(rows).toMatchObject([{ source: "partner-e2e", locale: "en", status: "new", contact_confirmed: 1 }]);
    await expect.poll(() => events).toEqual([`agency-referral-submitted ${JSON.stringify({ id: rows[0]!.id })}`]);
    expect(consoleProblems).toEqual([]);
  });

  test("follows <html lang> and its own lang, keeping typed text; elements added later work", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/`);
    await page.waitForFunction(() => window.AgencyWidgets !== undefined);
    await page.evaluate(() => document.body.append(document.createElement("agency-referral-form")));
    // The partner index page is German.
    const name = page.getByRole("textbox", { name: de.name, exact: true });
    await name.fill("Max Muster");
    await page.evaluate(() => document.querySelector("agency-referral-form")!.setAttribute("lang", "en"));
    await expect(page.getByRole("textbox", { name: en.name, exact: true })).toHaveValue("Max Muster");
  });
});
