/**
 * Rollup plugin: minifies the CSS template literals of `*.styles.ts` and of `lib/theme.ts`
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

/** One part of a CSS literal, minified, or as written where it is no whole CSS. */
export function minifyCss(css, filename) {
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
  } catch {
    return css;
  }
}

export function minifyStyles() {
  return {
    name: "minify-styles",
    transform(code, id) {
      if (!/(\.styles|[\\/]lib[\\/]theme)\.ts$/.test(id)) return null;
      const minified = code.replace(/`([^`]*)`/g, (_m, literal) => {
        // The parts between interpolations, each minified alone; the interpolations stay.
        const parts = literal.split(/(\$\{[^}]*\})/);
        return `\`${parts.map((part, i) => (i % 2 ? part : minifyCss(part, id))).join("")}\``;
      });
      return { code: minified, map: null };
    },
  };
}
