import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * The site's catalogs, in English and German (the site speaks two languages): `messages`
 * for the pages, `blog` for the article bodies (about 10,000 words a language, loaded
 * only on an article page) and `dpa` for the data processing agreement (a PDF the build
 * sets). Everything a partner's visitor can see (the widgets, the mails, the privacy
 * policy) speaks the agency's five languages: those catalogs are in
 * ./lingui.kit.config.ts. `npm run i18n` extracts and compiles both.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de"],
  catalogs: [
    {
      // The staff inbox (staff/), its morning digest (worker/staff/), the funnel's stages, a
      // lead's history and the refusals both report, which the staff CLI reads too, in the
      // agency's two languages.
      name: "staff",
      path: "<rootDir>/locales/{locale}/staff",
      include: [
        "<rootDir>/staff",
        "<rootDir>/worker/staff",
        "<rootDir>/contract/funnel/stages.ts",
        "<rootDir>/contract/staff/history-words.ts",
        "<rootDir>/contract/staff/refusal-words.ts",
      ],
      exclude: ["**/*.test.*"],
    },
    {
      // The staff CLI's own texts (scripts/leads/), in the agency's two languages: plain
      // descriptors with explicit ids, read from the compiled catalog under plain node.
      name: "staff-cli",
      path: "<rootDir>/locales/{locale}/staff-cli",
      include: ["<rootDir>/scripts/leads"],
      exclude: ["**/*.test.*"],
    },
    {
      name: "messages",
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/site"],
      exclude: ["**/*.test.*", "<rootDir>/site/content/articles/**", "<rootDir>/site/privacy/**", "<rootDir>/site/dpa/**"],
    },
    {
      // The data processing agreement: set as a PDF at build time (scripts/dpa.ts), never
      // downloaded by a page.
      name: "dpa",
      path: "<rootDir>/locales/{locale}/dpa",
      include: ["<rootDir>/site/dpa"],
      exclude: ["**/*.test.*"],
    },
    {
      // The articles' bodies: the site's catalog, which every navigation loads, stays small.
      name: "blog",
      path: "<rootDir>/locales/{locale}/blog",
      include: ["<rootDir>/site/content/articles"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
