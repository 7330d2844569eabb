/**
 * The part of React's API the widgets and their libraries use (react-final-form,
 * @lingui/react, r2wc), on plain Preact: the widget bundle's `react`.
 *
 * Why not preact/compat through its public API (`react` aliased to `preact/compat`, as the
 * site does): compat lacks nothing the widgets need; it cannot be had in part. Importing
 * it installs all of React's emulation (Suspense, lazy, memo, portals, Children, class
 * component lifecycles, `PureComponent`, its own `options.vnode`, `options.diffed` and
 * event hooks) and its default export keeps every piece alive, about 3.5 KB min+gzip of
 * every element's first use, the cookie banner's too, where the guards leave 1 KB of room.
 * The widgets need hooks, `createElement`, context, `forwardRef`, `useSyncExternalStore`
 * and four of React's DOM conventions. compat gives those conventions the same way, through
 * a global `options.vnode` hook; `normalizeReactProps` below is that hook cut to the four
 * (a text field's `onChange` is `input`, `onFocus`/`onBlur` bubble, `className`, camelCase
 * SVG attributes), and it leaves elements compat has normalized alone, so the agency's site
 * (compat) and its widgets share one Preact. The component tests run on this module too
 * (vitest project `widgets`), so a difference from React's behaviour fails there.
 */
import { cloneElement, createContext, createElement, createRef, Fragment, isValidElement, options, type VNode } from "preact";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";

export * from "preact/hooks";
export { cloneElement, createContext, createElement, createRef, Fragment, Fragment as StrictMode, isValidElement };

/** Preact 11 passes `ref` to function components as a prop: forwarding it is a rename. */
export function forwardRef<P, R>(render: (props: P, ref: R | null) => unknown) {
  // A factory of components by design, as React's own forwardRef.
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
 * React's DOM conventions on Preact's elements, for every element the widgets render:
 * `onChange` of a text field fires on every keystroke (the DOM's `input` event), `onFocus`
 * and `onBlur` bubble from descendants (`focusin`/`focusout`), `className` is `class`, and
 * SVG attributes are written in camelCase.
 */
function normalizeReactProps(vnode: VNode): void {
  // preact/compat (on the agency's own site) marks the elements it has already normalized.
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
