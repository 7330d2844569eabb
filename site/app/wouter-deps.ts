/**
 * wouter's React dependencies (`wouter/src/react-deps.js`) in the site's client build
 * (vite.config.ts puts this module in its place): the same exports, each imported by name.
 * wouter's own module reads one hook through the whole `react` namespace
 * (`React["useInsertion" + "Effect"]`, for React before 18), and a namespace read by a
 * computed name keeps every export of preact/compat in the bundle that every page loads
 * first. In the browser `useIsomorphicLayoutEffect` is the layout effect, as wouter decides
 * there; the prerender keeps wouter's own module.
 */
import { useInsertionEffect, useLayoutEffect, useRef } from "react";

export {
  cloneElement,
  createContext,
  createElement,
  Fragment,
  forwardRef,
  isValidElement,
  useContext,
  useInsertionEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

export const useIsomorphicLayoutEffect = useLayoutEffect;

/** wouter's stand-in for React's `useEvent`: a stable function that calls the latest `fn`. */
export const useEvent = <A extends unknown[], R>(fn: (...args: A) => R): ((...args: A) => R) => {
  const ref: [(...args: A) => R, (...args: A) => R] = useRef<[(...args: A) => R, (...args: A) => R]>([
    fn,
    (...args: A): R => ref[0](...args),
  ]).current;
  useInsertionEffect(() => {
    ref[0] = fn;
  });
  return ref[1];
};
