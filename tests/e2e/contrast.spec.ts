import type { Page } from "@playwright/test";
import { seriousViolations as axeViolations } from "./axe.ts";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { openFromCta } from "./questionnaire-helpers.ts";
import { fillAll, en as referralTexts, showForm, uniqueEmail } from "./referral-helpers.ts";

/**
 * Contrast with every widget of the kit on the page, in both themes. axe runs once the
 * lazily loaded widgets have rendered, but it leaves most text inside a shadow root
 * "incomplete" (it cannot resolve the background across the boundary), so this file also
 * measures every visible text, button and link inside the widgets' shadow roots itself:
 * the text colour composited over the backgrounds up the flat tree (through slots and
 * shadow hosts) down to the first opaque one, against WCAG AA.
 */

const seriousViolations = (page: Page) => axeViolations(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] });

interface Measured {
  widget: string;
  element: string;
  text: string;
  ratio: number;
  required: number;
}

/**
 * Every visible text-bearing element (own text, a button, a link, a form control with a
 * value) inside the shadow roots of the given hosts, with its contrast ratio and the ratio
 * AA requires of it (3:1 for large text: 24 px, or 18.66 px bold).
 */
async function measureShadowText(page: Page, hostSelector: string): Promise<Measured[]> {
  // Measure the settled colours, not a dialog halfway through fading in.
  await page.evaluate(async (selector) => {
    const roots: DocumentOrShadowRoot[] = [document, ...[...document.querySelectorAll(selector)].flatMap((h) => h.shadowRoot ?? [])];
    const running = roots.flatMap((r) => r.getAnimations()).filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  }, hostSelector);
  return page.evaluate((selector) => {
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
    /** Any CSS colour (oklch, color-mix, …) as sRGB 0–255 and alpha 0–1, through the canvas. */
    const rgba = (color: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = "#000";
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      if (a === 0) return [0, 0, 0, 0];
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: number[], bottom: number[]) => {
      const a = top[3]! + bottom[3]! * (1 - top[3]!);
      if (a === 0) return [0, 0, 0, 0];
      return [0, 1, 2].map((i) => (top[i]! * top[3]! + bottom[i]! * bottom[3]! * (1 - top[3]!)) / a).concat(a);
    };
    const luminance = (c: number[]) => {
      const [r, g, b] = c.slice(0, 3).map((v) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    /** The parent in the flat tree: the slot an element is assigned to, its parent, or the shadow root's host. */
    const flatParent = (el: Element): Element | null => {
      if (el.assignedSlot) return el.assignedSlot;
      if (el.parentElement) return el.parentElement;
      const root = el.getRootNode();
      return root instanceof ShadowRoot ? root.host : null;
    };
    /** The backgrounds from `el` up to the first opaque one, composited; the page's canvas if none is. */
    const backgroundOf = (el: Element) => {
      const layers: number[][] = [];
      let opacity = 1;
      for (let node: Element | null = el; node; node = flatParent(node)) {
        const style = getComputedStyle(node);
        opacity *= Number(style.opacity);
        const bg = rgba(style.backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      // Nothing opaque up to the root: the browser's canvas, white (or black in a dark scheme).
      let composed: number[] = getComputedStyle(document.documentElement).colorScheme === "dark" ? [0, 0, 0, 1] : [255, 255, 255, 1];
      for (const layer of layers.reverse()) composed = over(layer, composed);
      return { background: composed, opacity };
    };
    const hidden = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
      // Off-screen on purpose (a trap field for bots that only machines fill in).
      if (rect.right <= 0 || rect.bottom <= 0 || rect.left >= innerWidth + scrollX + 2000) return true;
      const style = getComputedStyle(el);
      if (style.visibility !== "visible" || style.display === "none") return true;
      if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return true;
      return !el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const disabled = (el: Element) => el.closest("[disabled], [aria-disabled='true']") !== null;
    const ownText = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? "")
        .join("")
        .trim();

    const results: Measured[] = [];
    const visit = (root: ShadowRoot, widget: string) => {
      for (const el of root.querySelectorAll("*")) {
        if (el.shadowRoot) visit(el.shadowRoot, widget);
        if (el instanceof HTMLStyleElement || el instanceof SVGElement) continue;
        const control = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
        const text =
          control && !["checkbox", "radio", "hidden", "submit", "button"].includes((el as HTMLInputElement).type)
            ? (el as HTMLInputElement).value.trim()
            : control && ["submit", "button"].includes((el as HTMLInputElement).type)
              ? (el as HTMLInputElement).value.trim()
              : ownText(el);
        if (!text || hidden(el) || disabled(el)) continue;
        const style = getComputedStyle(el);
        const { background, opacity } = backgroundOf(el);
        const fg = rgba(style.color);
        fg[3] *= opacity;
        const text_ = over(fg, background);
        const [l1, l2] = [luminance(text_), luminance(background)].sort((a, b) => b - a);
        const ratio = Math.round(((l1! + 0.05) / (l2! + 0.05)) * 100) / 100;
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        results.push({
          widget,
          element: `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ").join(".")}` : ""}`,
          text: text.slice(0, 40),
          ratio,
          required: large ? 3 : 4.5,
        });
      }
    };
    for (const host of document.querySelectorAll(selector)) {
      if (host.shadowRoot) visit(host.shadowRoot, host.localName);
    }
    return results;
  }, hostSelector);
}

const failures = (measured: Measured[]) =>
  measured.filter((m) => m.ratio < m.required).map((m) => `${m.widget} ${m.element} "${m.text}": ${m.ratio}:1, needs ${m.required}:1`);

const banner = (page: Page) => page.locator("agency-cookie-consent").getByRole("region", { name: /cookies/i });

for (const theme of ["light", "dark"] as const) {
  test.describe(`the widgets on the home page, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expect(banner(page)).toBeVisible();
      await showForm(page, referralTexts);
      await expect(page.locator("agency-referral-form")).toHaveAttribute("theme", theme);
    });

    test("the banner and the referral form, then its validation messages: axe finds nothing serious and every text reaches AA; a failing pair is caught", async ({
      page,
    }) => {
      const measured = await measureShadowText(page, "agency-cookie-consent, agency-referral-form");
      // Both widgets were really measured: their buttons and the form's labels are in the list.
      expect(measured.filter((m) => m.widget === "agency-referral-form").length).toBeGreaterThan(8);
      expect(measured.filter((m) => m.widget === "agency-cookie-consent").length).toBeGreaterThan(2);
      expect(failures(measured)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      // The referral form's validation messages reach AA too.
      const form = page.locator("#referral-form").getByRole("form", { name: referralTexts.title });
      await form.getByRole("button", { name: referralTexts.submit }).click();
      await expect(form.getByRole("textbox", { name: referralTexts.name })).toHaveAttribute("aria-invalid", "true");
      const invalid = await measureShadowText(page, "agency-referral-form");
      // The messages themselves were measured.
      expect(invalid.filter((m) => m.element.includes(".error")).length).toBeGreaterThan(0);
      expect(failures(invalid)).toEqual([]);

      // The measurement catches a failing pair: grey on grey on the submit button.
      await page.locator("agency-referral-form").evaluate((el) => {
        (el as HTMLElement).style.setProperty("--agency-accent", "#777777");
        (el as HTMLElement).style.setProperty("--agency-on-accent", "#a3a3a3");
      });
      const problems = failures(await measureShadowText(page, "agency-referral-form"));
      expect(problems.some((p) => p.includes(referralTexts.submit))).toBe(true);
    });

    test("a toast and the referral form's success view reach AA too", async ({ page }) => {
      // A consent toast: the page's toast region, in a shadow root of its own.
      await banner(page).getByRole("button", { name: "Accept All" }).click();
      const toast = page.locator("#agency-toast-host").getByRole("status");
      await expect(toast).toContainText(/\S/);
      const toastText = await measureShadowText(page, "#agency-toast-host");
      expect(toastText.length).toBeGreaterThan(0);
      expect(failures(toastText)).toEqual([]);

      const form = page.locator("#referral-form").getByRole("form", { name: referralTexts.title });
      await fillAll(form, referralTexts, uniqueEmail(`contrast-${theme}`));
      await form.getByRole("button", { name: referralTexts.submit }).click();
      await expect(page.locator("#referral-form").getByRole("heading", { name: referralTexts.thanks })).toBeFocused();
      const success = await measureShadowText(page, "agency-referral-form");
      expect(success.some((m) => m.text.startsWith(referralTexts.thanks))).toBe(true);
      expect(failures(success)).toEqual([]);
    });

    test("the open questionnaire: axe finds nothing serious and every text reaches AA", async ({ page }) => {
      const dialog = await openFromCta(page);
      await expect(dialog).toBeVisible();
      const measured = await measureShadowText(page, "agency-questionnaire");
      expect(measured.length).toBeGreaterThan(5);
      expect(failures(measured)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

for (const scheme of ["light", "dark"] as const) {
  test(`on a partner page the widgets' own ${scheme} palette reaches AA`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`${PARTNER_ORIGIN}/all-widgets.html`);
    await expect(banner(page)).toBeVisible();
    await expect(page.locator("agency-referral-form").getByRole("form", { name: referralTexts.title })).toBeVisible({ timeout: 15_000 });
    const inPage = await measureShadowText(page, "agency-cookie-consent, agency-referral-form");
    expect(inPage.length).toBeGreaterThan(10);
    expect(failures(inPage)).toEqual([]);
    await openFromCta(page, page.locator("#start"));
    expect(failures(await measureShadowText(page, "agency-questionnaire"))).toEqual([]);
  });
}
