/** The year of the build, so prerendered and hydrated markup agree (see Footer). */
declare const __BUILD_YEAR__: number;
/** The Google Tag Manager container id from the build's GTM_ID environment variable ("" for none). */
declare const __GTM_ID__: string;
