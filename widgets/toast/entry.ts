/**
 * The lazily loaded toast chunk (ES module), imported by `loadToasts()` (./load.ts) and by
 * name by the embed loader, so the chunk is reached through its own exports instead of one
 * namespace object per imported module. The API client rides in the same chunk (whatever
 * calls the API shows its failures as toasts): it is listed here too, so that the chunk's
 * exports are this module's and `import()` returns the chunk itself, not a namespace object
 * made for it.
 */

export { apiUrl, createIdempotencyKey, originRefused, postJson, publicConfig, randomKey } from "../lib/api.ts";
export { ensureToastRegion } from "./mount.tsx";
export { toasts } from "./store.ts";
export { ToastRegion } from "./toast.component.tsx";
export { toastRegionStyles } from "./toast.styles.ts";
