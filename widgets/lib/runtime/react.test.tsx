import { act, fireEvent, render } from "@testing-library/react";
import { forwardRef, type Ref, useSyncExternalStore } from "react";
import { describe, expect, it, vi } from "vitest";

const Field = forwardRef<HTMLInputElement, { label: string }>((props, ref) => (
  <input aria-label={props.label} ref={ref as Ref<HTMLInputElement>} data-props={Object.keys(props).join(",")} />
));

/** A store outside React, as Lingui's i18n is for its provider. */
const store = {
  value: 1,
  listeners: new Set<() => void>(),
  subscribe(onChange: () => void) {
    store.listeners.add(onChange);
    return () => store.listeners.delete(onChange);
  },
  getSnapshot: () => store.value,
};

function Reader() {
  const seen = useSyncExternalStore(store.subscribe, store.getSnapshot);
  // A change after the render, before the effect subscribes, must not be missed.
  if (seen === 1) store.value = 2;
  return <output>{seen}</output>;
}

// These run on widgets/lib/runtime/react.ts (the widgets project aliases `react` to it), so each
// React behaviour the widgets and their libraries rely on fails here if the layer drifts.
describe("the widgets' React layer behaves as React does", () => {
  it("fires a text field's onChange on every keystroke, as React does, and a checkbox's on change", () => {
    const onText = vi.fn();
    const onBox = vi.fn();
    const { getByRole } = render(
      <form>
        <input aria-label="name" onChange={onText} />
        <input aria-label="agree" type="checkbox" onChange={onBox} />
      </form>,
    );
    fireEvent.input(getByRole("textbox"), { target: { value: "A" } });
    expect(onText).toHaveBeenCalledTimes(1);
    fireEvent.input(getByRole("checkbox"));
    expect(onBox).not.toHaveBeenCalled();
    fireEvent.click(getByRole("checkbox"));
    expect(onBox).toHaveBeenCalledTimes(1);
  });

  it("lets onFocus and onBlur of an ancestor hear its descendants, as React's do", () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const { getByRole } = render(
      <fieldset onFocus={onFocus} onBlur={onBlur}>
        <input aria-label="inner" />
      </fieldset>,
    );
    fireEvent.focusIn(getByRole("textbox"));
    fireEvent.focusOut(getByRole("textbox"));
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("writes className as class and camelCase SVG attributes as the DOM's names", () => {
    const { container } = render(
      <svg className="icon" aria-hidden="true">
        <path d="M0 0" strokeWidth={2} strokeLinecap="round" fillOpacity={0.5} />
      </svg>,
    );
    const path = container.querySelector("path")!;
    expect(container.querySelector("svg")!.getAttribute("class")).toBe("icon");
    expect(path.getAttribute("stroke-width")).toBe("2");
    expect(path.getAttribute("stroke-linecap")).toBe("round");
    expect(path.getAttribute("fill-opacity")).toBe("0.5");
    expect(path.hasAttribute("strokeWidth")).toBe(false);
  });

  it("hands a forwardRef component the ref, not as a prop", () => {
    const ref: { current: HTMLInputElement | null } = { current: null };
    const { getByRole } = render(<Field label="email" ref={ref} />);
    expect(ref.current).toBe(getByRole("textbox"));
    expect(getByRole("textbox").dataset.props).toBe("label");
  });

  it("re-renders a store's reader on each change, including one between render and subscribe", () => {
    const { getByRole, unmount } = render(<Reader />);
    expect(getByRole("status").textContent).toBe("2");
    act(() => {
      store.value = 3;
      for (const listener of store.listeners) listener();
    });
    expect(getByRole("status").textContent).toBe("3");
    unmount();
    expect(store.listeners.size).toBe(0);
  });
});
