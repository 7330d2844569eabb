/**
 * The one copy of Preact, its hooks, its JSX runtime and Lingui on a page: every widget
 * chunk imports them from here, and the agency's site takes this module as an external
 * (vite.config.ts), so the site and the widgets on it run on the same instance and a
 * visitor downloads it once. A module with stable named exports for that reason; the site
 * imports it by its hashed URL (`dist/widgets/chunks/runtime-<hash>.js`). It exports what
 * the site's build imports (preact/compat's needs included), nothing more: every export
 * is code each partner's page downloads with the banner.
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
