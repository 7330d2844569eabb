/** The year of the build, so prerendered and hydrated markup agree (see Footer). */
declare const __BUILD_YEAR__: number;
