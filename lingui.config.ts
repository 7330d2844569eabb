import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Three catalogs per locale: `messages` for the site and `widgets` for the embeddable kit.
 * They are kept apart so that a partner page loading the widgets never downloads the
 * marketing copy; the site loads both and merges them. `worker` holds the texts of mails
 * the Worker sends to visitors (the newsletter confirmation).
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
    {
      name: "worker",
      path: "<rootDir>/locales/{locale}/worker",
      include: ["<rootDir>/worker"],
      // The generated worker-configuration.d.ts is not parseable by Babel and holds no texts.
      exclude: ["**/*.test.*", "**/*.d.ts"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "ts",
});
