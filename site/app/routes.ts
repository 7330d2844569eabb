import type { ComponentType } from "react";
import { Home } from "../pages/Home.tsx";

export interface PageRoute {
  /** Path inside a locale: "/" is `/` in English and `/de/` in German. */
  path: string;
  component: ComponentType;
}

/** Every prerendered page; each is written once per locale. */
export const pages: PageRoute[] = [{ path: "/", component: Home }];
