import type { Locator, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { bookOnPage, en, fillAll, interceptCalendar, openFromCta, toastHost, uniqueEmail } from "./questionnaire-helpers.ts";

/**
 * Toasts with a lifecycle: each ends by itself, one at a time, never over the cookie banner,
 * the floating cookie button, a dialog's controls or a form's submit button, and never
 * pulled into a dialog opened after it.
 */

type Box = { x: number; y: number; width: number; height: number };

const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "the element is rendered").not.toBeNull();
  return found!;
}

async function expectApart(toast: Locator, other: Locator) {
  expect(overlap(await box(toast), await box(other))).toBe(0);
}

/**
 * A failure note where the visitor's eyes are after pressing the button: on screen without
 * scrolling, just above the button in the dialog's pinned footer, with the focus left on
 * the button so that trying again is one press.
 */
async function expectBesideButton(dialog: Locator, note: Locator) {
  const button = dialog.getByRole("button", { name: en.book });
  await expect(note).toBeInViewport();
  await expect(button).toBeInViewport();
  await expect(button).toBeFocused();
  const [noteBox, buttonBox] = [await box(note), await box(button)];
  expect(overlap(noteBox, buttonBox)).toBe(0);
  expect(buttonBox.y - (noteBox.y + noteBox.height), "the note ends just above the button").toBeLessThan(40);
  expect(buttonBox.y - (noteBox.y + noteBox.height)).toBeGreaterThanOrEqual(0);
}

const toastOf = (page: Page) => toastHost(page).locator(".toast");
const consent = (page: Page) => page.locator("agency-cookie-consent");
const banner = (page: Page) => consent(page).getByRole("region", { name: "Cookies on this website" });
const cookieButton = (page: Page) => consent(page).getByRole("button", { name: "Cookie settings" });

/** Clicks the call-to-action until the hydrated page opens the dialog (the tag manager keeps the network busy). */
async function openDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole("dialog");
  await expect(async () => {
    if ((await dialog.count()) === 0) await page.locator("main [data-cta]").first().click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  return dialog;
}

/** The part of the element that has the focus, through the shadow roots. */
const focusedPart = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute("part") ?? active?.localName ?? null;
  });

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test("a consent toast ends by itself, never covers the cookie button, and leaves with a reopened banner", async ({ page }) => {
      await page.goto("/");
      await banner(page).getByRole("button", { name: "Only Functional Cookies" }).click();
      const toast = toastOf(page);
      await expect(toast).toContainText("Only functional cookies accepted");
      await expectApart(toast, cookieButton(page));
      // At the bottom, clear of the page's header and its navigation (on a phone too), inside the viewport.
      await expectApart(toast, page.locator("header").first());
      const shown = await box(toast);
      expect(shown.y).toBeGreaterThan(height / 2);
      expect(shown.y + shown.height).toBeLessThanOrEqual(height);
      // The button is free while the toast shows, not after it has gone: a real click at its
      // place reaches it. On a phone a scroll sends the button aside for a moment (Playwright's
      // own click scrolls first, and under load it retried into that), so wait until it is back.
      await expect(cookieButton(page)).toBeInViewport({ ratio: 1 });
      await expect(toast).toBeVisible();
      const place = await cookieButton(page).boundingBox();
      if (!place) throw new Error("the cookie button has no box");
      await page.mouse.click(place.x + place.width / 2, place.y + place.height / 2);
      await expect(banner(page)).toBeVisible();
      await expect(toast).toHaveCount(0);

      await banner(page).getByRole("button", { name: "Accept All" }).click();
      // On a phone the toast comes up where the banner's button was: a mouse left there
      // holds it like a reader's pointer would (a finger leaves no hover), and it never ends.
      await page.mouse.move(width / 2, 10);
      await expect(toast).toContainText("Cookies accepted");
      const since = Date.now();
      await expect(toast).toHaveCount(0, { timeout: 8000 });
      expect(Date.now() - since).toBeGreaterThan(3500);
    });

    test("a toast never covers the banner, and moves off a form's submit button", async ({ page }) => {
      await page.goto(`${PARTNER_ORIGIN}/all-widgets.html`);
      await expect(banner(page)).toBeVisible();
      await page.waitForFunction(() => window.AgencyWidgets !== undefined);
      await page.evaluate(() => window.AgencyWidgets!.toast({ title: "Saved", description: "Your settings are stored." }));
      await expectApart(toastOf(page), banner(page));

      await banner(page).getByRole("button", { name: "Accept All" }).click();
      const submit = page.locator("agency-referral-form").getByRole("button", { name: "Submit referral" });
      await expect(submit).toBeVisible({ timeout: 15_000 });
      // The submit button where a toast would go: at the bottom, on phones as on desktops.
      await submit.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        window.scrollBy(0, rect.bottom - window.innerHeight + 30);
      });
      await page.evaluate(() => window.AgencyWidgets!.toast({ title: "Saved", description: "Your settings are stored." }));
      await expect(toastOf(page)).toContainText("Saved");
      await expectApart(toastOf(page), submit);
      await expectApart(toastOf(page), cookieButton(page));
      // Scrolling the button under a toast moves the toast.
      await submit.evaluate((el) => {
        const rect = el.getBoundingClientRect();
        window.scrollBy(0, rect.top - 20);
      });
      await expect(async () => expectApart(toastOf(page), submit)).toPass({ timeout: 2000 });
    });

    test("a toast from before the dialog ends when it opens; none shows in the reopened dialog", async ({ page }) => {
      // Accepting loads the tag manager: a stand-in, nothing leaves this machine.
      await page.route("https://www.googletagmanager.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
      await page.goto("/");
      await banner(page).getByRole("button", { name: "Accept All" }).click();
      await expect(toastOf(page)).toContainText("Cookies accepted");
      const dialog = await openDialog(page);
      await expect(toastOf(page)).toHaveCount(0);
      await expect(dialog.locator(".toast")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      const again = await openDialog(page);
      await expect(again.locator(".toast")).toHaveCount(0);
      await expect(toastOf(page)).toHaveCount(0);
    });

    test("an error toast in the dialog leaves its controls free", async ({ page }) => {
      await page.route("**/api/inquiries*", (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "internal" }) }),
      );
      await page.goto("/");
      const dialog = await openFromCta(page);
      await fillAll(dialog, en, { email: "anna@acme.example" });
      await dialog.getByRole("button", { name: en.book }).click();
      const toast = dialog.locator(".toast");
      await expect(toast).toContainText("Something went wrong");
      for (const name of [en.book, "Back", "Close"]) await expectApart(toast, dialog.getByRole("button", { name, exact: true }));
    });

    test("offline, the dialog says so once, beside its button and announced, and no toast covers the form", async ({ page }) => {
      await page.goto("/");
      const dialog = await openFromCta(page);
      await fillAll(dialog, en, { email: "anna@acme.example" });
      await page.route("**/api/inquiries*", (route) => route.abort("internetdisconnected"));
      await dialog.getByRole("button", { name: en.book }).click();
      const offline = "We could not reach our server. Please check your connection and try again.";
      await expect(dialog.locator(".form-error")).toHaveText(offline);
      await expect(dialog.getByRole("alert").filter({ hasText: offline })).toHaveCount(1);
      await expect(page.locator(".toast")).toHaveCount(0);
      await expect(dialog.locator(".toast")).toHaveCount(0);
      await expectBesideButton(dialog, dialog.locator(".form-error"));
    });

    for (const theme of ["light", "dark"] as const) {
      test(`with the connection lost (${theme}), the note is in view beside the button, reads at AA, and a retry is one press`, async ({
        page,
        context,
      }) => {
        await page.emulateMedia({ colorScheme: theme });
        await interceptCalendar(context);
        await page.goto("/");
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const dialog = await openFromCta(page);
        await expect(page.locator("agency-questionnaire")).toHaveAttribute("theme", theme);
        const email = uniqueEmail(`offline-${theme}`);
        await fillAll(dialog, en, { email });
        await bookOnPage(page);
        await context.setOffline(true);
        await dialog.getByRole("button", { name: en.book }).click();
        const note = dialog.locator(".form-error");
        await expect(note).toContainText("could not reach our server");
        await expect(dialog.getByRole("alert").filter({ hasText: "could not reach our server" })).toHaveCount(1);
        await expectBesideButton(dialog, note);
        expect(await seriousViolations(page, { include: "agency-questionnaire" })).toEqual([]);
        // What the visitor typed is still on the summary.
        await expect(dialog).toContainText(email);
        await expect(dialog).toContainText("Acme GmbH");
        // Back online, the focused button sends on one press.
        await context.setOffline(false);
        const booking = context.waitForEvent("page");
        await page.keyboard.press("Enter");
        await expect(dialog).toHaveCount(0);
        await (await booking).close();
      });
    }

    test("the success toast: a clear confirmation with the booking button, off the banner, reachable by Tab", async ({ page, context }) => {
      // A whole questionnaire, a 12 s toast waiting while focused, and a Tab walk through the page.
      test.slow();
      // The page's clock runs as usual until the toast's wait below, which it runs through at once.
      await page.clock.install();
      await interceptCalendar(context);
      await page.goto("/");
      const cta = page.locator("main [data-cta]").first();
      const dialog = await openFromCta(page, cta);
      await fillAll(dialog, en, { email: uniqueEmail("toast") });
      await bookOnPage(page);
      const booking = context.waitForEvent("page");
      await dialog.getByRole("button", { name: en.book }).click();
      await expect(dialog).toHaveCount(0);
      await (await booking).close();

      const toast = toastOf(page);
      await expect(toast).toContainText("Thank you! We have your answers.");
      const action = toast.getByRole("link", { name: "Book a call" });
      await expect(action).toHaveCSS("text-decoration-line", "none");
      expect((await box(action)).height).toBeGreaterThanOrEqual(32);
      // The first visit's banner is still there: the toast keeps off it.
      await expect(banner(page)).toBeVisible();
      await expectApart(toast, banner(page));
      if (width <= 480) expect((await box(toast)).height).toBeLessThan(170);

      // In the page's Tab order: onwards from the call-to-action the focus went back to.
      await expect(cta).toBeFocused();
      let reached = false;
      for (let i = 0; i < 150 && !reached; i++) {
        await page.keyboard.press("Tab");
        reached = (await focusedPart(page)) === "toast-action";
      }
      expect(reached, "Tab reaches the toast's button").toBe(true);
      // Focused, it waits: still there after its whole duration (12 s) and the 5 s for which
      // Tab alone would hold it (run through at once).
      await page.clock.runFor(20_000);
      await expect(action).toBeVisible();
      await toast.getByRole("button", { name: "Dismiss notification" }).click();
      await expect(toast).toHaveCount(0);
    });
  });
}

test("a partner's script can wait for each of the three tags, the referral form before it nears the viewport", async ({ page }) => {
  // The partner's referral page with the form far below the first screen, and a script of the
  // partner's that runs once the deferred loader has (the pattern the guide shows).
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const main = document.querySelector("main");
      if (!main) return;
      observer.disconnect();
      const spacer = document.createElement("section");
      spacer.style.cssText = "display: block; height: 6000px";
      main.before(spacer);
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => {
      const w = window as unknown as Record<string, unknown>;
      const api = w.AgencyWidgets as { ready(tag: string): Promise<CustomElementConstructor> };
      w.before = customElements.get("agency-referral-form") === undefined;
      w.unknown = api.ready("agency-nothing").then(
        () => "resolved",
        (e: Error) => e.name,
      );
      w.waited = api.ready("agency-referral-form").then((cls) => ({
        same: customElements.get("agency-referral-form") === cls,
        top: document.querySelector("agency-referral-form")!.getBoundingClientRect().top,
      }));
      // The other two tags, neither of which this page uses: ready() loads their code too.
      w.others = Promise.all(
        ["agency-questionnaire", "agency-cookie-consent"].map((tag) =>
          api.ready(tag).then((cls) => typeof cls === "function" && customElements.get(tag) === cls),
        ),
      );
    });
  });
  await page.goto(`${PARTNER_ORIGIN}/referral.html`);
  await page.waitForFunction(() => "waited" in window);
  const result = await page.evaluate(async () => {
    const w = window as unknown as {
      before: boolean;
      unknown: Promise<string>;
      waited: Promise<{ same: boolean; top: number }>;
      others: Promise<boolean[]>;
    };
    return { before: w.before, unknown: await w.unknown, waited: await w.waited, others: await w.others };
  });
  expect(result.others).toEqual([true, true]);
  expect(result.before).toBe(true);
  expect(result.unknown).toBe("TypeError");
  expect(result.waited.same).toBe(true);
  expect(result.waited.top).toBeGreaterThan(6000);
});

test("on a phone, a cookie choice made before the page hydrated still shows the cookie button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The banner comes with the widgets' script; the site's own code waits until after the choice.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/index-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/", { waitUntil: "commit" });
  await banner(page).getByRole("button", { name: "Only Functional Cookies" }).click();
  release();
  await page.waitForFunction(() => (window as { __hydrated?: boolean }).__hydrated === true);
  await expect(cookieButton(page)).toBeInViewport({ ratio: 1 });
});
