/**
 * What @r2wc/react-to-web-component takes from `react` in the widget bundle: its default
 * export, of which it calls only `createElement`. Handing it preact's createElement
 * instead of all of preact/compat's default export keeps the shared runtime chunk small
 * (rollup.config.mjs points r2wc's `react` import here; everything else gets preact/compat).
 */
import { createElement } from "preact";

export default { createElement };
