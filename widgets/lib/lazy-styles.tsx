import { useLayoutEffect, useRef } from "react";
import { adoptStyles, canAdoptStyles } from "./styles.ts";

/**
 * Styles that arrive behind a form's lazy boundary, with the part they style. They are
 * adopted by the shadow root they render in, because a partner page whose
 * Content-Security-Policy has no `style-src 'unsafe-inline'` blocks a `<style>` element
 * (and reports a violation) but not an adopted sheet. Only where the browser cannot adopt
 * sheets is a `<style>` rendered instead. The sheet stays adopted after the part unmounts:
 * it is shared and made once, and the part may come back.
 */
export function LazyStyles({ css }: { css: string }) {
  const anchor = useRef<HTMLTemplateElement>(null);
  const adoptable = canAdoptStyles();
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode();
    if (adoptable && (root instanceof ShadowRoot || root instanceof Document)) adoptStyles(root, css);
  }, [adoptable, css]);
  return adoptable ? <template ref={anchor} /> : <style>{css}</style>;
}
