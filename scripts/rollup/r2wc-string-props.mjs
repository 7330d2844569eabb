/**
 * Rollup plugin: @r2wc/core turns attribute text into props through a table of six types
 * (string, number, boolean, function, method, json) that it looks up by name, so no
 * bundler can drop the five the kit never asks for: every element declares its attributes
 * as strings (`widgetElement` in widgets/lib/runtime/element.tsx, which parses what it needs
 * itself). The table keeps only `string`: 0.22 KB min+gzip of the runtime that every
 * partner's page loads with the banner. @r2wc/core is pinned (package.json `overrides`);
 * an upgrade that changes the table, or moves it to another file of the package, fails the
 * build instead of silently keeping it.
 */
const PACKAGE = /[\\/]node_modules[\\/]@r2wc[\\/]core[\\/]/;
const CORE = /[\\/]node_modules[\\/]@r2wc[\\/]core[\\/]dist[\\/]core\.js$/;
const TABLE = /string: E,\s*number: x,\s*boolean: C,\s*function: O,\s*method: P,\s*json: j\s*\}/;

export function r2wcStringProps() {
  let rewritten = false;
  return {
    name: "r2wc-string-props",
    buildStart() {
      rewritten = false;
    },
    transform(code, id) {
      if (!CORE.test(id)) return null;
      rewritten = true;
      if (!TABLE.test(code)) this.error(`@r2wc/core changed: its transform table is not ${TABLE}; review r2wcStringProps()`);
      return { code: code.replace(TABLE, "string: E }"), map: null };
    },
    buildEnd(error) {
      // @r2wc/core in the build without the module that holds the table: its files were renamed.
      if (error || rewritten || ![...this.getModuleIds()].some((id) => PACKAGE.test(id))) return;
      this.error(`@r2wc/core changed: no module of the build is ${CORE}; review r2wcStringProps()`);
    },
  };
}
