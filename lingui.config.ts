import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Catalogs per locale: `messages` for the site, `widgets` for the embeddable kit (the
 * questionnaire, the toast and the shared field messages), `referral` for the referral form,
 * `consent` for the cookie banner, `worker` for every mail the Worker sends (in the
 * submission's language), `blog` for the article bodies (about 10,000 words a language,
 * loaded only on an article page) and `privacy` for the privacy policy page. They are kept apart so that a partner page loading the
 * widgets never downloads the marketing copy, and the banner (on every page) only its
 * own few texts; the site loads what it shows.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de"],
  catalogs: [
    {
      name: "messages",
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/site"],
      exclude: ["**/*.test.*", "<rootDir>/site/content/articles/**", "<rootDir>/site/privacy/**"],
    },
    {
      // The articles' bodies: the site's catalog, which every navigation loads, stays small.
      name: "blog",
      path: "<rootDir>/locales/{locale}/blog",
      include: ["<rootDir>/site/content/articles"],
      exclude: ["**/*.test.*"],
    },
    {
      // The privacy policy is long and on one page: its texts travel with that page only.
      name: "privacy",
      path: "<rootDir>/locales/{locale}/privacy",
      include: ["<rootDir>/site/privacy"],
      exclude: ["**/*.test.*"],
    },
    {
      name: "widgets",
      path: "<rootDir>/locales/{locale}/widgets",
      // The option labels are the contract's: the form's select and summary show them.
      include: ["<rootDir>/widgets", "<rootDir>/contract/option-labels.ts"],
      exclude: ["**/*.test.*", "<rootDir>/widgets/cookie-consent/**", "<rootDir>/widgets/referral-form/**"],
    },
    {
      // The referral form's own texts: the questionnaire (30 KB budget) never downloads them.
      name: "referral",
      path: "<rootDir>/locales/{locale}/referral",
      include: ["<rootDir>/widgets/referral-form"],
      exclude: ["**/*.test.*"],
    },
    {
      // The cookie banner is on every page and has a 10 KB budget: its texts travel alone.
      name: "consent",
      path: "<rootDir>/locales/{locale}/consent",
      include: ["<rootDir>/widgets/cookie-consent"],
      exclude: ["**/*.test.*"],
    },
    {
      name: "worker",
      path: "<rootDir>/locales/{locale}/worker",
      // The option labels are the contract's: the mails show what the visitor picked.
      include: ["<rootDir>/worker", "<rootDir>/contract/option-labels.ts"],
      // The generated worker-configuration.d.ts is not parseable by Babel and holds no texts.
      exclude: ["**/*.test.*", "**/*.d.ts"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
