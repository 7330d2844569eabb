import type { ReactNode } from "react";

/**
 * Most of a page is static markup: the drawings (mock-ups, avatars, logos, icons) and the
 * sections of text, links and call-to-action triggers around them. While the prerendered
 * page is hydrated, such an element keeps the children already in the document: Preact
 * does not diff the children of an element that has `dangerouslySetInnerHTML`, and does
 * not apply its HTML while hydrating. So hydration walks (and renders) only the parts with
 * state or handlers of their own, and the first input waits less.
 *
 * What such a part may hold: text, drawings, native controls without handlers (`<details>`),
 * call-to-action buttons (the embed loader opens the questionnaire by delegation) and links
 * (Layout gives plain links to the site's pages client-side navigation by delegation).
 * Nothing with state, effects, handlers or `useId`.
 *
 * Outside hydration (prerendering, client-side navigation, a later re-render) the children
 * render as usual; a part re-rendered after hydration replaces its adopted children with
 * the same ones once.
 */
let hydrating = false;

/** Hydrates with `hydrate` (hydrateRoot), the prerendered parts adopted as they are. */
export function hydrateAdopting(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Spread on a prerendered part's root element (a drawing's `<svg>`, a section) in place of `children`. */
export function adopted(children: ReactNode): { children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } } {
  return hydrating ? { dangerouslySetInnerHTML: { __html: "" } } : { children };
}
