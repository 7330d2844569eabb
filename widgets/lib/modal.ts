/**
 * What every modal widget uses: the native dialog's opening and closing, the focus's
 * return and the page's scroll lock.
 */
import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";
import { deepActiveElement, tabbables } from "./dom.ts";
import { adoptStyles, unadoptStyles } from "./styles.ts";
import { loadToasts } from "./toast/load.ts";

/**
 * Keeps the host page from scrolling behind an open modal without touching the page's own
 * inline styles: a document-level adopted sheet that is removed again on close.
 */
const SCROLL_LOCK = "html{overflow:hidden!important}";

export interface ModalOptions {
  /** The visitor asks to close (Escape, the browser's own cancel): the owner decides. */
  onRequestClose(): void;
  /** Gets the focus back on close; default: whatever had it when the modal opened. */
  returnFocus?: HTMLElement | null | undefined;
}

export interface OpenModal {
  /**
   * Hands the toasts back to the page now, before the modal closes: a toast that must
   * outlive the modal (a success) is then shown, and announced, on the page only.
   */
  releaseToasts(): void;
  /** Closes the modal: the page scrolls again and the focus goes back. */
  close(): void;
}

/**
 * Shows `dialog` as a modal: `showModal()` puts it in the top layer (no transform,
 * `overflow` or z-index of the host page can clip it) and makes the page behind it inert.
 * Tab cycles inside it, also across shadow roots, where showModal alone lets the focus
 * leave for the browser's own controls; Escape asks the owner to close; the page does
 * not scroll behind it; while it is open the toasts show inside it (the page's toast
 * region sits under the top layer, behind the backdrop); on close the focus returns to
 * the opener. It knows nothing of its content.
 */
export function openModal(dialog: HTMLDialogElement, options: ModalOptions): OpenModal {
  const opener = options.returnFocus ?? deepActiveElement();
  if (!dialog.open) {
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
  }
  const doc = dialog.ownerDocument;
  adoptStyles(doc, SCROLL_LOCK);
  // The toast store is the page's toast region's (it loads once the browser is idle, or
  // with the first toast): a modal takes the toasts over as soon as it is there. Before,
  // there is no toast to take.
  let handBack: (() => void) | null = null;
  let released = false;
  void loadToasts().then(
    ({ toasts }) => {
      if (!released) handBack = toasts.claim();
    },
    () => undefined,
  );
  const releaseToasts = () => {
    released = true;
    handBack?.();
    handBack = null;
  };

  // The browser's own Escape handling: closing is the owner's decision, never automatic.
  const onCancel = (event: Event) => {
    event.preventDefault();
    options.onRequestClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      // Handled: a host's own Escape handler (the modal this dialog may sit in) must not close too.
      event.stopPropagation();
      options.onRequestClose();
      return;
    }
    if (event.key !== "Tab") return;
    const items = tabbables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = deepActiveElement(doc);
    const inside = active !== null && dialog.contains(active);
    if (event.shiftKey && (!inside || active === first)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (!inside || active === last)) {
      event.preventDefault();
      first.focus();
    }
  };
  dialog.addEventListener("cancel", onCancel);
  dialog.addEventListener("keydown", onKeyDown);

  return {
    releaseToasts,
    close() {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("keydown", onKeyDown);
      releaseToasts();
      unadoptStyles(doc, SCROLL_LOCK);
      if (dialog.open) {
        if (typeof dialog.close === "function") dialog.close();
        else dialog.removeAttribute("open");
      }
      if (opener?.isConnected) opener.focus();
    },
  };
}

export interface UseModalOptions extends ModalOptions {
  /** False while closing must wait (a submission is under way): Escape and `requestClose` do nothing then. */
  canClose: boolean;
  /** Called each time the modal has opened. */
  onOpen?(): void;
}

/**
 * The `<dialog>` behind `ref` as a modal (see {@link openModal}) while `open` is true.
 *
 * @returns `requestClose` for the modal's own close button (the same guard as Escape) and
 *   `releaseToasts` of the current opening
 */
export function useModal(ref: RefObject<HTMLDialogElement | null>, open: boolean, options: UseModalOptions) {
  // The handlers of the current render, for listeners that live as long as an opening.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const modal = useRef<OpenModal | null>(null);
  const requestClose = useCallback(() => {
    if (latest.current.canClose) latest.current.onRequestClose();
  }, []);

  // Opened before the browser paints the render that asked for it: the dialog is shown (and
  // its field focused) in the same frame, not one frame and a timer later.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opened = openModal(dialog, { onRequestClose: requestClose, returnFocus: latest.current.returnFocus });
    modal.current = opened;
    latest.current.onOpen?.();
    return () => {
      modal.current = null;
      opened.close();
    };
  }, [ref, open, requestClose]);

  const releaseToasts = useCallback(() => modal.current?.releaseToasts(), []);
  return { requestClose, releaseToasts };
}
