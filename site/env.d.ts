/** The year of the build, so prerendered and hydrated markup agree (see Footer). */
declare const __BUILD_YEAR__: number;
/** The Google Tag Manager container id from the build's GTM_ID environment variable ("" for none). */
declare const __GTM_ID__: string;
/** What the privacy policy states, read from wrangler.toml `[vars]` at build time (site/privacy/config.ts). */
declare const __PRIVACY_CONFIG__: import("./privacy/config.ts").PrivacyConfig;
