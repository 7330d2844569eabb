/**
 * The site's React: preact/compat (the site is written against React but ships Preact,
 * about 7 KB instead of 60+ KB). Used by vite; the widget bundle has its own list below.
 * Exact matches only, so that e.g. `react-final-form` is not rewritten.
 */
export const preactAliases = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: "preact/compat" },
  { find: /^use-sync-external-store\/shim$/, replacement: "preact/compat" },
];

const lib = (file) => new URL(`../widgets/lib/${file}`, import.meta.url).pathname;
const modules = (file) => new URL(`../node_modules/${file}`, import.meta.url).pathname;

/**
 * The widget bundle's React: plain Preact with the slim layer in widgets/lib/runtime/react.ts and
 * react-dom.ts instead of preact/compat (about 3.5 KB min+gzip less on every element's
 * first use). Used by rollup and by the widgets' component tests.
 */
export const widgetAliases = [
  { find: /^react$/, replacement: lib("runtime/react.ts") },
  { find: /^react-dom$/, replacement: lib("runtime/react-dom.ts") },
  { find: /^react-dom\/client$/, replacement: lib("runtime/react-dom.ts") },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^use-sync-external-store\/shim\/index\.js$/, replacement: lib("runtime/react.ts") },
  { find: /^use-sync-external-store\/shim$/, replacement: lib("runtime/react.ts") },
  // final-form's own ES2020 build (its TypeScript compiled file by file), not the ES5 bundle
  // its `module` field names: same version and source, without Babel's ES5 helpers and
  // loops, 0.54 KB min+gzip less on each form's first use.
  { find: /^final-form$/, replacement: modules("final-form/dist/index.js") },
  { find: /^@babel\/runtime\/helpers\/esm\/extends$/, replacement: lib("runtime/object-assign.ts") },
];
