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
