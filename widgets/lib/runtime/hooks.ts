/**
 * Preact's hooks, the one list that the runtime chunk (./runtime.ts) and the site's `react`
 * (site/app/react.ts) both export. Named, not `export *`: a star over the site's external
 * preact/hooks cannot be resolved at build time and would keep every export alive.
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
