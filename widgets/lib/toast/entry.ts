/**
 * The lazily loaded toast chunk (ES module), imported by `loadToasts()` (./load.ts) and by
 * name by the embed loader, so the chunk is reached through its own exports instead of one
 * namespace object per imported module.
 */

export { ensureToastRegion } from "./mount.tsx";
export { toasts } from "./store.ts";
export { ToastRegion } from "./toast.component.tsx";
export { toastRegionStyles } from "./toast.styles.ts";
