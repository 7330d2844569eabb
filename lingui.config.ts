import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Two catalogs per locale: `messages` for the site and `widgets` for the embeddable kit.
 * They are kept apart so that a partner page loading the widgets never downloads the
 * marketing copy; the site loads both and merges them.
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
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
