import { waitFor } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { adopted, HydrateLater, hydrateAdopting, hydratedAt } from "./hydration.ts";

/** What the prerender wrote: a top bar, the page's main content, a footer. */
const PRERENDERED =
  '<header><button type="button">top 0</button></header>' +
  '<main><button type="button">main 0</button><section><p>static</p></section></main>' +
  "<footer>footer</footer>";

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

function Page() {
  return (
    <>
      <header>
        <Counter name="top" />
      </header>
      <HydrateLater>
        <main>
          <Counter name="main" />
          <section {...adopted(<p>static</p>)} />
        </main>
      </HydrateLater>
      <HydrateLater>
        <footer>footer</footer>
      </HydrateLater>
    </>
  );
}

describe("hydration in turns (HydrateLater, on preact/compat as the site ships)", () => {
  it("hydrates the top first and each later part in a task of its own, into the prerendered elements", async () => {
    const root = document.createElement("div");
    root.innerHTML = PRERENDERED;
    document.body.append(root);
    const [main, paragraph, footer] = ["main", "p", "footer"].map((selector) => root.querySelector(selector)!);
    const [top, inMain] = [...root.querySelectorAll("button")];

    const done = hydrateAdopting(() => hydrateRoot(root, <Page />));
    // The first turn is done: the top bar answers, <main> waits for its turn.
    top!.click();
    inMain!.click();
    await waitFor(() => expect(top).toHaveTextContent("top 1"));
    expect(inMain).toHaveTextContent("main 0");

    await done;
    inMain!.click();
    await waitFor(() => expect(inMain).toHaveTextContent("main 1"));
    // Hydrated, not rendered again: the prerendered nodes are the ones in the document,
    // the adopted section's insides included.
    expect(root.querySelector("main")).toBe(main);
    expect(root.querySelector("p")).toBe(paragraph);
    expect(root.querySelector("footer")).toBe(footer);
    expect(root.innerHTML).toBe(PRERENDERED.replace("top 0", "top 1").replace("main 0", "main 1"));
    // A click replayed after hydration is replayed only where it found no handler.
    expect(hydratedAt(inMain!)).toBeGreaterThan(hydratedAt(top!));
    expect(hydratedAt(footer!)).toBeGreaterThanOrEqual(hydratedAt(inMain!));
    root.remove();
  });

  it("renders a part at once outside hydration (client-side navigation)", async () => {
    const { render } = await import("@testing-library/react");
    const view = render(<Page />);
    expect(view.container.querySelector("main p")).toHaveTextContent("static");
    expect(view.container.querySelector("footer")).toHaveTextContent("footer");
  });
});
