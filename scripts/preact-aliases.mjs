/**
 * React's API served by preact/compat: the site and the widget bundle are written against
 * React but ship Preact (about 7 KB instead of 60+ KB). One list, used by vite and rollup.
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
