/** The lazily loaded toast chunk (ES module), for pages that have no toast region yet. */
export { ensureToastRegion } from "./mount.tsx";
export { toasts } from "../lib/toasts.ts";
