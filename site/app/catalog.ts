import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { isArticlePath, type Locale, loadBlogMessages, loadMessages, splitLocale } from "../i18n.ts";

/**
 * The site's copy reaches the browser in two steps. The prerendered page carries the
 * compiled messages it rendered as inline JSON (PAGE_MESSAGES_ID), so the first load
 * downloads no catalog at all; the full catalog of the language loads before the first
 * client-side navigation, or at once should a message be missing.
 */
export const PAGE_MESSAGES_ID = "page-messages";

/** While prerendering: a catalog that records which messages a render used. */
export function recordingMessages(messages: Messages): { messages: Messages; used: Set<string> } {
  const used = new Set<string>();
  const proxy = new Proxy(messages, {
    get(target, key) {
      if (typeof key === "string" && Object.hasOwn(target, key)) used.add(key);
      return Reflect.get(target, key);
    },
  });
  return { messages: proxy, used };
}

/** The inline JSON of a page's messages; safe inside a <script> element. */
export function serializePageMessages(messages: Messages, used: Iterable<string>): string {
  const picked: Messages = {};
  for (const id of [...used].sort()) picked[id] = messages[id]!;
  return JSON.stringify(picked).replace(/</g, "\\u003c");
}

const fullCatalogs = new WeakMap<I18n, Promise<void>>();

/** Loads (once) every message of the active language into `i18n`; re-renders when done. */
export function ensureFullCatalog(i18n: I18n): Promise<void> {
  let promise = fullCatalogs.get(i18n);
  if (!promise) {
    promise = loadMessages(i18n.locale as Locale).then((messages) => i18n.load(i18n.locale, messages));
    fullCatalogs.set(i18n, promise);
  }
  return promise;
}

const blogCatalogs = new WeakMap<I18n, Promise<void>>();

/** Loads (once) the article bodies of the active language into `i18n`; re-renders when done. */
export function ensureBlogCatalog(i18n: I18n): Promise<void> {
  let promise = blogCatalogs.get(i18n);
  if (!promise) {
    promise = loadBlogMessages(i18n.locale as Locale).then((messages) => i18n.load(i18n.locale, messages));
    promise.catch(() => blogCatalogs.delete(i18n));
    blogCatalogs.set(i18n, promise);
  }
  return promise;
}

/** Everything a client-side navigation to `absolutePath` needs: the site's copy, and an article's body. */
export function ensureCatalogsFor(i18n: I18n, absolutePath: string): Promise<unknown> {
  const full = ensureFullCatalog(i18n);
  return isArticlePath(splitLocale(absolutePath).path) ? Promise.all([full, ensureBlogCatalog(i18n)]) : full;
}

/**
 * The browser's i18n: the page's inline messages when present (a prerendered page),
 * else the full catalog (vite's dev server).
 */
export async function createBrowserI18n(locale: Locale): Promise<I18n> {
  const inline = document.getElementById(PAGE_MESSAGES_ID)?.textContent;
  const i18n = setupI18n();
  if (!inline) {
    i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
    fullCatalogs.set(i18n, Promise.resolve());
    return i18n;
  }
  i18n.loadAndActivate({ locale, messages: JSON.parse(inline) as Messages });
  i18n.on("missing", () => void ensureFullCatalog(i18n));
  return i18n;
}
