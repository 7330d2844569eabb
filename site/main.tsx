import { hydrateRoot } from "react-dom/client";
import { App, preloadPath } from "./app/App.tsx";
import { createBrowserI18n } from "./app/catalog.ts";
import { hydrateAdopting, hydratedAt } from "./app/hydration.ts";
import { adoptPageNumbers } from "./app/numbers-memo.ts";
import { rememberLanguageChoice } from "./components/language-preference.ts";
import { defaultLocale, isLocale } from "./i18n.ts";
import "./styles/global.css";

// The prerendered page says which language it is in and carries the messages it shows;
// hydrate it with those and the page's code so the first client render produces exactly
// the markup already on screen.
const lang = document.documentElement.lang;
const [i18n] = await Promise.all([createBrowserI18n(isLocale(lang) ? lang : defaultLocale), preloadPath(location.pathname)]);
adoptPageNumbers();
// Named in the performance timeline (`site:hydrate`), where benches and traces find it.
// Its first turn (the top bar) is `site:hydrate`; the page and the footer follow in
// turns of their own (site/app/hydration.ts), `site:hydrated` ends with the last.
const hydrationStart = performance.now();
const done = hydrateAdopting(() => hydrateRoot(document.getElementById("root")!, <App i18n={i18n} />));
performance.measure("site:hydrate", { start: hydrationStart });
rememberLanguageChoice();
await done;
performance.measure("site:hydrated", { start: hydrationStart });
replayEarlyClick();

/**
 * Clicks again the button a visitor clicked before hydration (see the inline script in
 * index.html), unless its part of the page was hydrated by then and has handled it.
 */
function replayEarlyClick() {
  const early = window as Window & { __hydrated?: boolean; __earlyClick?: HTMLElement; __earlyClickAt?: number };
  early.__hydrated = true;
  const button = early.__earlyClick;
  const at = early.__earlyClickAt ?? 0;
  delete early.__earlyClick;
  if (!button || at >= hydratedAt(button)) return;
  // After this task: hydration has attached the handlers by then.
  setTimeout(() => button.isConnected && button.click());
}
