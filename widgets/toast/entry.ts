/**
 * The lazily loaded toast chunk (ES module): the one module that every dynamic import of
 * the toasts names (the loader, the banner, a modal, a form's region), so the chunk is
 * reached through its own exports instead of one namespace object per imported module.
 */

export { toasts } from "../lib/toasts.ts";
export { ensureToastRegion } from "./mount.tsx";
export { ToastRegion } from "./toast.component.tsx";
export { toastRegionStyles } from "./toast.styles.ts";
