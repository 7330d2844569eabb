import { useEffect, useRef } from "react";
import type { ConsentPreferences } from "./consent-storage.ts";
import { defineCookieConsent } from "./cookie-consent.element.ts";

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "agency-cookie-consent": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        "gtm-id"?: string | undefined;
        "privacy-url"?: string | undefined;
        "api-base"?: string | undefined;
      };
    }
  }
}

export interface CookieConsentProps {
  /** Google Tag Manager container id; without one no analytics ever load. */
  gtmId?: string | undefined;
  privacyUrl: string;
  apiBase?: string | undefined;
  lang?: string | undefined;
  onChange?: ((preferences: ConsentPreferences | null) => void) | undefined;
}

/**
 * The cookie banner as a React component: it renders the `<agency-cookie-consent>`
 * element, so the site and partner pages run the very same (10 KB) banner. The element
 * renders into its shadow root after hydration, so prerendered and hydrated markup agree.
 */
export function CookieConsent({ gtmId, privacyUrl, apiBase, lang, onChange }: CookieConsentProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => defineCookieConsent(), []);
  useEffect(() => {
    const element = ref.current;
    if (!element || !onChange) return;
    const listener = (event: CustomEvent<ConsentPreferences | null>) => onChange(event.detail);
    element.addEventListener("agency-consent-change", listener);
    return () => element.removeEventListener("agency-consent-change", listener);
  }, [onChange]);
  return <agency-cookie-consent ref={ref} gtm-id={gtmId} privacy-url={privacyUrl} api-base={apiBase} lang={lang} />;
}
