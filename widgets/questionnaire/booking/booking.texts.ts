/**
 * The booking step's texts in the widget's language, loaded with the step.
 */
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { loadCatalog } from "../../lib/catalogs.ts";
import { toWidgetLocale, type WidgetLocale } from "../../lib/locale.ts";
import { bookingCatalog } from "./booking.catalog.ts";

/**
 * Whether the booking step's texts (./booking.catalog.ts) of the widget's
 * language are in its i18n: they are loaded beside the questionnaire's (and again after a
 * switch of language, which loads only the questionnaire's own). Texts that cannot be fetched (offline) end the step: the booking page instead.
 */
export function useBookingTexts(step: { fallback(): void }): boolean {
  const { i18n } = useLingui();
  const locale = toWidgetLocale(i18n.locale);
  const [ready, setReady] = useState<WidgetLocale | null>(null);
  // Lingui hands out a new wrapper of the same i18n with every change: as a dependency it
  // would load the texts again on the change their own load makes, without end once the
  // language's chunk is cached (a switch back to a language the page spoke before).
  const texts = useRef(i18n);
  texts.current = i18n;
  useEffect(() => {
    let current = true;
    loadCatalog(bookingCatalog, locale).then(
      (messages) => {
        if (!current) return;
        texts.current.load(locale, messages);
        setReady(locale);
      },
      () => current && step.fallback(),
    );
    return () => {
      current = false;
    };
  }, [locale, step]);
  return ready === locale;
}
