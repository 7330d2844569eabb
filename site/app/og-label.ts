import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { routePath } from "../i18n.ts";

/**
 * The line above the title on a page's Open Graph picture (scripts/og-images.ts): what kind
 * of page a shared link leads to.
 */
export function ogLabelFor(path: string): MessageDescriptor {
  const route = routePath(path);
  if (route === "/") return msg`Product studio in Vienna`;
  if (route.startsWith("/our-work/")) return msg`Case study`;
  if (route === "/our-work") return msg`Our work`;
  if (route.startsWith("/blog")) return msg`Blog`;
  if (route === "/apis") return msg`Public APIs`;
  if (route === "/imprint" || route === "/privacy") return msg`Legal`;
  if (route === "/for-it-and-procurement") return msg`For IT and procurement`;
  if (route.startsWith("/newsletter/")) return msg`Newsletter`;
  return msg`Service`;
}
