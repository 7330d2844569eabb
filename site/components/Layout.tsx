import type { ReactNode } from "react";
import { Trans } from "@lingui/react/macro";
import type { Locale } from "../i18n.ts";
import { TopBar } from "./TopBar.tsx";
import { Footer } from "./Footer.tsx";
import { CookieConsent } from "../../widgets/cookie-consent/cookie-consent.react.tsx";
import { company } from "../content/company.ts";
import { tagManagerId } from "../content/analytics.ts";

export function Layout({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <TopBar locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer locale={locale} />
      <CookieConsent gtmId={tagManagerId} privacyUrl={company.privacyPolicyUrl} />
    </>
  );
}
