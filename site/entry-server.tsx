import { renderToString } from "react-dom/server";
import { App } from "./app/App.tsx";
import { HeadCollector, type PageHead } from "./app/head.tsx";
import { createI18n, type Locale } from "./i18n.ts";

export { pages } from "./app/routes.ts";
export { locales, localizedPath } from "./i18n.ts";

export interface Rendered {
  html: string;
  head: PageHead;
}

/** Renders one page (or the 404 page for an unknown path) to static HTML. */
export async function render(url: string, locale: Locale): Promise<Rendered> {
  const i18n = await createI18n(locale);
  let head: PageHead = { title: "", description: "" };
  const html = renderToString(
    <HeadCollector.Provider value={(h) => (head = h)}>
      <App i18n={i18n} ssrPath={url} />
    </HeadCollector.Provider>,
  );
  return { html, head };
}
