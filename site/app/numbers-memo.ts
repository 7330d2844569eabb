/**
 * Numbers (and dates, and country names) written the page's way, without Intl while the page hydrates.
 *
 * The first Intl.NumberFormat a Chromium page creates costs 35–75 ms on a desktop CPU (ICU
 * loads its data), and on the home page that happened inside hydration, the longest task
 * before the visitor's first input. So the prerenderer records every number a page
 * formats and writes them into the page as inline JSON (PAGE_NUMBERS_ID); the browser
 * adopts them before hydrating and asks Intl only for a number it has not seen (a page
 * rendered later by the client).
 */
export const PAGE_NUMBERS_ID = "page-numbers";

const known = new Map<string, string>();
let recording: Map<string, string> | undefined;

/** `new Intl.NumberFormat(locale, options).format(value)`, remembered. */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  return remembered(`${locale} ${value}${options ? ` ${JSON.stringify(options)}` : ""}`, () =>
    new Intl.NumberFormat(locale, options).format(value),
  );
}

/** `new Intl.DateTimeFormat(locale, options).format(date)` of an ISO date (YYYY-MM-DD, midnight UTC), remembered. */
export function formatDate(locale: string, isoDate: string, options: Intl.DateTimeFormatOptions): string {
  return remembered(`${locale} date ${isoDate} ${JSON.stringify(options)}`, () =>
    new Intl.DateTimeFormat(locale, options).format(new Date(`${isoDate}T00:00:00Z`)),
  );
}

/** A region's name in a language (`Intl.DisplayNames`, as costly the first time as a number format): ("de", "DE") -> "Deutschland". */
export function formatRegion(locale: string, regionCode: string): string {
  return remembered(`${locale} region ${regionCode}`, () => {
    try {
      return new Intl.DisplayNames([locale], { type: "region" }).of(regionCode) ?? regionCode;
    } catch {
      return regionCode;
    }
  });
}

/** The text under `key`: the page's, or written now; recorded while prerendering. */
function remembered(key: string, write: () => string): string {
  let text = known.get(key);
  if (text === undefined) {
    text = write();
    known.set(key, text);
  }
  recording?.set(key, text);
  return text;
}

/** While prerendering: records the numbers of one render; the returned function ends it and gives their JSON (safe inside a <script>). */
export function recordNumbers(): () => string {
  const numbers = new Map<string, string>();
  recording = numbers;
  return () => {
    recording = undefined;
    return JSON.stringify(Object.fromEntries([...numbers].sort(([a], [b]) => (a < b ? -1 : 1)))).replace(/</g, "\\u003c");
  };
}

/** In the browser, before hydrating: the numbers the prerendered page holds. */
export function adoptPageNumbers(): void {
  const inline = document.getElementById(PAGE_NUMBERS_ID)?.textContent;
  if (!inline) return;
  for (const [key, text] of Object.entries(JSON.parse(inline) as Record<string, string>)) known.set(key, text);
}
