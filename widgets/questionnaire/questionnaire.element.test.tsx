import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as preact from "preact";
import * as react from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { prefillAttributes } from "../lib/ui/prefill.ts";
import { AgencyQuestionnaireElement } from "./questionnaire.element.tsx";

// Served as on the agency's own site: the page and the widget code share one origin (under
// vitest the code's own URL is a file:, which no browser serves it from).
vi.mock("../lib/runtime/events.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../lib/runtime/events.ts")>()),
  codeOrigin: () => location.origin,
}));

// Counts the renders of the step's fields (a render Preact skips does not call it).
const stepFields = vi.hoisted(() => ({ renders: 0 }));
vi.mock("./questionnaire.parts.tsx", async (importOriginal) => {
  const steps = await importOriginal<typeof import("./questionnaire.parts.tsx")>();
  return {
    ...steps,
    StepFields: (props: Parameters<typeof steps.StepFields>[0]) => {
      stepFields.renders++;
      return steps.StepFields(props);
    },
  };
});

const inside = (el: AgencyQuestionnaireElement) => within(el.shadowRoot as unknown as HTMLElement);

describe("<agency-questionnaire>", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.lang = "";
    sessionStorage.clear();
  });

  it("runs on Preact with the slim React layer (widgets/lib/runtime/react.ts), the code that ships", () => {
    expect(react.createElement).toBe(preact.createElement);
    // Not preact/compat, which the bundle does not carry: none of React's extras are here.
    expect("Suspense" in react || "memo" in react).toBe(false);
    expect(typeof react.useSyncExternalStore).toBe("function");
  });

  it("is defined once by its module with r2wc, in an open shadow root", () => {
    expect(customElements.get("agency-questionnaire")).toBe(AgencyQuestionnaireElement);
    const el = document.createElement("agency-questionnaire");
    expect(el.shadowRoot).not.toBeNull();
  });

  it("reflects `open`, shows a native dialog and fires events", async () => {
    document.body.innerHTML = `<agency-questionnaire partner="acme"></agency-questionnaire>`;
    const el = document.querySelector("agency-questionnaire")!;
    const events: string[] = [];
    for (const type of ["agency-questionnaire-open", "agency-questionnaire-close"] as const) {
      document.addEventListener(type, (e) => events.push(`${e.type}:${e.bubbles}:${e.composed}`));
    }
    el.show();
    expect(el.open).toBe(true);
    expect(el).toHaveAttribute("open");
    const dialog = await waitFor(() => inside(el).getByRole("dialog"));
    expect(dialog).toHaveAccessibleName("Tell us about your project");
    expect(dialog.localName).toBe("dialog");

    await userEvent.click(inside(el).getByRole("button", { name: "Close" }));
    expect(el.open).toBe(false);
    expect(el).not.toHaveAttribute("open");
    await waitFor(() => expect(inside(el).queryByRole("dialog")).toBeNull());
    expect(events).toEqual(["agency-questionnaire-open:true:true", "agency-questionnaire-close:true:true"]);
  });

  it("opens in one render: the first field is focused once, with no second pass over the form before the first frame", async () => {
    document.body.innerHTML = `<agency-questionnaire></agency-questionnaire>`;
    const el = document.querySelector("agency-questionnaire")!;
    await waitFor(() => expect(el.shadowRoot!.querySelector("dialog select")).not.toBeNull());
    const focus = vi.spyOn(HTMLElement.prototype, "focus");
    const fieldRenders = stepFields.renders;
    try {
      el.show();
      await waitFor(() => expect(el.shadowRoot!.querySelector("dialog")).toHaveAttribute("open"));
      await new Promise((r) => setTimeout(r, 50));
      const field = el.shadowRoot!.activeElement;
      expect(field).toHaveAccessibleName(/^Project type/);
      expect(focus.mock.contexts.filter((target) => target === field)).toHaveLength(1);
      // ...and the fields are not rendered again for it: nothing they show changed.
      expect(stepFields.renders).toBe(fieldRenders);
    } finally {
      focus.mockRestore();
    }
  });

  it("inline, show() focuses the step's first field (the project type), not the language switch before it", async () => {
    document.body.innerHTML = `<agency-questionnaire mode="inline"></agency-questionnaire>`;
    const el = document.querySelector("agency-questionnaire")!;
    await waitFor(() => expect(el.shadowRoot!.querySelector("select")).not.toBeNull());
    el.show();
    await waitFor(() => expect(el.shadowRoot!.activeElement).toHaveAccessibleName(/^Project type/));
  });

  it("inline, show() called before the form has rendered still focuses the step's first field once it renders", async () => {
    document.body.innerHTML = `<agency-questionnaire mode="inline" lang="fr"></agency-questionnaire>`;
    const el = document.querySelector("agency-questionnaire")!;
    // Its texts are still on their way: nothing is rendered to focus yet.
    expect(el.shadowRoot!.querySelector("select")).toBeNull();
    el.show();
    await waitFor(() => expect(el.shadowRoot!.activeElement).toHaveAccessibleName(/^Type de projet/));
  });

  it("speaks <html lang> unless its own lang says otherwise, and switches live keeping typed text", async () => {
    document.documentElement.lang = "de";
    document.body.innerHTML = `<agency-questionnaire open></agency-questionnaire>`;
    const el = document.querySelector("agency-questionnaire")!;
    const description = await waitFor(() => inside(el).getByRole("textbox", { name: "Projektbeschreibung" }));
    // (user-event types into document.activeElement, which stops at the shadow host.)
    fireEvent.input(description, { target: { value: "Ein Buchungssystem" } });
    expect(description).toHaveValue("Ein Buchungssystem");
    el.setAttribute("lang", "en");
    await waitFor(() => expect(inside(el).getByRole("textbox", { name: "Project description" })).toHaveValue("Ein Buchungssystem"));
    el.removeAttribute("lang");
    await waitFor(() => expect(inside(el).getByRole("dialog")).toHaveAccessibleName("Erzählen Sie uns von Ihrem Projekt"));
  });

  it("counts its funnel under the partner id, else (page and code on one origin, as on the agency's site) the page's path, and not with funnel=\"off\"", async () => {
    const beacons: Promise<string>[] = [];
    Object.defineProperty(navigator, "sendBeacon", {
      configurable: true,
      value: (_url: string, data: Blob) => beacons.push(data.text()) > 0,
    });
    try {
      // Italian, so this test's openings can be told from those earlier tests queued: the funnel
      // loads behind the lazy boundary and sends what it was given once it is there.
      document.body.innerHTML = `
        <agency-questionnaire id="a" partner="acme" lang="it"></agency-questionnaire>
        <agency-questionnaire id="b" lang="it"></agency-questionnaire>
        <agency-questionnaire id="c" partner="acme" funnel="off" lang="it"></agency-questionnaire>`;
      for (const id of ["a", "b", "c"]) {
        const el = document.getElementById(id) as AgencyQuestionnaireElement;
        el.show();
        await waitFor(() => inside(el).getByRole("dialog"));
        el.close();
        await waitFor(() => expect(inside(el).queryByRole("dialog")).toBeNull());
      }
      // The funnel's code arrives behind the lazy boundary after the dialogs closed: it sends
      // what it was given once it is there.
      const sources = async () =>
        (await Promise.all(beacons))
          .map((text) => JSON.parse(text) as { source: string; lang: string })
          .filter((beacon) => beacon.lang === "it")
          .map((beacon) => beacon.source);
      await waitFor(async () => expect(await sources()).toEqual(["acme", location.pathname]), { timeout: 4000 });
    } finally {
      delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    }
  });

  it("observes every prefill attribute of the one list (lib/ui/prefill.ts)", () => {
    const observed = (AgencyQuestionnaireElement as unknown as { observedAttributes: string[] }).observedAttributes;
    for (const attribute of prefillAttributes) expect(observed, attribute).toContain(attribute);
  });

  it("upgrades elements added after the definition", async () => {
    const el = document.createElement("agency-questionnaire");
    document.body.append(el);
    expect(typeof el.show).toBe("function");
    el.open = true;
    await waitFor(() => expect(inside(el).getByRole("dialog")).toBeInTheDocument());
    el.close();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("takes prefill attributes and URL parameters, and an opener's data-project-type fills an empty project type", async () => {
    history.replaceState(null, "", "/offer?agency_name=Anna%20Huber&agency_timeline=soon");
    try {
      document.body.innerHTML = `<agency-questionnaire timeline="1month" company="Acme GmbH"></agency-questionnaire><button data-project-type="internal">Go</button>`;
      const el = document.querySelector("agency-questionnaire")!;
      el.show(document.querySelector("button"));
      expect(el).toHaveAttribute("project-type", "internal");
      await waitFor(() => expect(inside(el).getByRole("combobox", { name: "Project type (optional)" })).toHaveValue("internal"));
      // An invalid URL value falls back to the attribute.
      expect(inside(el).getByRole("combobox", { name: "Timeline (optional)" })).toHaveValue("1month");
      // A later opener without a type takes the one an opener put there away again.
      el.close();
      el.show(null);
      expect(el).not.toHaveAttribute("project-type");
      await waitFor(() => expect(inside(el).getByRole("combobox", { name: "Project type (optional)" })).toHaveValue("internal"));
    } finally {
      history.replaceState(null, "", "/");
    }
  });

  it("warns once about bad hidden fields and keeps working", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    document.body.innerHTML = `<agency-questionnaire open hidden-fields='{"plan":"pro","Bad Key":"x"}'></agency-questionnaire>`;
    const el = document.querySelector("agency-questionnaire")!;
    await waitFor(() => inside(el).getByRole("dialog"));
    // Told once the form's background code (attribution, which parses them) has loaded.
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    el.setAttribute("theme", "dark");
    await waitFor(() => inside(el).getByRole("dialog"));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain("agency-questionnaire: hidden-fields ignored: Bad Key");
    warn.mockRestore();
  });

  it("renders inline, without a dialog, when mode is inline", async () => {
    document.body.innerHTML = `<agency-questionnaire mode="inline"></agency-questionnaire>`;
    const el = document.querySelector("agency-questionnaire")!;
    await waitFor(() => inside(el).getByRole("region", { name: "Tell us about your project" }));
    expect(inside(el).queryByRole("dialog")).toBeNull();
    el.show();
    expect(el.open).toBe(false);
  });
});
