import { useLingui } from "@lingui/react";
import { useEffect, useState } from "react";
import { loadCatalog, type WidgetCatalog } from "../../lib/catalogs.ts";
import { toWidgetLocale, type WidgetLocale } from "../../lib/locale.ts";

/**
 * The booking step's own texts (catalog `booking`): fetched with the step after the inquiry
 * is stored, so a visitor who never reaches it (or books on the booking page) never
 * downloads them.
 */
export const bookingCatalog: WidgetCatalog = {
  en: () => import("../../../locales/en/booking.ts"),
  de: () => import("../../../locales/de/booking.ts"),
  fr: () => import("../../../locales/fr/booking.ts"),
  it: () => import("../../../locales/it/booking.ts"),
  es: () => import("../../../locales/es/booking.ts"),
};

/**
 * Whether the booking texts of the widget's language are in its i18n: they are loaded
 * beside the questionnaire's (and again after a switch of language, which loads only the
 * questionnaire's own). Texts that cannot be fetched (offline) end the step: `onFailure`.
 */
export function useBookingTexts(onFailure: () => void): boolean {
  const { i18n } = useLingui();
  const locale = toWidgetLocale(i18n.locale);
  const [ready, setReady] = useState<WidgetLocale | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts are loaded per language; `onFailure` is read when it fails
  useEffect(() => {
    let current = true;
    loadCatalog(bookingCatalog, locale).then(
      (messages) => {
        if (!current) return;
        i18n.load(locale, messages);
        setReady(locale);
      },
      () => current && onFailure(),
    );
    return () => {
      current = false;
    };
  }, [i18n, locale]);
  return ready === locale;
}
