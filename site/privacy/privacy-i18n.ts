import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { useMemo } from "react";
import { messages as deLabels } from "../../locales/de/labels.ts";
import { messages as de } from "../../locales/de/privacy.ts";
import { messages as enLabels } from "../../locales/en/labels.ts";
import { messages as en } from "../../locales/en/privacy.ts";
import type { Locale } from "../i18n.ts";

/**
 * The privacy catalog in the site's two languages. Only the pages that state what the
 * configuration processes import it (the policy, the page for IT and procurement), so the
 * rest of the site never downloads these texts. The forms' field labels come with them
 * (the labels catalog), because the policy lists each field as the form names it.
 */
const catalogs: Record<Locale, Messages> = { en: { ...enLabels, ...en }, de: { ...deLabels, ...de } };

/** An i18n of the privacy catalog: `messages` of another language, else the site's language's. */
export function usePrivacyI18n(locale: string, messages?: Messages): I18n {
  return useMemo(() => {
    const i18n = setupI18n();
    if (messages) i18n.loadAndActivate({ locale, messages });
    else {
      const lang: Locale = locale === "de" ? "de" : "en";
      i18n.loadAndActivate({ locale: lang, messages: catalogs[lang] });
    }
    return i18n;
  }, [locale, messages]);
}
