import { isLocale, type Locale } from "../i18n.ts";

/** localStorage key of the language the visitor picked in the switcher. */
export const LANGUAGE_STORAGE_KEY = "lang";

export function readLanguageChoice(): Locale | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLanguageChoice(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: nothing to remember.
  }
}

/**
 * Remembers the language a visitor picks in any language switcher (links with
 * `data-lang-switch`). Never redirects: the next visit offers the twin page instead.
 */
export function rememberLanguageChoice(): void {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element | null)?.closest?.("a[data-lang-switch]");
    const lang = link?.getAttribute("hreflang");
    if (isLocale(lang)) storeLanguageChoice(lang);
  });
}
