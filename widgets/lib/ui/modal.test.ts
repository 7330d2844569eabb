import { afterEach, describe, expect, it, vi } from "vitest";
import { toasts } from "../toast/store.ts";
import { openModal } from "./modal.ts";

/** A page with an opener button and a dialog holding three controls. */
function page() {
  document.body.innerHTML = `
    <button id="opener">Start</button>
    <dialog><button id="first">Close</button><input id="middle"><button id="last">Next</button></dialog>`;
  const opener = document.getElementById("opener") as HTMLButtonElement;
  opener.focus();
  const at = (id: string) => document.getElementById(id) as HTMLElement;
  return { dialog: document.querySelector("dialog")!, opener, at };
}

/** The document's adopted sheets that stop the page from scrolling. */
const scrollLocks = () =>
  document.adoptedStyleSheets.filter((sheet) =>
    Array.from(sheet.cssRules).some((rule) => rule.cssText.startsWith("html") && rule.cssText.includes("overflow: hidden")),
  );

const press = (target: Element, key: string, shiftKey = false) => {
  const event = new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

describe("openModal", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("opens, takes the toasts in while open, and on close hands them back and returns the focus", async () => {
    const { dialog, opener, at } = page();
    const modal = openModal(dialog, { onRequestClose: () => {} });
    expect(dialog.open).toBe(true);
    // The page behind does not scroll: a sheet adopted by the document, not a style attribute a host page could overwrite.
    expect(scrollLocks()).toHaveLength(1);
    // The toast store is the page region's code, loaded apart: the claim follows it.
    await vi.waitFor(() => expect(toasts.claimed()).toBe(true));
    at("middle").focus();
    modal.close();
    expect(dialog.open).toBe(false);
    expect(toasts.claimed()).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(scrollLocks()).toHaveLength(0);
  });

  it("keeps Tab inside: past the last control to the first, Shift+Tab from the first to the last", () => {
    const { dialog, at } = page();
    const modal = openModal(dialog, { onRequestClose: () => {} });
    at("last").focus();
    expect(press(at("last"), "Tab").defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(at("first"));
    press(at("first"), "Tab", true);
    expect(document.activeElement).toBe(at("last"));
    at("middle").focus();
    expect(press(at("middle"), "Tab").defaultPrevented).toBe(false);
    modal.close();
  });

  it("leaves closing to its owner: Escape and the browser's cancel only ask", () => {
    const { dialog } = page();
    const onRequestClose = vi.fn();
    const modal = openModal(dialog, { onRequestClose });
    expect(press(dialog, "Escape").defaultPrevented).toBe(true);
    const cancel = new Event("cancel", { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onRequestClose).toHaveBeenCalledTimes(2);
    expect(dialog.open).toBe(true);
    modal.close();
    press(dialog, "Escape");
    expect(onRequestClose).toHaveBeenCalledTimes(2);
  });

  it("returns the focus to the given element, and can hand the toasts back before it closes", async () => {
    const { dialog, at } = page();
    const trigger = at("opener");
    at("middle").focus();
    const modal = openModal(dialog, { onRequestClose: () => {}, returnFocus: trigger });
    await vi.waitFor(() => expect(toasts.claimed()).toBe(true));
    modal.releaseToasts();
    expect(toasts.claimed()).toBe(false);
    modal.close();
    expect(toasts.claimed()).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it("takes no toasts over when it closes before the toast store has loaded", async () => {
    const { dialog } = page();
    openModal(dialog, { onRequestClose: () => {} }).close();
    await import("../toast/store.ts");
    await new Promise((resolve) => setTimeout(resolve));
    expect(toasts.claimed()).toBe(false);
  });
});
