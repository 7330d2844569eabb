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
export function LanguageSwitcher({
  locale,
  className,
  landmark = true,
}: {
  locale: Locale;
  className?: string;
  /** false: a plain list (e.g. in the footer under its own heading), not a second "Language" nav landmark. */
  landmark?: boolean;
}) {
  const { t } = useLingui();
  const [path] = useLocation();
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper className={`lang-switch ${className ?? ""}`} aria-label={landmark ? t`Language` : undefined}>
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
    </Wrapper>
  );
}
