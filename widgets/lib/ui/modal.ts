/**
 * Modal mechanics every modal widget shares: the native dialog, a focus trap, focus return
 * and the page's scroll lock. It knows nothing of the dialog's content.
 */
import { type RefObject, useCallback, useLayoutEffect, useRef } from "react";
import { deepActiveElement, tabbables } from "../runtime/dom.ts";
import { adoptStyles, unadoptStyles } from "../runtime/styles.ts";
import { loadToasts } from "../toast/load.ts";

/** The scroll lock, adopted by the document rather than set inline, so the page's own styles stay untouched. */
const SCROLL_LOCK = "html{overflow:hidden!important}";

export interface ModalOptions {
  /** The visitor asks to close (Escape, the browser's own cancel): the owner decides. */
  onRequestClose(): void;
  /** Gets the focus back on close; default: whatever had it when the modal opened. */
  returnFocus?: HTMLElement | null | undefined;
}

export interface OpenModal {
  /**
   * Hands the toasts back to the page before the modal closes, so a toast that must outlive
   * the modal (a success) is shown and announced on the page only.
   */
  releaseToasts(): void;
  /** Closes the modal: the page scrolls again and the focus goes back. */
  close(): void;
}

/**
 * Shows `dialog` as a modal in the top layer, where no transform, `overflow` or z-index of
 * the host page can clip it. Tab cycles inside it, Escape asks the owner to close, the page
 * does not scroll, and toasts show inside it while it is open. `close()` returns the focus.
 */
export function openModal(dialog: HTMLDialogElement, options: ModalOptions): OpenModal {
  const opener = options.returnFocus ?? deepActiveElement();
  if (!dialog.open) {
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
  }
  const doc = dialog.ownerDocument;
  adoptStyles(doc, SCROLL_LOCK);
  // The page's toast region sits under the top layer, behind the backdrop, so the modal
  // claims the toasts once their store has loaded; before that there are none to claim.
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

  // The browser's own Escape handling: closing is the owner's decision (a submission may be under way).
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
    // Trapped by hand: showModal alone lets Tab leave the dialog for the browser's own controls.
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
 * Opens the `<dialog>` behind `ref` as a modal (see {@link openModal}) while `open` is true.
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

  // A layout effect, so the dialog opens and its field takes focus in the same frame.
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
