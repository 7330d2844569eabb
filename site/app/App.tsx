import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { useEffect, useState } from "react";
import { ErrorBoundary } from "../components/ErrorBoundary.tsx";
import { Layout } from "../components/Layout.tsx";
import { QuestionnaireProvider } from "../components/widgets.tsx";
import { type Locale, localeBase, pathInLocale, splitLocale } from "../i18n.ts";
import { ensureCatalogsFor } from "./catalog.ts";
import { Route, Router, Switch } from "./router.ts";
import { findRoute, loadedPage, loadPage, notFoundRoute, type PageRoute, pages } from "./routes.ts";

export interface AppProps {
  i18n: I18n;
  /** The full URL path while prerendering; absent in the browser. */
  ssrPath?: string;
}

/**
 * Loads the code of the page behind an absolute URL path (used before a client-side
 * navigation, so the old page stays until the new one can render at once).
 */
export function preloadPath(absolutePath: string): Promise<unknown> {
  return loadPage(findRoute(splitLocale(absolutePath).path) ?? notFoundRoute);
}

/** Renders a page whose code was loaded before (always, except after a failed preload). */
function Page({ route }: { route: PageRoute }) {
  const Component = loadedPage(route);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!Component) void loadPage(route).then(() => setLoaded((n) => n + 1));
  }, [Component, route]);
  return Component ? <Component /> : <div className="page-loading" aria-busy="true" />;
}

export function App({ i18n, ssrPath }: AppProps) {
  const locale = i18n.locale as Locale;
  return (
    <I18nProvider i18n={i18n}>
      <Router
        base={localeBase(locale)}
        {...(ssrPath === undefined ? {} : { ssrPath })}
        aroundNav={(navigate, to, options) => {
          // The next page's code and copy load first, so it renders complete at once.
          void Promise.all([preloadPath(to), ensureCatalogsFor(i18n, to)]).finally(() => navigate(to, options));
        }}
      >
        <QuestionnaireProvider>
          <Layout locale={locale}>
            <ErrorBoundary>
              <Switch>
                {pages.map((route) => (
                  <Route key={route.path} path={pathInLocale(route.path, locale)}>
                    <Page route={route} />
                  </Route>
                ))}
                <Route>
                  <Page route={notFoundRoute} />
                </Route>
              </Switch>
            </ErrorBoundary>
          </Layout>
        </QuestionnaireProvider>
      </Router>
    </I18nProvider>
  );
}
