/**
 * Loads the booking step's texts in the widget's language.
 */
import { useLingui } from "@lingui/react";
import { useEffect, useRef, useState } from "react";
import { loadCatalog } from "../../lib/i18n/catalogs.ts";
import { toWidgetLocale, type WidgetLocale } from "../../lib/i18n/locale.ts";
import { bookingCatalog } from "./booking.catalog.ts";

/**
 * Loads the step's catalog into the widget's i18n, again after each language switch, and
 * returns whether it is there. If it cannot be fetched (offline), calls `step.fallback()`.
 */
export function useBookingTexts(step: { fallback(): void }): boolean {
  const { i18n } = useLingui();
  const locale = toWidgetLocale(i18n.locale);
  const [ready, setReady] = useState<WidgetLocale | null>(null);
  // Not a dependency: Lingui hands out a new wrapper on every change, so the load would
  // trigger itself again, endlessly once the language's chunk is cached.
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
