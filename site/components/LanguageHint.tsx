import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useLocation } from "../app/router.ts";
import { type Locale, localizedPath } from "../i18n.ts";
import { readLanguageChoice, storeLanguageChoice } from "./language-preference.ts";

/**
 * When a visitor who picked the other language lands on this one (a shared link, a
 * search result), offers the twin page instead of redirecting. Fixed in a corner, so
 * showing it after hydration moves nothing on the page.
 */
export function LanguageHint({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const [path] = useLocation();
  const [preferred, setPreferred] = useState<Locale | null>(null);

  useEffect(() => {
    const choice = readLanguageChoice();
    setPreferred(choice && choice !== locale ? choice : null);
  }, [locale]);

  // Read before returning, so the prerendered page's inline messages include them.
  const labels = { de: t`View this page in German`, en: t`View this page in English`, dismiss: t`Dismiss`, nav: t`Language` };
  if (!preferred) return null;
  return (
    <aside className="lang-hint" aria-label={labels.nav}>
      <a href={localizedPath(path || "/", preferred)} hrefLang={preferred} data-lang-switch="">
        {labels[preferred]}
      </a>
      <button
        type="button"
        className="lang-hint__close"
        onClick={() => {
          storeLanguageChoice(locale);
          setPreferred(null);
        }}
      >
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{labels.dismiss}</span>
      </button>
    </aside>
  );
}
