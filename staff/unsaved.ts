/** The warning before a page with unsaved changes is left. */
import { useEffect } from "react";

/**
 * Warns before unsaved changes are lost: the browser's own question when the page is closed
 * or reloaded, and `question` when a link inside the inbox would leave the page (wouter
 * navigates without unloading, so the browser would not ask).
 */
export function useLeaveWarning(dirty: boolean, question: string): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || link.getAttribute("href")?.startsWith("#")) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", click, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", click, true);
    };
  }, [dirty, question]);
}
