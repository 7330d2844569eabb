import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { Trans } from "@lingui/react/macro";
import { useLocation } from "wouter";
import type { Locale } from "../i18n.ts";
import { Footer } from "./Footer.tsx";
import { privacyUrl } from "../../contract/company.ts";
import { LanguageHint } from "./LanguageHint.tsx";
import { StickyCta } from "./StickyCta.tsx";
import { TopBar } from "./TopBar.tsx";
import { SiteCookieConsent } from "./widgets.tsx";

/**
 * Every page enters at the top: after a client-side navigation the window scrolls up and
 * focus moves to the main content (screen readers start reading the new page). A link to
 * an anchor on the new page scrolls there instead.
 */
function useScrollToTopOnNavigation(main: RefObject<HTMLElement | null>) {
  const [location] = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `location` is the trigger: every navigation scrolls up
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [location, main]);
}

export function Layout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useScrollToTopOnNavigation(main);
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <TopBar locale={locale} />
      <main id="main" tabIndex={-1} ref={main}>
        {children}
      </main>
      <Footer locale={locale} />
      <StickyCta />
      <SiteCookieConsent privacyUrl={privacyUrl(locale)} />
      <LanguageHint locale={locale} />
    </>
  );
}
