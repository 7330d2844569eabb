/**
 * `react` in the site's client build (vite.config.ts puts this module in place of
 * preact/compat): compat's own exports, and the hooks from preact/hooks, each by name
 * (widgets/lib/runtime/hooks.ts: the list the widgets' runtime exports too).
 * compat passes the hooks on with `export * from "preact/hooks"`, and in this build
 * preact/hooks is the widgets' runtime chunk, external: a name read through that star
 * cannot be resolved at build time, so the bundler keeps compat's whole namespace, every
 * export with it, in the chunk every page loads first. The prerender and the tests keep
 * preact/compat itself.
 */
export {
  Children,
  Component,
  cloneElement,
  createContext,
  createElement,
  createFactory,
  createPortal,
  createRef,
  default,
  Fragment,
  findDOMNode,
  flushSync,
  forwardRef,
  hydrate,
  isFragment,
  isMemo,
  isValidElement,
  lazy,
  memo,
  PureComponent,
  render,
  StrictMode,
  Suspense,
  startTransition,
  unmountComponentAtNode,
  unstable_batchedUpdates,
  use,
  useDeferredValue,
  useEffectEvent,
  useInsertionEffect,
  useSyncExternalStore,
  useTransition,
  version,
} from "preact/compat";
export * from "../../widgets/lib/runtime/hooks.ts";
