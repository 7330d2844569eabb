import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Catalogs per locale: `messages` for the site, `widgets` for the embeddable kit and
 * `consent` for the cookie banner. They are kept apart so that a partner page loading the
 * widgets never downloads the marketing copy, and the banner (on every page) only its
 * own few texts; the site loads all of them and merges them.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "de"],
  catalogs: [
    {
      name: "messages",
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/site"],
      exclude: ["**/*.test.*"],
    },
    {
      name: "widgets",
      path: "<rootDir>/locales/{locale}/widgets",
      include: ["<rootDir>/widgets"],
      exclude: ["**/*.test.*", "<rootDir>/widgets/cookie-consent/**"],
    },
    {
      // The cookie banner is on every page and has a 10 KB budget: its texts travel alone.
      name: "consent",
      path: "<rootDir>/locales/{locale}/consent",
      include: ["<rootDir>/widgets/cookie-consent"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
