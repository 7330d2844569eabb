/**
 * Measures the three widgets as a visitor sees them, for comparing a partner page whose CSS
 * attacks them (partner/hostile-css.html) with its clean twin (partner/clean-css.html).
 * Shared by the Playwright spec and the Firefox journey: {@link collectWidgetMetrics} runs
 * inside the page (both drivers send it as source text), so it uses nothing from outside.
 */

/** Inherited text properties a host page could leak into a shadow root. */
export const TEXT_PROPERTIES = [
  "fontFamily",
  "fontSize",
  "fontStyle",
  "fontVariantCaps",
  "fontWeight",
  "lineHeight",
  "letterSpacing",
  "wordSpacing",
  "textTransform",
  "textIndent",
  "textAlign",
  "textShadow",
  "whiteSpace",
  "color",
  "direction",
  "cursor",
] as const;

export interface ElementMetrics {
  width: number;
  height: number;
  text: Record<(typeof TEXT_PROPERTIES)[number], string>;
}

/** Element name (`questionnaire label 1`) -> its size and text properties. */
export type WidgetMetrics = Record<string, ElementMetrics>;

/**
 * Runs in the page: waits for the cookie banner and measures it, scrolls the referral form
 * into view and measures it, then opens the questionnaire on step 1 and measures the dialog
 * once its rise-in animation has ended. Throws when a widget does not show within 15 s.
 */
export async function collectWidgetMetrics(properties: readonly string[]): Promise<WidgetMetrics> {
  const until = async <T>(what: string, check: () => T | null | undefined | false): Promise<T> => {
    const end = Date.now() + 15_000;
    while (Date.now() < end) {
      const value = check();
      if (value) return value;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  const metrics: Record<string, unknown> = {};
  const measure = (widget: string, root: ShadowRoot, parts: string[]) => {
    for (const part of parts) {
      root.querySelectorAll(`[part~="${part}"]`).forEach((el, i, all) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el) as unknown as Record<string, string>;
        const name = all.length > 1 ? `${widget} ${part} ${i + 1}` : `${widget} ${part}`;
        metrics[name] = {
          width: box.width,
          height: box.height,
          text: Object.fromEntries(properties.map((p) => [p, style[p]])),
        };
      });
    }
  };
  const shown = (el: Element | null | undefined) => el && el.getBoundingClientRect().height > 0;

  const banner = await until("the cookie banner", () => {
    const root = document.querySelector("agency-cookie-consent")?.shadowRoot;
    return shown(root?.querySelector('[part~="banner"]')) && root;
  });
  measure("banner", banner, ["banner", "title", "body", "button"]);

  const referral = document.querySelector("agency-referral-form")!;
  referral.scrollIntoView({ block: "center" });
  const form = await until("the referral form", () => shown(referral.shadowRoot?.querySelector('[part~="form"]')) && referral.shadowRoot);
  measure("referral", form, ["card", "title", "reward", "legend", "label", "input", "checkbox", "submit-button"]);

  window.scrollTo(0, 0);
  document.querySelector<HTMLElement>("[data-agency-questionnaire]")!.click();
  const questionnaire = document.querySelector("agency-questionnaire")!;
  const dialog = await until("the questionnaire on step 1", () => {
    const open = questionnaire.shadowRoot?.querySelector("dialog[open]");
    return open?.querySelector('[part~="input"]') && open;
  });
  await Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished));
  measure("questionnaire", questionnaire.shadowRoot!, ["dialog", "title", "subtitle", "close-button", "label", "input", "next-button"]);
  return metrics as WidgetMetrics;
}

/**
 * Where `actual` differs from `expected`: a size by more than 1 px, any text property, or
 * an element missing on one side. One line per difference; empty when they match.
 */
export function metricDifferences(expected: WidgetMetrics, actual: WidgetMetrics): string[] {
  const problems: string[] = [];
  for (const name of new Set([...Object.keys(expected), ...Object.keys(actual)])) {
    const want = expected[name];
    const got = actual[name];
    if (!want || !got) {
      problems.push(`${name}: only on the ${want ? "clean" : "hostile"} page`);
      continue;
    }
    for (const side of ["width", "height"] as const) {
      if (Math.abs(want[side] - got[side]) > 1)
        problems.push(`${name}: ${side} ${got[side].toFixed(1)} px, clean ${want[side].toFixed(1)} px`);
    }
    for (const [property, value] of Object.entries(want.text)) {
      const other = got.text[property as keyof ElementMetrics["text"]];
      if (other !== value) problems.push(`${name}: ${property} "${other}", clean "${value}"`);
    }
  }
  return problems;
}
