/**
 * The widget bundle's `react-dom` and `react-dom/client` on Preact's `render`, for r2wc and
 * the toast region (see ./react.ts for why not preact/compat).
 */
import { type ComponentChild, hydrate, render } from "preact";

export { hydrate, render };

/** A React 18 root: `render` replaces what the container shows, `unmount` empties it. */
export function createRoot(container: Element | DocumentFragment) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}

export function hydrateRoot(container: Element | DocumentFragment, children: ComponentChild) {
  hydrate(children, container);
  return createRoot(container);
}

export function unmountComponentAtNode(container: Element | DocumentFragment): boolean {
  render(null, container);
  return true;
}

export default { render, hydrate, unmountComponentAtNode };
