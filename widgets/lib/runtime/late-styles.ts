/**
 * Adopts the styles of a part loaded in a form's lazy chunk into its shadow root.
 */
import { type RefObject, useLayoutEffect, useState } from "react";
import { adoptStyles } from "./styles.ts";

/**
 * Adopts `css` into the shadow root `anchor` renders in, before the part's first paint.
 * @returns true where the browser cannot adopt sheets: the part must then render `css`
 *   in a `<style>` itself
 */
export function useLateStyles(anchor: RefObject<Element | null>, css: string): boolean {
  const [needsStyleElement, setNeedsStyleElement] = useState(false);
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (!(root instanceof ShadowRoot && adoptStyles(root, css))) setNeedsStyleElement(true);
  }, [anchor, css]);
  return needsStyleElement;
}
