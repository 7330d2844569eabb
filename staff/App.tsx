/** The staff inbox's shell: header, language switch and the routes to its pages. */
import { I18nProvider } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Me } from "../contract/staff/api.ts";
import { activate, i18n, type StaffLocale, staffLocales } from "./i18n.ts";
import { Erase } from "./pages/Erase.tsx";
import { Funnel } from "./pages/Funnel.tsx";
import { Inbox } from "./pages/Inbox.tsx";
import { LeadPage } from "./pages/Lead.tsx";
import { Link, Route, Router, Switch } from "./router.ts";

function LanguageSwitch({ onChange }: { onChange: (locale: StaffLocale) => void }) {
  const { t, i18n: current } = useLingui();
  const names: Record<StaffLocale, string> = { en: "English", de: "Deutsch" };
  return (
    <label className="language">
      {t`Language`}{" "}
      <select value={current.locale} onChange={(e) => onChange(e.currentTarget.value as StaffLocale)}>
        {staffLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {names[locale]}
          </option>
        ))}
      </select>
    </label>
  );
}

function Shell({ me, onLocale }: { me: Me | undefined; onLocale: (locale: StaffLocale) => void }) {
  const { t } = useLingui();
  const title = t`Staff inbox`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <a className="skip" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="top">
        <p className="brand">
          <Link href="/">{t`Staff inbox`}</Link>
        </p>
        <nav aria-label={t`Sections`}>
          <Link href="/">{t`Leads`}</Link>
          <Link href="/funnel">{t`Funnel`}</Link>
          <Link href="/erase">{t`Erase a person`}</Link>
        </nav>
        <div className="who">
          {me && <span>{t`Signed in as ${me.email}`}</span>}
          <LanguageSwitch onChange={onLocale} />
        </div>
      </header>
      <main id="main">
        {me ? (
          <Switch>
            <Route path="/">
              <Inbox />
            </Route>
            <Route path="/leads/:id">{(params) => <LeadPage id={params.id} me={me} />}</Route>
            <Route path="/funnel">
              <Funnel periods={me.funnelPeriods} />
            </Route>
            <Route path="/erase">
              <Erase />
            </Route>
            <Route>
              <h1>{t`Page not found`}</h1>
            </Route>
          </Switch>
        ) : (
          <p role="alert">{t`The inbox could not load who you are. Reload the page to sign in again.`}</p>
        )}
      </main>
    </>
  );
}

/** The staff inbox: the list, a lead's page, the funnel and erasure, under /staff. */
export function App({ me }: { me: Me | undefined }) {
  const [, setLocale] = useState(i18n.locale);
  const changeLocale = (locale: StaffLocale) => {
    activate(locale, true).then(() => setLocale(locale));
  };
  return (
    <I18nProvider i18n={i18n}>
      <Router base="/staff">
        <Shell me={me} onLocale={changeLocale} />
      </Router>
    </I18nProvider>
  );
}
