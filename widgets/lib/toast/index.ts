/**
 * The toasts as the forms and the banner reach them: the page-wide store that shows one,
 * what loads the toast chunk, and what puts the page's or a dialog's region on screen. The
 * region's code (component, styles, placement) stays in the toast chunk, which these load
 * lazily; this module holds no code of its own, so importing it adds nothing to a form's
 * first use.
 */
export { loadToasts, type ToastModule } from "./load.ts";
export { DialogToasts, loadPageToasts } from "./loader.tsx";
export { type ToastOptions, toasts } from "./store.ts";
