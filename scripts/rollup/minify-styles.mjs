/**
 * Rollup plugin: minifies the CSS template literals of `*.styles.ts` and of `lib/runtime/theme.ts`
 * (they hold nothing but CSS) with lightningcss, a real CSS parser (it comes with vite):
 * comments and layout whitespace are dead weight in a guarded chunk. Between two `${...}`
 * a literal holds rules or declarations; a part that is neither alone (a fragment such as
 * `;--a:1`) is kept as written.
 */
import { Features, transform, transformStyleAttribute } from "lightningcss";

/**
 * The browsers the kit's CSS is written for, as for its ES2020 code, so the minifier does
 * not print media queries as ranges Safari 14 cannot read; nothing else is rewritten for
 * them (no prefixes, no expanded `:is()`): the CSS is written for them already.
 */
const cssTargets = { chrome: 80 << 16, firefox: 74 << 16, safari: 14 << 16 };
const cssUnchanged = Object.values(Features).reduce((all, bit) => all | bit, 0) & ~Features.MediaQueries;

/** lightningcss's entry for one part: rules, declarations, or null to keep it as written. */
function minifierFor(trimmed) {
  const opens = (trimmed.match(/\{/g) ?? []).length;
  const closes = (trimmed.match(/\}/g) ?? []).length;
  // Rules only when every brace is closed (lightningcss would drop an unclosed rule
  // silently); declarations only without braces; anything else is kept as written.
  if (opens === 0) return closes === 0 && trimmed.includes(":") ? transformStyleAttribute : null;
  return opens === closes ? transform : null;
}

/**
 * One part of a CSS literal, minified, or as written where it is no whole CSS.
 * @param {(error: unknown) => void} [refused] told when lightningcss refuses a part that is whole CSS (kept as written)
 */
export function minifyCss(css, filename, refused = () => {}) {
  const trimmed = css.trim();
  const minify = minifierFor(trimmed);
  if (!minify) return css;
  try {
    const out = minify({
      filename,
      code: Buffer.from(trimmed.replace(/^;|;$/g, "")),
      minify: true,
      targets: cssTargets,
      exclude: cssUnchanged,
    }).code.toString();
    // A declaration part's outer semicolons join it to the interpolations beside it.
    return minify === transform ? out : `${trimmed.startsWith(";") ? ";" : ""}${out}${trimmed.endsWith(";") ? ";" : ""}`;
  } catch (error) {
    refused(error);
    return css;
  }
}

/**
 * Rollup plugin. The build fails when lightningcss refuses a part it minified before: a
 * lightningcss upgrade that changed its API or stopped parsing our CSS would otherwise ship
 * the styles as written, and only the size guards would notice, without saying why.
 */
export function minifyStyles() {
  const refusals = [];
  return {
    name: "minify-styles",
    buildStart() {
      refusals.length = 0;
    },
    transform(code, id) {
      if (!/(\.styles|[\\/]lib[\\/]runtime[\\/]theme)\.ts$/.test(id)) return null;
      const refused = (error) => refusals.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
      // Block comments are matched first and kept as written: a name they quote in backticks is no CSS.
      const minified = code.replace(/\/\*[\s\S]*?\*\/|`([^`]*)`/g, (match, literal) => {
        if (literal === undefined) return match;
        // The parts between interpolations, each minified alone; the interpolations stay.
        const parts = literal.split(/(\$\{[^}]*\})/);
        return `\`${parts.map((part, i) => (i % 2 ? part : minifyCss(part, id, refused))).join("")}\``;
      });
      return { code: minified, map: null };
    },
    buildEnd(error) {
      if (error || refusals.length === 0) return;
      this.error(
        `lightningcss changed: it refused ${refusals.length} CSS part(s) minify-styles minifies, first ${refusals[0]}; review minifyCss()`,
      );
    },
  };
}
