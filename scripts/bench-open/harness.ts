/**
 * The in-page half of `npm run bench:open` (scripts/bench-open.ts), installed with
 * `addInitScript(harnessScript)` before the page's own scripts. The page gets these
 * functions' source, so they must stay self-contained: no imports, nothing from module
 * scope but each other (`harnessScript` sends them together).
 */
export interface OpenState {
  /** `pointerdown` timestamp of the first press. */
  clickAt: number | null;
  /** The `click` event (the press's release), when the page's handlers start to open. */
  clickEventAt: number | null;
  /** The field got focus (inside a dialog); it takes input once it is also rendered. */
  focusAt: number | null;
  /** First animation frame with the field focused, visible and enabled inside a dialog. */
  readyAt: number | null;
  /** The focused field's accessible label (its `<label>`, aria-labelledby or aria-label). */
  label: string;
  /** Requests that finished after the press (network or HTTP cache): what the visitor waited for. */
  fetches: number;
  done: Promise<void>;
}

declare global {
  interface Window {
    __benchOpen?: OpenState;
  }
}

/** The focused element, looking into shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function parentAcrossShadow(node: Node): Node | null {
  const parent = node.parentNode;
  return parent instanceof ShadowRoot ? parent.host : parent;
}

/** Inside a `[role=dialog]` or an open `<dialog>`, across shadow boundaries. */
function inDialog(el: Element): boolean {
  for (let node: Node | null = el; node; node = parentAcrossShadow(node)) {
    if (!(node instanceof Element)) continue;
    if (node.getAttribute("role") === "dialog") return true;
    if (node instanceof HTMLDialogElement && node.open) return true;
  }
  return false;
}

type Field = HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement;

function isField(el: Element | null): el is Field {
  return (el instanceof HTMLSelectElement || el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && inDialog(el);
}

/** A field in a dialog that is enabled, rendered and visible: it takes input. */
function takesInput(el: Element | null): el is Field {
  if (!isField(el)) return false;
  if (el.disabled || ("readOnly" in el && el.readOnly)) return false;
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
}

/** The field's accessible label: aria-labelledby, its `<label>`, or aria-label. */
function labelOf(el: Field): string {
  const root = el.getRootNode() as Document | ShadowRoot;
  const byIds = (el.getAttribute("aria-labelledby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? "")
    .join(" ");
  return (byIds || el.labels?.[0]?.textContent || el.getAttribute("aria-label") || "").trim();
}

/**
 * Installed in every page before its own scripts. Written against the DOM only, so it
 * measures the widget whether its dialog is a `[role=dialog]` div or a native `<dialog>`,
 * in a shadow root or not.
 */
function harness() {
  let finish = () => {};
  const state: OpenState = {
    clickAt: null,
    clickEventAt: null,
    focusAt: null,
    readyAt: null,
    label: "",
    fetches: 0,
    done: new Promise<void>((r) => (finish = r)),
  };
  window.__benchOpen = state;

  window.addEventListener(
    "click",
    () => {
      if (state.clickAt !== null) state.clickEventAt ??= performance.now();
    },
    { capture: true },
  );
  window.addEventListener(
    "focusin",
    () => {
      if (state.clickAt !== null && state.focusAt === null && isField(deepActive())) state.focusAt = performance.now();
    },
    { capture: true },
  );

  const poll = () => {
    const el = deepActive();
    // Focus that moves within one shadow root (the dialog to its first field) reaches no
    // listener on the window: the event stops at the root when its target and related target
    // are the same host. Such a focus is seen here, at the frame it happened in.
    if (state.focusAt === null && isField(el)) state.focusAt = performance.now();
    if (takesInput(el)) {
      state.readyAt = performance.now();
      // Where a trace of the open ends (bench-open/trace.ts).
      performance.mark("bench-open:ready");
      state.label = labelOf(el);
      state.fetches = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter(
        (r) => r.responseEnd > state.clickAt!,
      ).length;
      finish();
      return;
    }
    requestAnimationFrame(poll);
  };

  window.addEventListener(
    "pointerdown",
    (event) => {
      if (state.clickAt !== null) return;
      const now = performance.now();
      // The event's own timestamp also counts the time the press waited for a busy main thread.
      state.clickAt = event.timeStamp > 0 && event.timeStamp <= now ? event.timeStamp : now;
      requestAnimationFrame(poll);
    },
    { capture: true },
  );
}

/** What `addInitScript` installs: the helpers and `harness`, run once, leaving only `window.__benchOpen`. */
export const harnessScript = {
  content: `(() => {\n${[deepActive, parentAcrossShadow, inDialog, isField, takesInput, labelOf, harness].join("\n")}\nharness();\n})();`,
};
