import { Trans } from "@lingui/react/macro";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { privacyUrl } from "../../contract/site/privacy-paths.ts";
import { HydrateLater } from "../app/hydration.ts";
import { useLocation } from "../app/router.ts";
import { findRoute } from "../app/routes.ts";
import { type Locale, splitLocale } from "../i18n.ts";
import { Footer } from "./Footer.tsx";
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

/**
 * The links in a prerendered part of a page (site/app/hydration.ts) are plain anchors
 * until the part renders again: hydration attached no handler to them. One listener on
 * the document gives a plain link to a page of this language what every `<Link>` does:
 * client-side navigation. Links that leave the site, change the language, jump to an
 * anchor, or open a new tab or a download keep the browser's own behaviour.
 */
function usePlainLinksNavigate(locale: Locale) {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || !link.closest("#root") || link.target || link.hasAttribute("download")) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || url.hash) return;
      const { locale: linkLocale, path } = splitLocale(url.pathname);
      if (linkLocale !== locale || !findRoute(path)) return;
      event.preventDefault();
      navigate(path + url.search);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [locale, navigate]);
}

export function Layout({ locale, children }: { locale: Locale; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useScrollToTopOnNavigation(main);
  usePlainLinksNavigate(locale);
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <TopBar locale={locale} />
      <HydrateLater>
        <main id="main" tabIndex={-1} ref={main}>
          {children}
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer locale={locale} />
      </HydrateLater>
      <StickyCta />
      <SiteCookieConsent privacyUrl={privacyUrl(locale)} />
      <LanguageHint locale={locale} />
    </>
  );
}
