import { toLocale } from "../locales.ts";

/**
 * The page for IT and procurement per site language, in a module of its own (as the
 * privacy policy's addresses): the questionnaire links it on its first step, and importing
 * the site's whole table of translated addresses for it would weigh on the dialog's first use.
 */
export const procurementPaths = { en: "/for-it-and-procurement", de: "/de/fuer-it-und-einkauf" } as const;

/**
 * The page for IT and procurement in a visitor's language (German has its own slug; the
 * kit's other languages read the English page), absolute with the site's `origin`.
 */
export function procurementUrl(tag: string | null | undefined, origin = ""): string {
  return `${origin.replace(/\/+$/, "")}${procurementPaths[toLocale(tag) === "de" ? "de" : "en"]}`;
}
