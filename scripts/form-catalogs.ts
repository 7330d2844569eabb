import { writeFileSync } from "node:fs";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { MessageDescriptor, Messages } from "@lingui/core";
import { inquiryFieldLabels, optionFields } from "../contract/inquiry/field-labels.ts";
import { locales } from "../contract/locales.ts";
import { referralFieldLabels } from "../contract/referral/field-labels.ts";

/**
 * Each form's texts in one chunk per language: the form's own catalog as `lingui compile`
 * wrote it, and the labels it shows, taken from the `labels` catalog where they are
 * translated once (the mails and the staff CLI read the same). A form downloads the labels
 * of its own fields only: the referral form none of the questionnaire's choices.
 *
 * Run by `npm run i18n` and `npm run i18n:compile`, after `lingui compile`; writes
 * `locales/<locale>/<form>-form.ts`, and `outcomes-form.ts` for the questionnaire's lazy
 * boundary (ignored by git, like every compiled catalog). With `--loaders` (`npm run i18n`)
 * it also writes the widgets' catalog loaders (`catalogLoaders`), which git keeps.
 */
export const formLabels: Readonly<Record<"questionnaire" | "referral", readonly Readonly<Record<string, MessageDescriptor>>[]>> = {
  questionnaire: [
    inquiryFieldLabels,
    ...Object.entries(optionFields).map(([field, { labels }]) => {
      // Until typecheck names the missing table, say which field lacks it.
      if (!labels) throw new Error(`the choice ${field} has no option labels in contract/inquiry/field-labels.ts`);
      return labels;
    }),
  ],
  referral: [referralFieldLabels],
};

const root = fileURLToPath(new URL("..", import.meta.url));

async function messagesOf(locale: string, catalog: string): Promise<Messages> {
  return (await import(`${root}locales/${locale}/${catalog}.ts`)).messages;
}

async function writeFormCatalogs(): Promise<void> {
  for (const locale of locales) {
    const labels = await messagesOf(locale, "labels");
    for (const [form, declarations] of Object.entries(formLabels)) {
      const messages: Messages = { ...(await messagesOf(locale, form)) };
      for (const { id } of declarations.flatMap((d) => Object.values(d))) {
        const text = labels[id];
        if (text === undefined) throw new Error(`${locale}/labels.po lacks ${id}: run npm run i18n`);
        messages[id] = text;
      }
      writeMessages(locale, form, messages);
    }
    // The questionnaire's lazy boundary loads one chunk of texts: the outcomes both forms
    // show and what only its own views there show.
    writeMessages(locale, "outcomes", {
      ...(await messagesOf(locale, "outcomes")),
      ...(await messagesOf(locale, "questionnaire-later")),
    });
  }
}

function writeMessages(locale: string, form: string, messages: Messages): void {
  const source = `/*eslint-disable*/import type{Messages}from"@lingui/core";export const messages=JSON.parse(${JSON.stringify(JSON.stringify(messages))}) as Messages;`;
  writeFileSync(`${root}locales/${locale}/${form}-form.ts`, source);
}

/** A catalog the widgets load, one chunk per language, and the module that names its chunks. */
export interface CatalogLoader {
  /** The widgets' module that exports the loaders, from the repository's root. */
  module: string;
  /** The compiled catalog's file in each `locales/<locale>/`, without `.ts`. */
  catalog: string;
  /** The exported name of the loaders. */
  name: string;
  /** The module's header: what the texts are and who loads them, one line each. */
  doc: readonly string[];
}

/**
 * Every catalog the widgets load, each with one `import()` per language of the kit
 * (contract/locales.ts), written out literally: the bundler then gives each language of
 * each catalog a chunk of its own (named after its locales/ path in rollup.config.mjs), and
 * a page downloads only the language and the catalogs its widgets use. A language added to
 * the kit gets its loaders from `npm run i18n`; a test fails while a loader is stale.
 */
export const catalogLoaders: readonly CatalogLoader[] = [
  {
    module: "widgets/lib/i18n/widget-catalog.ts",
    catalog: "widgets",
    name: "widgetCatalog",
    doc: [
      "The texts the forms and the toasts share (catalog `widgets`). Not part of the runtime: a",
      "page with only the cookie banner never references them.",
    ],
  },
  {
    module: "widgets/lib/i18n/outcome-catalog.ts",
    catalog: "outcomes",
    name: "outcomeCatalog",
    doc: ["Field errors and failed submissions: brought by a form's lazy boundary, not its first use."],
  },
  {
    module: "widgets/questionnaire/questionnaire.catalog.ts",
    catalog: "questionnaire-form",
    name: "questionnaireCatalog",
    doc: [
      "The questionnaire's own texts and its fields' labels, beside the shared widget texts; the",
      "referral form never downloads them.",
    ],
  },
  {
    module: "widgets/questionnaire/questionnaire.later-catalog.ts",
    catalog: "outcomes-form",
    name: "laterCatalog",
    doc: [
      "The texts behind the questionnaire's lazy boundary (outcomes, summary, success): not on the",
      "form's first use. Apart from questionnaire.catalog.ts, else the bundler splits off one chunk more.",
    ],
  },
  {
    module: "widgets/questionnaire/booking/booking.catalog.ts",
    catalog: "booking",
    name: "bookingCatalog",
    doc: ["The booking step's texts: fetched with the step, never by a visitor who does not reach it."],
  },
  {
    module: "widgets/referral-form/referral-form.catalog.ts",
    catalog: "referral-form",
    name: "referralCatalog",
    doc: ["The referral form's own texts and its fields' labels, beside the shared widget texts."],
  },
  {
    module: "widgets/cookie-consent/cookie-consent.catalog.ts",
    catalog: "consent",
    name: "consentCatalog",
    doc: ["The banner's own texts (catalog `consent`), loaded beside nothing else: the banner stays small."],
  },
];

/** The path from `module` to `target` (both from the repository's root) as an import names it. */
function importPath(module: string, target: string): string {
  const path = relative(dirname(module), target);
  return path.startsWith(".") ? path : `./${path}`;
}

/** A loader module's source, formatted as biome formats it. */
export function loaderSource({ module, catalog, name, doc }: CatalogLoader): string {
  const header = [
    ...doc,
    "",
    "One chunk per language. Written by scripts/form-catalogs.ts (`npm run i18n`) for every",
    "language of contract/locales.ts: edit the list there, not this file.",
  ];
  return [
    "/**",
    ...header.map((line) => (line ? ` * ${line}` : " *")),
    " */",
    `import type { WidgetCatalog } from "${importPath(module, "widgets/lib/i18n/catalogs.ts")}";`,
    "",
    `export const ${name}: WidgetCatalog = {`,
    ...locales.map((locale) => `  ${locale}: () => import("${importPath(module, `locales/${locale}/${catalog}.ts`)}"),`),
    "};",
    "",
  ].join("\n");
}

function writeLoaders(): void {
  for (const loader of catalogLoaders) writeFileSync(`${root}${loader.module}`, loaderSource(loader));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFormCatalogs();
  if (process.argv.includes("--loaders")) writeLoaders();
}
