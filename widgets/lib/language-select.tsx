/**
 * The forms' language switch: a native select of the kit's languages, each named in itself.
 */
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type WidgetLocale, widgetLocales } from "./locale.ts";

/** Each language named in itself: the name a reader looks for in a list of languages. */
const endonyms: Record<WidgetLocale, string> = { en: "English", de: "Deutsch", fr: "Français", it: "Italiano", es: "Español" };

/**
 * The visitor's choice of language in a form's header: a native `<select>` (keyboard,
 * screen readers and phones handle it as they handle every select), labelled in the
 * current language. Choosing sets the element's `lang`, which re-renders the texts and
 * keeps everything typed, and the submission then carries that language.
 */
export function LanguageSelect({ locale, onChange }: { locale: WidgetLocale; onChange: (locale: WidgetLocale) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <span className="language" part="language">
      {/* A globe: the sign for "language" a visitor who reads none of the five still finds. */}
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
