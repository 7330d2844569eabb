import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "../../contract/locales.ts";
import { messages as deLabels } from "../../locales/de/labels.ts";
import { messages as de } from "../../locales/de/worker.ts";
import { messages as enLabels } from "../../locales/en/labels.ts";
import { messages as en } from "../../locales/en/worker.ts";
import { messages as esLabels } from "../../locales/es/labels.ts";
import { messages as es } from "../../locales/es/worker.ts";
import { messages as frLabels } from "../../locales/fr/labels.ts";
import { messages as fr } from "../../locales/fr/worker.ts";
import { messages as itLabels } from "../../locales/it/labels.ts";
import { messages as it } from "../../locales/it/worker.ts";

// The mails' own texts and the contract's field and option labels, which are translated
// once for the forms, the mails and the staff CLI alike.
const catalogs: Record<Locale, Messages> = {
  en: { ...enLabels, ...en },
  de: { ...deLabels, ...de },
  fr: { ...frLabels, ...fr },
  it: { ...itLabels, ...it },
  es: { ...esLabels, ...es },
};

/**
 * A Lingui instance for one visitor-facing mail. The Worker has no macro transform (wrangler
 * bundles with esbuild), so messages are plain descriptors with explicit ids that
 * `lingui extract` reads from `i18n._({ id, message })` calls.
 */
export function mailI18n(locale: Locale): I18n {
  return setupI18n({ locale, messages: catalogs });
}
