import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Route, Router, Switch } from "wouter";
import { QuestionnaireProvider } from "../../widgets/questionnaire/questionnaire-provider.tsx";
import { company } from "../content/company.ts";
import { type Locale, localeBase } from "../i18n.ts";
import { Layout } from "../components/Layout.tsx";
import { NotFound } from "../pages/NotFound.tsx";
import { pages } from "./routes.ts";

export interface AppProps {
  i18n: I18n;
  /** The full URL path while prerendering; absent in the browser. */
  ssrPath?: string;
}

export function App({ i18n, ssrPath }: AppProps) {
  const locale = i18n.locale as Locale;
  return (
    <I18nProvider i18n={i18n}>
      <Router base={localeBase(locale)} {...(ssrPath === undefined ? {} : { ssrPath })}>
        <QuestionnaireProvider calendarUrl={company.calendarUrl}>
          <Layout locale={locale}>
            <Switch>
              {pages.map(({ path, component }) => (
                <Route key={path} path={path} component={component} />
              ))}
              <Route component={NotFound} />
            </Switch>
          </Layout>
        </QuestionnaireProvider>
      </Router>
    </I18nProvider>
  );
}
