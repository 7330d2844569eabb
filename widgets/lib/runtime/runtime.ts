/**
 * The page's one copy of Preact, its hooks, JSX runtime and Lingui, shared by every widget
 * chunk and by the agency's site (an external in vite.config.ts). Export only what the
 * site's build imports: every export is code each partner page downloads with the banner.
 *
 * runtime/ holds what every widget runs on: this entry, the React layer on Preact
 * (react.ts, react-dom.ts, object-assign.ts), the element wrapper, tags, events, theme and
 * styles, and the small DOM, storage and random helpers. Living here does not put a module
 * in the runtime chunk: rollup.config.mjs's RUNTIME lists the ones that are, and the rest
 * ride with whatever imports them (the loader, a form, a lazy boundary).
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
