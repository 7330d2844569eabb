import { Trans, useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect, useRef, useState } from "react";
import { CONSENT_STORAGE_KEY } from "../../contract/consent/keys.ts";
import { company, displayPhone, phoneHref } from "../../contract/site/company.ts";
import { useLocation } from "../app/router.ts";
import { isForeignPolicy, type Locale, pathInLocale } from "../i18n.ts";
import { CtaButton } from "./CtaButton.tsx";
import { Icon } from "./Icon.tsx";
import { LanguageSwitcher } from "./LanguageSwitcher.tsx";
import { Link } from "./Link.tsx";
import { Prerendered } from "./Prerendered.tsx";
import { serviceLinks } from "./services.ts";

/** The build year renders first (prerender and hydration agree), the visitor's year after. */
function useCurrentYear(): number {
  const [year, setYear] = useState(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

/**
 * Whether the stored cookie choice was made during this page view: on a slow phone the
 * banner takes a choice before the footer hydrates and listens for it.
 */
function choseSincePageLoad(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null") as { timestamp?: unknown } | null;
    return typeof stored?.timestamp === "string" && Date.parse(stored.timestamp) >= performance.timeOrigin;
  } catch {
    return false;
  }
}

/**
 * Marks the document (`cookie-button-shown` on the root) while the footer is on screen, and
 * from a cookie choice until the next scroll. On phones the cookie settings button shows
 * only then (chrome.css): at 320-640 px its corner is always over the page's text, and the
 * footer's last lines keep room for it; right after a choice it stays, so a visitor sees
 * where to change it.
 */
function useCookieButtonShown(footer: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = footer.current;
    if (!element || !("IntersectionObserver" in window)) return;
    const root = document.documentElement;
    let footerInView = false;
    let justChosen = choseSincePageLoad();
    const update = () => root.classList.toggle("cookie-button-shown", footerInView || justChosen);
    const observer = new IntersectionObserver(([entry]) => {
      footerInView = entry?.isIntersecting ?? false;
      update();
    });
    const onChoice = () => {
      justChosen = true;
      update();
    };
    const onScroll = () => {
      if (!justChosen) return;
      justChosen = false;
      update();
    };
    update();
    observer.observe(element);
    document.addEventListener("agency-consent-change", onChoice);
    addEventListener("scroll", onScroll, { passive: true });
    return () => {
      observer.disconnect();
      document.removeEventListener("agency-consent-change", onChoice);
      removeEventListener("scroll", onScroll);
      root.classList.remove("cookie-button-shown");
    };
  }, [footer]);
}

export function Footer({ locale }: { locale: Locale }) {
  const { i18n, t } = useLingui();
  const [path] = useLocation();
  // On the French, Italian or Spanish policy, the footer's link stays on that language's policy.
  const privacyPath = isForeignPolicy(path) ? path : pathInLocale("/privacy", locale);
  const year = useCurrentYear();
  const footer = useRef<HTMLElement>(null);
  useCookieButtonShown(footer);
  return (
    <footer className="footer" ref={footer}>
      <div className="container footer__grid">
        <Prerendered as="section" className="footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer__brand">
            {company.name}
          </h2>
          <p>
            <Trans>
              A software agency in Vienna. We build MVPs, internal tools, landing pages and front-ends with AI-assisted development, in
              weeks instead of months.
            </Trans>
          </p>
          <ul className="footer__contact">
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <a href={phoneHref(company.phone)}>{displayPhone(company.phone)}</a>
            </li>
            <li>
              <Icon name="pin" size={18} />
              <span>{`${company.address.street}, ${company.address.postalCode} ${company.address.city}`}</span>
            </li>
          </ul>
          {/* It opens the questionnaire, not the calendar: a forward arrow, not a calendar icon. */}
          <CtaButton className="footer__cta-button">
            <Trans>Tell us about your project – 2 min</Trans>
            <Icon name="arrow" size={20} />
          </CtaButton>
        </Prerendered>
        <Prerendered as="nav" className="footer__col" aria-labelledby="footer-services">
          <h2 id="footer-services">
            <Trans>Services</Trans>
          </h2>
          <ul>
            {serviceLinks.map((s) => (
              <li key={s.path}>
                <Link href={s.path}>{i18n._(s.label)}</Link>
              </li>
            ))}
          </ul>
        </Prerendered>
        <Prerendered as="nav" className="footer__col" aria-labelledby="footer-company">
          <h2 id="footer-company">
            <Trans>Company</Trans>
          </h2>
          <ul>
            <li>
              <Link href="/our-work">
                <Trans>Our Work</Trans>
              </Link>
            </li>
            <li>
              <Link href="/blog">
                <Trans>Blog</Trans>
              </Link>
            </li>
            <li>
              <Link href="/apis">
                <Trans>APIs</Trans>
              </Link>
            </li>
            <li>
              <Link href="/for-it-and-procurement">
                <Trans>For IT and procurement</Trans>
              </Link>
            </li>
          </ul>
        </Prerendered>
        <div className="footer__col">
          <h2>
            <Trans>Language</Trans>
          </h2>
          <LanguageSwitcher locale={locale} className="lang-switch--footer" landmark={false} />
          <h2 className="footer__social-title">
            <Trans>Follow us</Trans>
          </h2>
          <ul className="footer__social">
            {company.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container footer__bottom">
        <p>
          {`© ${year} ${company.legalName}. ${t`All rights reserved.`}`}
          {/* The company's register entry, where a buyer's procurement looks for it first. */}
          <span className="footer__registry">
            {/* A label and its number stay on one line: not "VAT" / "ID ATU…" or "UID-" / "Nummer ATU…". */}
            <span className="nowrap">{company.legal.registerNumber}</span>
            {`, ${company.legal.registerCourt} · `}
            <span className="nowrap">{`${t`VAT ID`} ${company.legal.vatId}`}</span>
          </span>
        </p>
        <ul className="footer__legal" aria-label={t`Legal`}>
          <li>
            <Link href={privacyPath}>
              <Trans>Privacy Policy</Trans>
            </Link>
          </li>
          {company.termsUrl && (
            <li>
              <a href={company.termsUrl} rel="noopener">
                <Trans>Terms of Service</Trans>
              </a>
            </li>
          )}
          <li>
            <Link href="/imprint">
              <Trans>Imprint</Trans>
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
