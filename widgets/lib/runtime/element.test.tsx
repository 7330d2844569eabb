import { waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { defineOnce, type ElementProps, widgetElement } from "./element.tsx";

interface ProbeProps {
  hiddenFields?: string;
  projectType?: string;
}

/** Shows the props the element hands its component, as text. */
function Probe({ hiddenFields, projectType }: ProbeProps & ElementProps) {
  return <output>{`${projectType ?? "-"} ${hiddenFields ?? "-"}`}</output>;
}

const noTexts = {
  en: async () => ({ messages: {} }),
  de: async () => ({ messages: {} }),
  fr: async () => ({ messages: {} }),
  it: async () => ({ messages: {} }),
  es: async () => ({ messages: {} }),
};

const probeClass = () =>
  widgetElement<ProbeProps>({
    tag: "probe-element",
    attributes: ["lang", "hidden-fields", "project-type"],
    styles: "",
    Component: Probe,
    catalogs: [noTexts],
  });

const shown = (el: Element) => el.shadowRoot?.querySelector("output")?.textContent;

describe("widgetElement's properties", () => {
  it("keeps what a page set before the tag was defined, an object as its JSON", async () => {
    document.body.innerHTML = "<probe-early></probe-early>";
    const el = document.querySelector("probe-early") as HTMLElement & { hiddenFields?: unknown; projectType?: unknown };
    el.hiddenFields = { plan: "pro" };
    el.projectType = "mvp";
    defineOnce("probe-early", probeClass());
    await waitFor(() => expect(shown(el)).toBe('mvp {"plan":"pro"}'));
    expect(el.getAttribute("hidden-fields")).toBe('{"plan":"pro"}');
    expect(Object.hasOwn(el, "hiddenFields")).toBe(false);
    expect(el.hiddenFields).toBe('{"plan":"pro"}');
  });

  it("reflects a property set later to its attribute; null removes it", async () => {
    defineOnce("probe-late", probeClass());
    document.body.innerHTML = "<probe-late project-type='landing'></probe-late>";
    const el = document.querySelector("probe-late") as HTMLElement & { hiddenFields?: unknown; projectType?: unknown };
    await waitFor(() => expect(shown(el)).toBe("landing -"));
    el.hiddenFields = { offer: "spring" };
    el.projectType = null;
    await waitFor(() => expect(shown(el)).toBe('- {"offer":"spring"}'));
    expect(el.hasAttribute("project-type")).toBe(false);
    el.hiddenFields = '{"plan":"team"}';
    await waitFor(() => expect(shown(el)).toBe('- {"plan":"team"}'));
  });

  it("renders an upgraded element once, on connection, whatever number of attributes it has", async () => {
    document.body.innerHTML = "<probe-upgraded lang='de' project-type='mvp' hidden-fields='{}'></probe-upgraded>";
    const element = probeClass();
    // r2wc's render (widgets/lib/runtime/r2wc-internals.ts), on the class it made.
    const render = vi.spyOn(Object.getPrototypeOf(element.prototype) as { [key: symbol]: () => void }, Symbol.for("r2wc.render"));
    defineOnce("probe-upgraded", element);
    const el = document.querySelector("probe-upgraded")!;
    await waitFor(() => expect(shown(el)).toBe("mvp {}"));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("takes attributes set before connection, and renders on connection", async () => {
    defineOnce("probe-detached", probeClass());
    const el = document.createElement("probe-detached");
    el.setAttribute("project-type", "landing");
    el.setAttribute("project-type", "");
    el.setAttribute("hidden-fields", "{}");
    document.body.replaceChildren(el);
    await waitFor(() => expect(shown(el)).toBe("- {}"));
  });
});
