/**
 * Styles of a part behind a form's lazy boundary, adopted into the shadow root before
 * that part's first paint.
 */
import { type RefObject, useLayoutEffect, useState } from "react";
import { adoptStyles } from "./styles.ts";

/**
 * The styles of a part behind a form's lazy boundary (the questionnaire's summary, the
 * referral form's confirmation): adopted into the shadow root `anchor` renders in before
 * the part's first paint, so they are no part of the element's first use, and a partner
 * page whose Content-Security-Policy blocks inline styles still styles it. True where a
 * browser cannot adopt sheets: the part then renders `css` in a `<style>` itself.
 */
export function useLateStyles(anchor: RefObject<Element | null>, css: string): boolean {
  const [needsStyleElement, setNeedsStyleElement] = useState(false);
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (!(root instanceof ShadowRoot && adoptStyles(root, css))) setNeedsStyleElement(true);
  }, [anchor, css]);
  return needsStyleElement;
}
