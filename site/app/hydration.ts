import type { ReactNode } from "react";

/**
 * Drawings (the mock-ups, avatars, logos, icons) are static markup: about half of the home
 * page's elements. While the prerendered page is hydrated, their SVG keeps the children
 * already in the document: Preact does not diff the children of an element that has
 * `dangerouslySetInnerHTML`, and does not apply its HTML while hydrating. So hydration
 * walks only the page's text and controls, and the first input waits less.
 *
 * Outside hydration (prerendering, client-side navigation, a later re-render) the children
 * render as usual; a drawing re-rendered after hydration replaces its adopted children
 * with the same ones once.
 */
let hydrating = false;

/** Hydrates with `hydrate` (hydrateRoot), the drawings adopted as they are. */
export function hydrateAdoptingDrawings(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Spread on a drawing's root element in place of `children`. */
export function drawing(children: ReactNode): { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } } {
  return hydrating ? { dangerouslySetInnerHTML: { __html: "" } } : { children };
}
