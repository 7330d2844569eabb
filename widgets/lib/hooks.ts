/**
 * Preact's hooks, each by name: the one list of them that the widgets' runtime chunk
 * exports (widgets/lib/runtime.ts) and the site's `react` passes on (site/app/react.ts), so the
 * site never imports a hook the runtime lacks. By name, not `export *`: the site's build
 * takes preact/hooks as that external chunk, and a star over an external module cannot be
 * resolved at build time, which would keep every export of whatever re-exports it.
 */
export {
  useCallback,
  useContext,
  useDebugValue,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from "preact/hooks";
