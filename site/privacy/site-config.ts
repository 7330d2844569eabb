import type { PrivacyConfig } from "./config.ts";

/** The configuration the build read from wrangler.toml (vite.config.ts, `__PRIVACY_CONFIG__`). */
export const siteConfig: PrivacyConfig = __PRIVACY_CONFIG__;
