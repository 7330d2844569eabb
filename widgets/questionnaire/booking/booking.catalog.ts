/**
 * The booking step's texts: fetched with the step, never by a visitor who does not reach it.
 *
 * One chunk per language. Written by scripts/form-catalogs.ts (`npm run i18n`) for every
 * language of contract/locales.ts: edit the list there, not this file.
 */
import type { WidgetCatalog } from "../../lib/i18n/catalogs.ts";

export const bookingCatalog: WidgetCatalog = {
  en: () => import("../../../locales/en/booking.ts"),
  de: () => import("../../../locales/de/booking.ts"),
  fr: () => import("../../../locales/fr/booking.ts"),
  it: () => import("../../../locales/it/booking.ts"),
  es: () => import("../../../locales/es/booking.ts"),
};
