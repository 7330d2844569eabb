import { setupI18n } from "@lingui/core";
import { renderToString } from "react-dom/server";
import { App, preloadPath } from "./app/App.tsx";
import { recordingMessages, serializePageMessages } from "./app/catalog.ts";
import { HeadCollector, type PageHead } from "./app/head.tsx";
import { recordNumbers } from "./app/numbers-memo.ts";
import { ogLabelFor } from "./app/og-label.ts";
import { type PdfDocument, procurementDocuments } from "./dpa/document.ts";
import { isArticlePath, type Locale, loadBlogMessages, loadMessages, splitLocale } from "./i18n.ts";

export { PAGE_MESSAGES_ID } from "./app/catalog.ts";
export { PAGE_NUMBERS_ID } from "./app/numbers-memo.ts";
export { pages } from "./app/routes.ts";
export { languageVersions, locales, localizedPath, redirects } from "./i18n.ts";

/** The agreement and its annexes in a language, for scripts/dpa.ts to set as PDFs. */
export async function documents(locale: Locale): Promise<PdfDocument[]> {
  const [site, own] = await Promise.all([
    loadMessages(locale),
    locale === "de" ? import("../locales/de/dpa.ts") : import("../locales/en/dpa.ts"),
  ]);
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: { ...site, ...own.messages } });
  return procurementDocuments(i18n);
}

export interface Rendered {
  html: string;
  head: PageHead;
  /** JSON of the compiled messages this page rendered (inlined for hydration). */
  messages: string;
  /** JSON of the numbers this page formatted (inlined, so hydration needs no Intl). */
  numbers: string;
  /** The line above the title on the page's Open Graph picture, in the page's language. */
  ogLabel: string;
}

/** Renders one page (or the 404 page for an unknown path) to static HTML. */
export async function render(url: string, locale: Locale): Promise<Rendered> {
  // An article page also renders its body, from the blog catalog; the inline JSON then
  // carries only that article's texts, not the other articles'.
  const article = isArticlePath(splitLocale(url).path);
  const [site, blog] = await Promise.all([
    loadMessages(locale),
    article ? loadBlogMessages(locale) : Promise.resolve({}),
    preloadPath(url),
  ]);
  const all = { ...blog, ...site };
  const recording = recordingMessages(all);
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: recording.messages });
  let head: PageHead = { title: "", description: "" };
  const numbers = recordNumbers();
  const html = renderToString(
    <HeadCollector.Provider value={(h) => (head = h)}>
      <App i18n={i18n} ssrPath={url} />
    </HeadCollector.Provider>,
  );
  // Read from its own catalog instance: the label is no text of the page, so it must not
  // join the messages inlined for hydration.
  const plain = setupI18n();
  plain.loadAndActivate({ locale, messages: all });
  return {
    html,
    head,
    messages: serializePageMessages(all, recording.used),
    numbers: numbers(),
    ogLabel: plain._(ogLabelFor(splitLocale(url).path)),
  };
}
