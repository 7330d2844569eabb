import type { SVGProps } from "react";
import { adopted } from "../app/hydration.ts";

/**
 * A decorative SVG: hidden from assistive technology, never focusable, and adopted as
 * prerendered while the page hydrates (site/app/hydration.ts). Every mock-up, avatar,
 * icon and sign of the site draws through it.
 */
export function Drawing({ children, ...svg }: Omit<SVGProps<SVGSVGElement>, "aria-hidden" | "focusable" | "ref">) {
  return <svg {...svg} aria-hidden="true" focusable="false" {...adopted(children)} />;
}
