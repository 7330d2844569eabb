import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "../../contract/index.ts";
import { messages as de } from "../../locales/de/worker.ts";
import { messages as en } from "../../locales/en/worker.ts";
import { messages as es } from "../../locales/es/worker.ts";
import { messages as fr } from "../../locales/fr/worker.ts";
import { messages as it } from "../../locales/it/worker.ts";

const catalogs: Record<Locale, Messages> = { en, de, fr, it, es };

/**
 * A Lingui instance for one visitor-facing mail. The Worker has no macro transform (wrangler
 * bundles with esbuild), so messages are plain descriptors with explicit ids that
 * `lingui extract` reads from `i18n._({ id, message })` calls.
 */
export function mailI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: catalogs });
}
