/**
 * Puts a widget's styles and a render container into a shadow root, so the host page's
 * CSS cannot break the widget and the widget's CSS cannot leak out.
 */
export function shadowContainer(root: ShadowRoot, css: string): HTMLElement {
  const doc = root.ownerDocument;
  const style = doc.createElement("style");
  style.textContent = css;
  const container = doc.createElement("div");
  root.replaceChildren(style, container);
  return container;
}

/** A shadow-rooted host at the end of <body>, for widgets the site renders through a portal. */
export function createShadowHost(css: string, doc: Document = document): { host: HTMLElement; container: HTMLElement } {
  const host = doc.createElement("div");
  const container = shadowContainer(host.attachShadow({ mode: "open" }), css);
  doc.body.append(host);
  return { host, container };
}
