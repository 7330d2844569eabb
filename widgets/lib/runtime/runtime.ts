/**
 * The page's one copy of Preact, its hooks, JSX runtime and Lingui, shared by every widget
 * chunk and by the agency's site (an external in vite.config.ts). Export only what the
 * site's build imports: every export is code each partner page downloads with the banner.
 */

export { setupI18n } from "@lingui/core";
export { I18nProvider, useLingui } from "@lingui/react";
export {
  Component,
  cloneElement,
  createContext,
  createElement,
  createPortal,
  createRef,
  Fragment,
  hydrate,
  options,
  render,
  toChildArray,
} from "preact";
export { jsx, jsxs } from "preact/jsx-runtime";
export * from "./hooks.ts";
