/**
 * The widget bundle's `react`: the part of React's API the widgets and their libraries
 * (react-final-form, @lingui/react, r2wc) use, on plain Preact. Not preact/compat, which
 * cannot be imported in part and would weigh on every element's first use (see "One runtime"
 * in docs/architecture.md); the component tests run on this module, so a gap shows there.
 */
import { cloneElement, createContext, createElement, createRef, Fragment, isValidElement, options, type VNode } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";

export * from "preact/hooks";
export { cloneElement, createContext, createElement, createRef, Fragment, Fragment as StrictMode, isValidElement };

/** Preact 11 passes `ref` to function components as a prop: forwarding it is a rename. */
export function forwardRef<P, R>(render: (props: P, ref: R | null) => unknown) {
  const forwarded = (props: P & { ref?: R }) => {
    const { ref = null, ...rest } = props as P & { ref?: R };
    return render(rest as P, ref);
  };
  forwarded.displayName = "ForwardRef";
  return forwarded;
}

interface StoreSnapshot<T> {
  value: T;
  getSnapshot: () => T;
}
const changed = <T>(store: StoreSnapshot<T>) => !Object.is(store.value, store.getSnapshot());

/** React 18's store subscription (what @lingui/react's provider uses), as React's own shim does it. */
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T): T {
  const value = getSnapshot();
  const [{ store }, rerender] = useState<{ store: StoreSnapshot<T> }>({ store: { value, getSnapshot } });
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed(store)) rerender({ store });
  }, [store, value, getSnapshot]);
  useEffect(() => {
    if (changed(store)) rerender({ store });
    return subscribe(() => {
      if (changed(store)) rerender({ store });
    });
  }, [store, subscribe]);
  return value;
}

/** React's default export: r2wc calls its `createElement`, react-final-form its `useRef` and `useEffect`. */
export default { createElement, useEffect, useRef };

/** SVG presentation attributes React spells in camelCase (`strokeWidth` is `stroke-width`). */
const SVG_CAMEL = /^(?:stroke|fill|clip|font|text|dominant|stop|marker|flood|color)[A-Z]/;
const TEXT_INPUT = /^(?:input|textarea)$/;
const NOT_TEXT = /^(?:checkbox|radio|file)$/;

/**
 * Applies the four React DOM conventions the widgets rely on, as preact/compat's own vnode
 * hook does: a text field's `onChange` fires on input, `onFocus`/`onBlur` bubble,
 * `className` is `class`, SVG attributes are camelCase.
 */
function normalizeReactProps(vnode: VNode): void {
  // Skips elements preact/compat already normalized: the site runs on compat and shares this Preact.
  if (typeof vnode.type !== "string" || (vnode as { $$typeof?: unknown }).$$typeof) return;
  const props = vnode.props as Record<string, unknown>;
  const type = vnode.type;
  let out: Record<string, unknown> | undefined;
  for (const name in props) {
    let to = name;
    if (name === "onChange" && TEXT_INPUT.test(type) && !NOT_TEXT.test(String(props.type))) to = "onInput";
    else if (name === "onFocus") to = "onFocusIn";
    else if (name === "onBlur") to = "onFocusOut";
    else if (name === "className") to = "class";
    else if (SVG_CAMEL.test(name)) to = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    else continue;
    out ??= { ...props };
    out[to] = props[name];
    delete out[name];
  }
  if (out) (vnode as { props: unknown }).props = out;
}

const previous = options.vnode;
options.vnode = (vnode) => {
  normalizeReactProps(vnode);
  previous?.(vnode);
};
