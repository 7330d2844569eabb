import { toLocale } from "../locales.ts";

/** The IT and procurement page per language, apart so the questionnaire links it without the whole path table. */
export const procurementPaths = { en: "/for-it-and-procurement", de: "/de/fuer-it-und-einkauf" } as const;

/** The IT and procurement page for a language (German has its own slug, others read English), absolute with `origin`. */
export function procurementUrl(tag: string | null | undefined, origin = ""): string {
  return `${origin.replace(/\/+$/, "")}${procurementPaths[toLocale(tag) === "de" ? "de" : "en"]}`;
}
