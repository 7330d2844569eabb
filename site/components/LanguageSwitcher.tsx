import { useLingui } from "@lingui/react/macro";
import { useLocation } from "../app/router.ts";
import { isForeignPolicy, type Locale, localizedPath } from "../i18n.ts";

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
  // On the privacy policy in French, Italian or Spanish neither site language is the page's.
  const current = isForeignPolicy(path) ? null : locale;
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
              aria-current={l === current ? "page" : undefined}
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
