/**
 * The page's one copy of Preact, its hooks, JSX runtime and Lingui, shared by every widget
 * chunk and by the site. Export only what the site imports: every export is downloaded by
 * each partner page with the banner. rollup.config.mjs's RUNTIME lists what is in this chunk.
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
