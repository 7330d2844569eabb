/**
 * Firefox ESR driven by puppeteer-core over WebDriver BiDi. Playwright's own Firefox build
 * is a download that cannot be installed here, so the Firefox journeys use Debian's
 * `firefox-esr` through the protocol Firefox itself implements.
 */
import { existsSync } from "node:fs";
import puppeteer, { type Browser, type Page } from "puppeteer-core";

export function firefoxPath(): string {
  const candidates = [process.env.FIREFOX_PATH, "/usr/bin/firefox-esr", "/usr/bin/firefox"];
  const found = candidates.find((p): p is string => typeof p === "string" && existsSync(p));
  if (!found) {
    throw new Error("No Firefox found: install Debian's (`apt-get install -y firefox-esr`) or set FIREFOX_PATH.");
  }
  return found;
}

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath(),
    headless: true,
    // Nothing outside this machine: no updates, telemetry or safe-browsing look-ups.
    extraPrefsFirefox: {
      "app.update.enabled": false,
      "browser.safebrowsing.malware.enabled": false,
      "browser.safebrowsing.phishing.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "toolkit.telemetry.enabled": false,
      "network.captive-portal-service.enabled": false,
    },
  });
}

/** Polls `check` until it returns a truthy value; throws with `what` after `timeoutMs`. */
export async function waitUntil<T>(what: string, check: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const value = await check();
      if (value) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (${String(last)})` : ""}`);
}

/** The element that has focus, through open shadow roots: `tag#id[name]` or its part. */
export function activeDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    const path: string[] = [];
    while (el) {
      path.push(el.localName);
      const inner: Element | null | undefined = el.shadowRoot?.activeElement;
      if (!inner) {
        const name = el.getAttribute("name");
        const part = el.getAttribute("part");
        return `${path.join(" > ")}${el.id ? `#${el.id}` : ""}${name ? `[name=${name}]` : ""}${part ? `[part=${part}]` : ""}`;
      }
      el = inner;
    }
    return "";
  });
}
