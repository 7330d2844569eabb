import { createElement, type JSX, type ReactNode } from "react";
import { adopted } from "../app/hydration.ts";

type Tag = "section" | "article" | "div" | "nav";

/**
 * A part of a page with nothing to hydrate (site/app/hydration.ts): hydration adopts its
 * prerendered content instead of rendering it again. `as` is its element; `live` makes it
 * an ordinary element, hydrated with the rest (for a part that may hold state or handlers).
 */
export function Prerendered<T extends Tag>({
  as,
  live,
  children,
  ...props
}: { as: T; live?: boolean | undefined; children: ReactNode } & Omit<
  JSX.IntrinsicElements[T],
  "children" | "dangerouslySetInnerHTML" | "ref"
>) {
  return createElement(as, { ...props, ...(live ? { children } : adopted(children)) });
}
