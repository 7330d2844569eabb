import { expect, test } from "./fixtures.ts";
import { allPages } from "./site-pages.ts";

/**
 * Hydration adopts the prerendered page as it is. Every text node the client render
 * splits or rewrites (JSX such as `{a} · {b}` renders three text nodes, the prerendered
 * HTML holds one) makes the browser restyle and lay out that part of the page again while
 * the visitor's first input waits: on the home page that was most of the page, the largest
 * long task after the first paint. So nothing inside #root may change between the parsed
 * HTML and the end of hydration; the widgets' own insides (shadow roots) are theirs.
 */

for (const locale of ["en", "de"] as const) {
  test(`${locale}: on every page, hydration changes no text and no element of the prerendered HTML, and needs no Intl`, async ({
    page,
  }) => {
    test.slow();
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as Window & { __hydrationChanges?: string[] }).__hydrationChanges = changes;
      const nameOf = (node: Node | null): string => {
        if (!node) return "?";
        if (node.nodeType !== Node.ELEMENT_NODE) return nameOf(node.parentNode);
        const element = node as Element;
        return `${element.localName}${element.id ? `#${element.id}` : ""}${element.classList.length ? `.${[...element.classList].join(".")}` : ""}`;
      };
      // Intl's first use costs a page tens of milliseconds (ICU's data): the prerendered
      // numbers and dates (site/app/numbers-memo.ts) spare hydration that.
      const intl: string[] = [];
      (window as Window & { __intlBeforeHydration?: string[] }).__intlBeforeHydration = intl;
      for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules"] as const) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
          construct(target, args) {
            if (!(window as Window & { __hydrated?: boolean }).__hydrated) intl.push(`${name}(${JSON.stringify(args)})`);
            return Reflect.construct(target, args);
          },
        });
      }
      let observer: MutationObserver | undefined;
      const note = (records: MutationRecord[]) => {
        const list = (nodes: NodeList) =>
          [...nodes].map((n) => (n.nodeType === Node.TEXT_NODE ? JSON.stringify(n.textContent) : nameOf(n))).join(", ");
        for (const record of records) {
          if (record.type === "characterData") {
            changes.push(
              `text in ${nameOf(record.target)}: ${JSON.stringify(record.oldValue)} -> ${JSON.stringify(record.target.textContent)}`,
            );
          } else {
            changes.push(`children of ${nameOf(record.target)}: +[${list(record.addedNodes)}] -[${list(record.removedNodes)}]`);
          }
        }
      };
      document.addEventListener("DOMContentLoaded", () => {
        const root = document.getElementById("root");
        if (!root) return;
        observer = new MutationObserver(note);
        observer.observe(root, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
      });
      // main.tsx sets __hydrated right after hydrateRoot returns: what changed by then is
      // hydration's doing (the records would otherwise arrive a microtask later).
      let hydrated = false;
      Object.defineProperty(window, "__hydrated", {
        configurable: true,
        get: () => hydrated,
        set: (value: boolean) => {
          hydrated = value;
          if (value && observer) {
            note(observer.takeRecords());
            observer.disconnect();
          }
        },
      });
    });
    // One page visits them all: the init script runs again on every load.
    for (const { url, path } of allPages.filter((p) => p.locale === locale)) {
      await page.goto(url);
      await page.waitForFunction(() => (window as Window & { __hydrated?: boolean }).__hydrated === true);
      const changes = await page.evaluate(() => (window as Window & { __hydrationChanges?: string[] }).__hydrationChanges ?? []);
      expect(changes, url).toEqual([]);
      // The privacy policy's periods are ICU plurals, which Lingui writes with Intl itself.
      if (path !== "/privacy") {
        expect(await page.evaluate(() => (window as Window & { __intlBeforeHydration?: string[] }).__intlBeforeHydration), url).toEqual([]);
      }
    }
  });
}

test("the drawings keep their prerendered insides through hydration, and render whole after client-side navigation", async ({ page }) => {
  const countShapes = () => page.evaluate(() => document.querySelectorAll("#root svg *").length);
  await page.goto("/");
  await page.waitForFunction(() => (window as Window & { __hydrated?: boolean }).__hydrated === true);
  const atHome = await countShapes();
  expect(atHome).toBeGreaterThan(300);
  // Every drawing on the page still has what the prerenderer drew.
  expect(await page.evaluate(() => [...document.querySelectorAll("#root svg")].filter((svg) => svg.childElementCount === 0).length)).toBe(
    0,
  );

  // A page rendered by the client (no hydration) draws its pictures itself.
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Our Work" }).click();
  await expect(page).toHaveURL(/\/our-work$/);
  const mockups = page.locator(".portfolio__image");
  await expect(mockups.first()).toBeVisible();
  expect(await mockups.evaluateAll((svgs) => svgs.map((svg) => svg.querySelectorAll("*").length))).not.toContain(0);
  expect(await page.evaluate(() => [...document.querySelectorAll("#root svg")].filter((svg) => svg.childElementCount === 0).length)).toBe(
    0,
  );

  // And back: the home page, rendered this time by the client, is drawn as the prerenderer drew it.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(countShapes).toBe(atHome);
});

test("links in the parts hydration adopts navigate on the client like every other link, in both languages", async ({ page }) => {
  for (const [start, linkName, target, heading] of [
    ["/", "See our work", /\/our-work$/, "Software people use every day"],
    ["/de/", "Referenzen ansehen", /\/de\/unsere-arbeit$/, "Software, die jeden Tag im Einsatz ist"],
  ] as const) {
    await page.goto(start);
    await page.waitForFunction(() => (window as Window & { __hydrated?: boolean }).__hydrated === true);
    // Set on this document only: a full page load would lose it.
    await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
    await page.locator(".hero").getByRole("link", { name: linkName }).click();
    await expect(page).toHaveURL(target);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  }
  // A link to the other language is a plain page load, as the language switch is.
  await page.goto("/");
  await page.waitForFunction(() => (window as Window & { __hydrated?: boolean }).__hydrated === true);
  await page.evaluate(() => ((window as Window & { __sameDocument?: boolean }).__sameDocument = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(/\/de\/$/);
  expect(await page.evaluate(() => (window as Window & { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
});
