import type { Page } from "@playwright/test";

/**
 * Collects every CSP violation of a page: the `securitypolicyviolation` events (recorded by
 * an init script, which the page's CSP does not govern) and Chromium's console reports.
 * Call before the page loads; the returned function lists what was seen so far.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...console, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}
