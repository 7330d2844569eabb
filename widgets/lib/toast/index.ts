/**
 * The toasts' public API for the forms and the banner. The region's code stays in the
 * lazily loaded toast chunk; this module only re-exports, so importing it adds nothing to
 * a form's first use.
 */
export { loadToasts, type ToastModule } from "./load.ts";
export { DialogToasts, loadPageToasts } from "./loader.tsx";
export { type ToastOptions, toasts } from "./store.ts";
