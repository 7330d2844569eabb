/**
 * The toasts as the forms and the banner reach them: the page-wide store that shows one,
 * and what puts the page's or a dialog's region on screen. The region's code (component,
 * styles, placement) stays in the toast chunk, which these load lazily; this module holds
 * no code of its own, so importing it adds nothing to a form's first use.
 */
export { DialogToasts, loadPageToasts } from "../lib/toast-loader.tsx";
export { type ToastOptions, toasts } from "../lib/toasts.ts";
