import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules every page and widget is held to: WCAG 2.2 A and AA, and axe's best practices. */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe's serious and critical findings on the page as it is now, one line each (empty: none),
 * optionally only within `include` (a selector), under other `tags`, and prefixed with `state`.
 *
 * axe runs in the page itself (legacy mode): the default runs axe in every frame and then
 * again in a new blank page to merge the frames' results, which is there for cross-origin
 * frames, has none to test on our pages (the widgets are shadow DOM, which axe.run
 * enters), and doubles each run's time. Only violations carry their nodes back.
 */
export async function seriousViolations(
  page: Page,
  { include, state, tags = axeTags }: { include?: string; state?: string; tags?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(tags)
    .setLegacyMode()
    .options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${state ? `${state}: ` : ""}${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
