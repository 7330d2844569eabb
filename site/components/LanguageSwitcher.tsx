import { useLingui } from "@lingui/react/macro";
import { useLocation } from "wouter";
import { type Locale, localizedPath } from "../i18n.ts";

const names: Record<Locale, { short: string; long: string }> = {
  en: { short: "EN", long: "English" },
  de: { short: "DE", long: "Deutsch" },
};

/**
 * Links to the same page in the other language. Plain links on purpose: every language
 * version is its own prerendered page.
 */
export function LanguageSwitcher({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useLingui();
  const [path] = useLocation();
  return (
    <nav className={`lang-switch ${className ?? ""}`} aria-label={t`Language`}>
      <ul>
        {(Object.keys(names) as Locale[]).map((l) => (
          <li key={l}>
            <a
              href={localizedPath(path || "/", l)}
              hrefLang={l}
              lang={l}
              data-lang-switch=""
              aria-current={l === locale ? "page" : undefined}
              title={names[l].long}
            >
              <span aria-hidden="true">{names[l].short}</span>
              <span className="visually-hidden">{names[l].long}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
