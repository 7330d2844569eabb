import type { Page } from "@playwright/test";
import { queryD1, sqlText } from "./d1.ts";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { en, fillAll, interceptCalendar, toastHost, uniqueEmail } from "./questionnaire-helpers.ts";

/**
 * The kit on pages like the ones partners really run, from another origin: a WordPress-like
 * page whose blocks can only make links, an inline questionnaire sized by the page, the
 * page's own modal around the dialog, a single-page app's navigation and an origin the
 * API does not allow.
 */

const dialogOf = (page: Page) => page.locator("agency-questionnaire").getByRole("dialog");

test.describe("a link to #agency-questionnaire", () => {
  test("opens the dialog on click, chooses the link's project type, and leaves the address and the scroll alone", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${PARTNER_ORIGIN}/wordpress.html`);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole("link", { name: "Build an MVP" }).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: en.projectType })).toHaveValue("mvp");
    expect(new URL(page.url()).hash).toBe("");
    expect(await page.evaluate(() => [scrollY, history.length])).toEqual([0, entries]);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.getByRole("link", { name: "Start your project" }).click();
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).hash).toBe("");
    expect(consoleProblems).toEqual([]);
  });

  test("opens the dialog when the page loads with it, and the address drops it", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/wordpress.html#agency-questionnaire?project-type=landing`);
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: en.projectType })).toHaveValue("landing");
    expect(page.url()).toBe(`${PARTNER_ORIGIN}/wordpress.html`);
  });

  test("an ordinary anchor stays the page's", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/wordpress.html`);
    await page.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(page.locator("agency-questionnaire")).toHaveCount(0);
  });
});

test.describe("a long page with a sticky header, an inline questionnaire and a referral form", () => {
  /** Where the inline questionnaire's top is, and what inside it has the focus. */
  const inlineState = (page: Page) =>
    page.evaluate(() => {
      const q = document.querySelector("agency-questionnaire")!;
      return { top: Math.round(q.getBoundingClientRect().top), focused: q.shadowRoot?.activeElement?.localName ?? null };
    });

  test("scrolls to the only (inline) questionnaire, clear of the header, and focuses its first field; the page's own anchors stay its own", async ({
    page,
    consoleProblems,
  }) => {
    await page.goto(`${PARTNER_ORIGIN}/sticky-inline.html`);
    await page.getByRole("link", { name: "Start your project" }).click();
    // --agency-scroll-margin-top: 96px keeps the form below the 80 px header.
    await expect.poll(async () => (await inlineState(page)).top).toBe(96);
    expect(["input", "select", "textarea"]).toContain((await inlineState(page)).focused);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe("");

    await page.getByRole("link", { name: "Questions about the form" }).click();
    await expect(page).toHaveURL(/#agency-questionnaire-faq$/);
    await expect(page.locator("agency-questionnaire")).toHaveCount(1);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test("a failed submit of the referral form focuses its first field, which keeps the page's header height free above it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(`${PARTNER_ORIGIN}/sticky-inline.html`);
    const form = page.locator("agency-referral-form");
    const submit = form.getByRole("button", { name: "Submit referral" });
    // Its code loads as it comes near the viewport.
    await form.evaluate((el) => el.scrollIntoView());
    await submit.scrollIntoViewIfNeeded();
    // The form is taller than the window under the header: its first field is out of sight above.
    expect(await form.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(0);
    await submit.click();
    const focused = () =>
      form.evaluate((el) => {
        const field = el.shadowRoot?.activeElement;
        if (!field) return null;
        return { top: Math.round(field.getBoundingClientRect().top), margin: getComputedStyle(field).scrollMarginTop };
      });
    // Chromium centres a focused field, so the margin is what a browser that scrolls it to the top keeps free.
    await expect.poll(focused).toMatchObject({ margin: "96px" });
    expect((await focused())!.top).toBeGreaterThanOrEqual(96);
  });

  test("opens the dialog when the page has a dialog-mode questionnaire besides the inline one", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/sticky-inline.html`);
    await page.evaluate(() => document.body.append(document.createElement("agency-questionnaire")));
    await page.getByRole("link", { name: "Start your project" }).click();
    await expect(page.locator("agency-questionnaire:not([mode])").getByRole("dialog")).toBeVisible();
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect((await inlineState(page)).focused).toBeNull();
  });
});

test.describe("a trigger the inline questionnaire cannot answer, on a page with no dialog-mode one", () => {
  /** The questionnaire the loader made for the dialog, its dialog, and whether the inline one got the focus. */
  const opened = (page: Page) => ({
    dialog: page.locator("agency-questionnaire:not([mode])").getByRole("dialog"),
    inlineFocused: () => page.locator("agency-questionnaire[mode=inline]").evaluate((q) => q.shadowRoot?.activeElement != null),
  });

  test("inside the page's own aria-modal modal, it opens a dialog with the inline one's settings", async ({ page, consoleProblems }) => {
    await page.goto(`${PARTNER_ORIGIN}/modal-inline.html`);
    await page.getByRole("button", { name: "Contact us" }).click();
    await page.getByRole("dialog", { name: "Contact" }).getByRole("link", { name: "Start your project" }).click();
    const { dialog, inlineFocused } = opened(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: en.projectType })).toBeFocused();
    expect(await inlineFocused()).toBe(false);
    expect(await page.locator("agency-questionnaire:not([mode])").getAttribute("booking")).toBe("page");
    expect(consoleProblems).toEqual([]);
  });

  test("from an overlay whose backdrop covers the inline one, it opens a dialog too", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/modal-inline.html`);
    await page.getByRole("button", { name: "Our offer" }).click();
    await page.getByRole("button", { name: "Get an estimate" }).click();
    const { dialog, inlineFocused } = opened(page);
    await expect(dialog).toBeVisible();
    expect(await inlineFocused()).toBe(false);
  });

  test("with the overlay closed, the same trigger still goes to the inline one", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/modal-inline.html`);
    await page.evaluate(() => document.body.prepend(document.querySelector("[data-agency-questionnaire]")!));
    // The inline form is near the viewport, so its code loads with the page: wait for it, as the covered case could not.
    await expect(page.locator("agency-questionnaire").getByRole("combobox", { name: en.projectType })).toBeVisible();
    await page.getByRole("button", { name: "Get an estimate" }).click();
    await expect.poll(opened(page).inlineFocused).toBe(true);
    await expect(page.locator("agency-questionnaire")).toHaveCount(1);
  });
});

test("a React-like app's properties set before the loader defined the tag count: the lead carries the hidden fields object", async ({
  page,
  context,
  consoleProblems,
}) => {
  await interceptCalendar(context);
  const sent: { hiddenFields?: unknown }[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname.endsWith("/api/inquiries"))
      sent.push(r.postDataJSON() as { hiddenFields?: unknown });
  });
  await page.goto(`${PARTNER_ORIGIN}/react.html`);
  await page.getByRole("button", { name: "Start your project" }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await fillAll(dialog, en, { email: uniqueEmail("react") });
  await dialog.getByRole("button", { name: en.book }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your reference:" })).toBeVisible();
  const id = (await page.getByRole("status").filter({ hasText: "reference" }).textContent())!.split(": ")[1]!;
  expect(sent).toHaveLength(1);
  expect(sent[0]!.hiddenFields).toEqual({ plan: "pro", seats: "5" });
  const [stored] = queryD1<{ hidden_fields: string }>(`select hidden_fields from project_inquiries where id = ${sqlText(id)}`);
  expect(JSON.parse(stored!.hidden_fields)).toEqual({ plan: "pro", seats: "5" });
  expect(consoleProblems).toEqual([]);
});

test("the inline questionnaire is a block: the page's max-width and margin on the element apply", async ({ page }) => {
  await page.goto(`${PARTNER_ORIGIN}/inline-box.html`);
  const panel = page.locator("agency-questionnaire").getByRole("button", { name: en.next });
  await expect(panel).toBeVisible();
  const [host, viewport] = await page.evaluate(() => {
    const box = document.querySelector("agency-questionnaire")!.getBoundingClientRect();
    return [{ x: box.x, width: box.width, top: box.top + scrollY }, innerWidth];
  });
  expect(host.width).toBeLessThanOrEqual(400);
  expect(host.width).toBeGreaterThan(300);
  // Centred by margin: auto, 48 px below the heading.
  expect(Math.abs(host.x - (viewport - host.width) / 2)).toBeLessThanOrEqual(1);
  const heading = await page.getByRole("heading", { level: 1 }).boundingBox();
  expect(host.top - (heading!.y + heading!.height)).toBeGreaterThanOrEqual(47);
  const panelBox = await page.locator("agency-questionnaire").locator('[part~="inline"]').first().boundingBox();
  expect(panelBox!.width).toBeLessThanOrEqual(400);
});

test.describe("toasts", () => {
  test("a toast leaves the inline questionnaire's Next clickable", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${PARTNER_ORIGIN}/inline.html`);
    const next = page.locator("agency-questionnaire").getByRole("button", { name: en.next });
    await expect(next).toBeVisible();
    // Next (at the panel's right end) sits where a toast shows, at the bottom right.
    const bottom = await next.evaluate((button) => button.getBoundingClientRect().bottom);
    await page.setViewportSize({ width: 1280, height: Math.round(bottom + 24) });
    await page.evaluate(() => window.AgencyWidgets!.toast({ title: "Saved", description: "Your draft is kept.", duration: 20_000 }));
    const toast = toastHost(page).locator(".toast");
    await expect(toast).toBeVisible();
    const nextIsOnTop = () =>
      next.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)?.localName;
      });
    await expect.poll(nextIsOnTop).toBe("agency-questionnaire");
    await expect(toast).toBeVisible();
  });

  test("a toast moves when a control appears under it", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/inline-box.html`);
    await page.evaluate(() => window.AgencyWidgets!.toast({ title: "Saved", duration: 20_000 }));
    await expect(toastHost(page).locator(".toast")).toBeVisible();
    await page.evaluate(() => {
      const form = document.createElement("form");
      form.style.cssText = "position: fixed; bottom: 0; right: 0; width: 480px; height: 140px; margin: 0";
      form.innerHTML = '<button type="submit" style="width: 100%; height: 100%">Subscribe</button>';
      document.body.append(form);
    });
    const hit = () => page.evaluate(() => document.elementFromPoint(innerWidth - 100, innerHeight - 60)?.textContent);
    await expect.poll(hit).toBe("Subscribe");
  });

  test("a single-page app's navigation ends the toast of the page before", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/inline-box.html`);
    const toast = toastHost(page).locator(".toast");
    const show = (title: string) => page.evaluate((t) => window.AgencyWidgets!.toast({ title: t, duration: 20_000 }), title);

    await show("Thanks for subscribing");
    await expect(toast).toContainText("Thanks for subscribing");
    // A hash of the same page is the same view.
    await page.evaluate(() => history.pushState(null, "", "#top"));
    await expect(toast).toBeVisible();
    await page.evaluate(() => history.pushState({ page: 2 }, "", "/pricing"));
    await expect(toast).toHaveCount(0);

    await show("Saved on pricing");
    await expect(toast).toContainText("Saved on pricing");
    await page.goBack();
    await expect(toast).toHaveCount(0);
  });

  test("no toast from the page shows inside an open dialog", async ({ page }) => {
    await page.goto(`${PARTNER_ORIGIN}/wordpress.html`);
    await page.getByRole("link", { name: "Start your project" }).click();
    const dialog = dialogOf(page);
    await expect(dialog).toBeVisible();
    await page.evaluate(() => window.AgencyWidgets!.toast({ title: "Cookies accepted", duration: 20_000 }));
    await expect(page.getByText("Cookies accepted")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: en.next })).toBeVisible();
  });
});

test("an Escape the dialog handles closes only the dialog, not the host's modal around it", async ({ page }) => {
  await page.goto(`${PARTNER_ORIGIN}/host-modal.html`);
  await page.getByRole("button", { name: "Contact us" }).click();
  const modal = page.getByRole("dialog", { name: "Contact" });
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Start your project" }).click();
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(modal).toBeVisible();
  // The next Escape is the page's again.
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
});

test("a refused origin logs one error naming the origin and ALLOWED_ORIGINS; the visitor sees the general failure", async ({
  page,
  baseURL,
}) => {
  // Chromium resolves every *.localhost to this machine: the partner's server under a name the API does not allow.
  const refused = PARTNER_ORIGIN.replace("127.0.0.1", "refused.localhost");
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(`${refused}/wordpress.html`);
  await page.getByRole("link", { name: "Build an MVP" }).click();
  const dialog = dialogOf(page);
  await dialog.getByRole("textbox", { name: en.description }).fill("A booking app for our three clinics");
  await dialog.getByRole("button", { name: en.next }).click();
  await dialog.getByRole("textbox", { name: en.company }).fill("Acme GmbH");
  await dialog.getByRole("button", { name: en.next }).click();
  await dialog.getByRole("textbox", { name: en.name }).fill("Anna Huber");
  await dialog.getByRole("textbox", { name: en.email }).fill("anna.refused@acme.example");
  await dialog.getByRole("button", { name: en.next }).click();
  await dialog.getByRole("button", { name: en.book }).click();
  await expect(dialog.getByText("We could not save your details. Please try again.").first()).toBeVisible();
  const named = errors.filter((e) => e.includes("origin_not_allowed"));
  expect(named).toHaveLength(1);
  expect(named[0]).toContain(refused);
  expect(named[0]).toContain("ALLOWED_ORIGINS");
  expect(errors.join("\n")).not.toContain("network");
  // The funnel stopped once the config answer refused the origin: no stream of refused events.
  expect(errors.filter((e) => e.includes("/api/events")).length).toBeLessThanOrEqual(1);
  expect(errors.join("\n")).not.toMatch(/CORS|Access-Control-Allow-Origin/);
  // The settings the forms ask for first and the booking step's free times are refused readably too: the reason, and nothing else.
  const answers = await page.evaluate(async (api) => {
    const day = new Date(Date.now() + 86_400_000).toISOString();
    const paths = ["/api/config", `/api/booking/slots?start=${new Date().toISOString()}&end=${day}&timeZone=UTC`];
    return Promise.all(
      paths.map(async (path) => {
        const res = await fetch(`${api}${path}`, { credentials: "omit" });
        return { status: res.status, body: (await res.json()) as unknown };
      }),
    );
  }, baseURL!);
  expect(answers).toEqual([
    { status: 403, body: { error: "origin_not_allowed" } },
    { status: 403, body: { error: "origin_not_allowed" } },
  ]);
});
