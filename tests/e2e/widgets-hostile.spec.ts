import { readdirSync, readFileSync } from "node:fs";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { de, en, fillAll, interceptCalendar, uniqueEmail } from "./questionnaire-helpers.ts";

/**
 * The widgets on hostile ground: host pages whose CSS breaks position: fixed, whose CSP
 * forbids inline styles, the agency's own site in the dark theme, and a visitor faster
 * than the network.
 */

test("a transformed <body> and a clipping container still show the whole dialog in the viewport", async ({ page, consoleProblems }) => {
  for (const [width, height] of [
    [1280, 800],
    [320, 640],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${PARTNER_ORIGIN}/hostile.html`);
    await page.getByRole("button", { name: "Start your project" }).click();
    const dialog = page.getByRole("dialog", { name: "Tell us about your project" });
    await expect(dialog).toBeVisible();
    // Measured where it comes to rest, after its short rise-in animation.
    await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
    const box = (await dialog.boundingBox())!;
    expect(box.x, `left edge at ${width}px`).toBeGreaterThanOrEqual(0);
    expect(box.y, `top edge at ${width}px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `right edge at ${width}px`).toBeLessThanOrEqual(width);
    expect(box.y + box.height, `bottom edge at ${width}px`).toBeLessThanOrEqual(height);
    const next = dialog.getByRole("button", { name: "Next" });
    await expect(next).toBeInViewport({ ratio: 1 });
    // Clickable, so nothing of the host (its z-index 2147483647 header) lies on top.
    await next.click();
    await expect(dialog.getByText("This field is required", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    // The scroll lock left nothing behind on the host page.
    expect(await page.evaluate(() => document.documentElement.getAttribute("style"))).toBeNull();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("visible");
  }
  expect(consoleProblems).toEqual([]);
});

test("a partner page with a strict CSP (no inline styles, only our origin) shows styled, working widgets", async ({ page, context }) => {
  await interceptCalendar(context);
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content.Security.Policy|Refused to/i.test(msg.text())) violations.push(msg.text());
  });
  await page.goto(`${PARTNER_ORIGIN}/csp.html`);

  const banner = page.getByRole("region", { name: "Cookies on this website" });
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  await banner.getByRole("button", { name: "Only Functional Cookies" }).click();
  await expect(banner).toBeHidden();

  const form = page.locator("agency-referral-form");
  await form.scrollIntoViewIfNeeded();
  const submit = form.getByRole("button", { name: "Submit referral" });
  await expect(submit).toBeVisible();
  expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(29, 78, 216)");

  await page.getByRole("button", { name: "Start your project" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toHaveAccessibleName("Tell us about your project");
  expect(await dialog.evaluate((el) => getComputedStyle(el).borderRadius)).toBe("12px");
  expect(await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
  await fillAll(dialog, en, { email: uniqueEmail("csp") });
  const newTab = context.waitForEvent("page");
  await dialog.getByRole("button", { name: en.book }).click();
  await (await newTab).close();
  await expect(dialog).toHaveCount(0);
  expect(violations).toEqual([]);
});

test("the site in the dark theme shows a dark dialog and a dark banner, in the page's warm palette", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await page.goto("/de/");
  const banner = page.getByRole("region", { name: "Cookies auf dieser Website" });
  await expect(banner).toBeVisible();
  // The site's dark card (#1c1c1a), not the widgets' own slate (#111827) on a warm-black page.
  await expect.poll(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(28, 28, 26)");
  await banner.getByRole("button", { name: "Nur funktionale Cookies" }).click();

  await page.locator("main [data-cta]").first().click();
  const dialog = page.getByRole("dialog", { name: "Erzählen Sie uns von Ihrem Projekt" });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(28, 28, 26)");
  expect(await dialog.getByRole("textbox", { name: de.description }).evaluate((el) => getComputedStyle(el).color)).toBe(
    "rgb(238, 238, 236)",
  );
  // The toggle switches the widgets along with the page.
  await page.keyboard.press("Escape");
  await page.evaluate(() => (document.documentElement.dataset.theme = "light"));
  await expect(page.locator("agency-questionnaire")).toHaveAttribute("theme", "light");
});

test("the pressed trigger stays busy until the dialog shows, its texts included, and not after they failed", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let fail = false;
  await page.route("**/widgets/chunks/inquiry-texts-*.js", async (route) => {
    await held;
    await (fail ? route.abort() : route.continue());
  });
  await page.goto(`${PARTNER_ORIGIN}/questionnaire.html`);
  const trigger = page.getByRole("button", { name: "Start your project" });
  await trigger.click();
  // The code is there and the element open, but without its texts nothing shows yet.
  await expect(page.locator("agency-questionnaire[open]")).toHaveCount(1);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(trigger).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByRole("dialog", { name: "Tell us about your project" })).toBeVisible();
  await expect(trigger).not.toHaveAttribute("aria-busy");

  // Texts that cannot load: the element closes again and the trigger is not left busy.
  fail = true;
  await page.goto(`${PARTNER_ORIGIN}/questionnaire.html`);
  const failed = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener("agency-questionnaire-error", (e) => resolve((e as CustomEvent<{ error: string }>).detail.error)),
      ),
  );
  await trigger.click();
  expect(await failed).toBe("network");
  await expect(trigger).not.toHaveAttribute("aria-busy");
  await expect(page.locator("agency-questionnaire[open]")).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a trigger clicked before the dialog's code arrived opens the dialog, once", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/widgets/chunks/questionnaire-*.js", async (route) => {
    await held;
    await route.continue();
  });
  const opened: number[] = [];
  await page.exposeFunction("countOpen", () => opened.push(Date.now()));
  await page.addInitScript(() =>
    document.addEventListener("agency-questionnaire-open", () => (window as unknown as { countOpen(): void }).countOpen()),
  );
  await page.goto(`${PARTNER_ORIGIN}/questionnaire.html`);
  const trigger = page.getByRole("button", { name: "Start your project" });
  await trigger.click();
  await trigger.click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Busy while the code is on its way: announced, and the page may style it.
  await expect(trigger).toHaveAttribute("aria-busy", "true");
  release();
  const dialog = page.getByRole("dialog", { name: "Tell us about your project" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("combobox", { name: en.projectType })).toBeFocused();
  await expect(trigger).not.toHaveAttribute("aria-busy");
  await page.waitForTimeout(300);
  expect(opened).toHaveLength(1);
  await page.keyboard.press("Escape");
  await expect(trigger).toBeFocused();
});

/** The chunks a chunk in dist/widgets/chunks imports statically, their imports included. */
function staticImports(file: string, found = new Set<string>()): Set<string> {
  const code = readFileSync(`dist/widgets/chunks/${file}`, "utf8");
  for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    if (!found.has(dep!)) staticImports(dep!, found.add(dep!));
  }
  return found;
}

test("the loader requests an element's chunk and every chunk it imports at once, not one level at a time", async ({ page }) => {
  // A rebuild keeps earlier builds' chunks: the latest build's are the last list in builds.json.
  const builds = JSON.parse(readFileSync("dist/widgets/chunks/builds.json", "utf8")) as string[][];
  const entry = (builds.at(-1) ?? readdirSync("dist/widgets/chunks")).find((name) => /^questionnaire-[\w-]+\.js$/.test(name))!;
  const imports = [...staticImports(entry)];
  expect(imports.length).toBeGreaterThan(1);
  // The element's own chunk is held: what the browser requests meanwhile it can only have
  // learnt from the loader.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/widgets/chunks/${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  const requested = new Set<string>();
  page.on("request", (request) => requested.add(new URL(request.url()).pathname.split("/").pop()!));
  await page.goto(`${PARTNER_ORIGIN}/questionnaire.html`);
  await page.getByRole("button", { name: "Start your project" }).hover();
  await expect.poll(() => imports.filter((file) => !requested.has(file))).toEqual([]);
  expect(requested.has(entry)).toBe(true);
  release();
  await page.getByRole("button", { name: "Start your project" }).click();
  await expect(page.getByRole("dialog", { name: "Tell us about your project" })).toBeVisible();
});

test("the closed dialog waits laid out but out of sight: nothing read out, clicked, focused or scrolled to, even in a transformed container", async ({
  page,
  consoleProblems,
}) => {
  await page.goto(`${PARTNER_ORIGIN}/questionnaire.html`);
  // A second element at the end of a long page, in a short transformed container, which is
  // what position: fixed is relative to there.
  const scrollHeight = await page.evaluate(() => {
    const box = document.createElement("div");
    box.style.cssText = "display: block; transform: translateZ(0); height: 40px; margin-top: 100vh";
    box.innerHTML = '<agency-questionnaire id="second"></agency-questionnaire>';
    document.body.append(box);
    return document.documentElement.scrollHeight;
  });
  const closed = () =>
    page.evaluate(async () => {
      await window.AgencyWidgets!.ready("agency-questionnaire");
      const dialogOf = (el: Element) => el.shadowRoot?.querySelector("dialog");
      const elements = [...document.querySelectorAll("agency-questionnaire")];
      while (!elements.every(dialogOf)) await new Promise((r) => requestAnimationFrame(r));
      const dialogs = elements.map(dialogOf);
      return dialogs.map((d) => {
        const box = d!.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, Math.max(0, box.y) + Math.min(box.height, innerHeight) / 2);
        return {
          open: d!.open,
          laidOut: box.width > 0 && box.height > 0,
          seen: d!.checkVisibility({ visibilityProperty: true }),
          hitsIt: hit !== null && hit.closest("agency-questionnaire") !== null,
          scrollHeight: document.documentElement.scrollHeight,
        };
      });
    });
  for (const state of await closed()) {
    // Laid out, so opening it computes no style or layout for the whole form again...
    expect(state).toMatchObject({ open: false, laidOut: true, seen: false, hitsIt: false, scrollHeight });
  }
  // ...and out of reach: no dialog for assistive technology, Tab goes from the trigger to
  // the page (not into the form), and the second one adds no scrolling to the page.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("combobox")).toHaveCount(0);
  const trigger = page.getByRole("button", { name: "Start your project" });
  await trigger.focus();
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("agency-questionnaire") ?? null)).toBeNull();

  // Opened and closed again, it goes back to waiting out of sight.
  await trigger.click();
  const dialog = page.getByRole("dialog", { name: "Tell us about your project" });
  await expect(dialog.getByRole("combobox", { name: en.projectType })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  for (const state of await closed()) expect(state).toMatchObject({ open: false, laidOut: true, seen: false, hitsIt: false, scrollHeight });
  expect(consoleProblems).toEqual([]);
});
