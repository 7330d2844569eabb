/**
 * The booking step's own texts (catalog `booking`): fetched with the step after the inquiry
 * is stored, so a visitor who never reaches it (or books on the booking page) never
 * downloads them.
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
