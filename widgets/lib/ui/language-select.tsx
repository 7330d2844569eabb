/**
 * The forms' language switch: a native select of the kit's languages.
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type WidgetLocale, widgetLocales } from "../i18n/locale.ts";

/** Each language in its own name, which is what a reader looks for in such a list. */
const endonyms: Record<WidgetLocale, string> = { en: "English", de: "Deutsch", fr: "Français", it: "Italiano", es: "Español" };

/**
 * A native `<select>` of languages, so keyboards, screen readers and phones treat it like
 * any select. `onChange` should set the element's `lang`, which keeps everything typed.
 */
export function LanguageSelect({ locale, onChange }: { locale: WidgetLocale; onChange: (locale: WidgetLocale) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <span className="language" part="language">
      {/* A globe, recognisable to a visitor who reads none of the offered languages. */}
      <svg className="language-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <select id={id} className="language-select" value={locale} onChange={(event) => onChange(event.currentTarget.value as WidgetLocale)}>
        {widgetLocales.map((l) => (
          <option key={l} value={l} lang={l}>
            {endonyms[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
