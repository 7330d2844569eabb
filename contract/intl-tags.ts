import type { Locale } from "./locales.ts";

// Apart from ./locales.ts, which every widget loads with its runtime (the banner's included):
// only what writes dates, numbers and money (the booking step, the mails, the staff views)
// needs these tags.

/** The `Intl` tag per language: Vienna's German, British English (day before month), the others as in their country. */
export const intlTags: Readonly<Record<Locale, string>> = { en: "en-GB", de: "de-AT", fr: "fr-FR", it: "it-IT", es: "es-ES" };
