import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it, vi } from "vitest";
import type { FieldErrors } from "../../../contract/errors.ts";
import { createWidgetI18n } from "../i18n/i18n.ts";
import { outcomeCatalog } from "../i18n/outcome-catalog.ts";
import type { FailedDetail } from "../runtime/events.ts";
import { fieldErrorMessage, fieldErrorMessages, refusedField } from "../ui/field-errors.ts";
import { formBoundary } from "./boundary.ts";

type Effect = { kind: "failed"; fields?: FieldErrors } | { kind: "submitted" };
type Change = { phase?: string; formNote?: string };
const fields: FieldErrors = { email: "invalid_email" };

// A form's lazy boundary as the bundler hands it over: its texts, views and what an answer shows.
const later = {
  laterCatalog: outcomeCatalog,
  refusedField,
  fieldErrorMessage,
  views: { Summary: "summary" },
  formOutcomeOf: (outcome: { kind: string; failure?: FailedDetail }, _form: { i18n: I18n }): { effect: Effect; change: Change } =>
    outcome.kind === "invalid"
      ? { effect: { kind: "failed", fields }, change: { formNote: "refused" } }
      : { effect: { kind: "submitted" }, change: { phase: "submitted" } },
};

// What this boundary passes around, as a form's controller declares it.
type TestKind = {
  module: typeof later;
  views: typeof later.views;
  outcome: { kind: string; failure?: FailedDetail };
  settings: { i18n: I18n };
  effect: Effect;
  state: Change;
  field: "name" | "email";
};

async function boundaryOf(locale: "en" | "de", importer: () => Promise<typeof later>, onLoaded?: () => Promise<Change>) {
  const i18n = await createWidgetI18n(locale);
  const set = vi.fn<(next: object) => void>();
  const show = vi.fn<(field: "name" | "email", alert: string) => void>();
  const labels = { name: msg`Full name`, email: msg`Email` };
  const fallback = msg`We could not save your details. Please try again.`;
  const settings = () => ({ i18n });
  const boundary = formBoundary<TestKind>({ importer, settings, fields: ["name", "email"], labels, fallback, set, show, onLoaded });
  return { boundary, set, show, i18n };
}

describe("formBoundary", () => {
  it("is null while its import fails, tries again on the next load, then speaks the form's language and is there", async () => {
    const importer = vi.fn<() => Promise<typeof later>>().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValue(later);
    const { boundary, set, i18n } = await boundaryOf("de", importer);

    expect(await boundary.load()).toBeNull();
    expect(boundary.later()).toBeNull();
    expect(boundary.view.ready()).toBe(false);
    expect(set).not.toHaveBeenCalled();

    expect(await boundary.load()).toBe(later);
    expect(boundary.later()).toBe(later);
    expect(boundary.view.ready()).toBe(true);
    expect(i18n._(fieldErrorMessage("required"))).toBe("Dieses Feld ist erforderlich");
    // Its arrival is one new state, no flag in it: the view renders again and asks the boundary.
    expect(set.mock.calls).toEqual([[{}]]);
    // Loaded once: later loads neither import nor set again.
    await boundary.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(set).toHaveBeenCalledTimes(1);
  });

  it("is there only together with what the form adds once the module is there", async () => {
    let readyWhileAdding: boolean | undefined;
    const { boundary, set } = await boundaryOf(
      "en",
      async () => later,
      async () => {
        readyWhileAdding = boundary.view.ready();
        return { phase: "kept" };
      },
    );
    await boundary.load();
    expect(readyWhileAdding).toBe(false);
    expect(boundary.view.ready()).toBe(true);
    expect(set.mock.calls).toEqual([[{ phase: "kept" }]]);
  });

  it("names nothing and shows nothing until the lazy boundary is there", async () => {
    const { boundary, show } = await boundaryOf("en", () => Promise.reject(new TypeError("offline")));
    expect(boundary.showErrors({ email: "invalid_email" })).toBe(false);
    expect(show).not.toHaveBeenCalled();
    expect(boundary.view.fieldErrorTexts()).toBeNull();
    expect(boundary.view.views()).toBeUndefined();
  });

  it("shows the first refused of the form's fields (or of those asked) with its label and why", async () => {
    const { boundary, show } = await boundaryOf("en", async () => later);
    await boundary.load();
    const errors: FieldErrors = { email: "invalid_email", name: "required", locale: "invalid_option" };
    expect(boundary.showErrors(errors)).toBe(true);
    expect(show).toHaveBeenLastCalledWith("name", "Full name: This field is required");
    expect(boundary.showErrors(errors, ["email"])).toBe(true);
    expect(show).toHaveBeenLastCalledWith("email", "Email: Please enter a valid email address");
    // A code on no field of the form's own (the sending's locale) shows nothing.
    expect(boundary.showErrors({ locale: "invalid_option" })).toBe(false);
    expect(show).toHaveBeenCalledTimes(2);
    expect(boundary.view.fieldErrorTexts()?.("required")).toBe(fieldErrorMessages.required);
    expect(boundary.view.views()).toBe(later.views);
  });
});

describe("formBoundary's applyOutcome", () => {
  const failure: FailedDetail = { error: "network", status: 0 };

  it("without the lazy boundary says so beside the button with the form's fallback, announced, and reports the failure", async () => {
    const { boundary, set, show } = await boundaryOf("en", () => Promise.reject(new TypeError("offline")));
    expect(await boundary.applyOutcome({ kind: "offline", failure })).toEqual({ kind: "failed", failure });
    const note = "We could not save your details. Please try again.";
    // Announced as well: no toast says it, the toasts' code is behind the boundary that is missing.
    expect(set).toHaveBeenCalledWith({ formNote: note, alert: note, focus: { target: "submit" } });
    expect(show).not.toHaveBeenCalled();
  });

  it("loads the boundary first, then shows refused fields instead of the change, and the change otherwise", async () => {
    const { boundary, set, show } = await boundaryOf("en", async () => later);
    expect(await boundary.applyOutcome({ kind: "invalid" })).toEqual({ kind: "failed", fields });
    expect(show).toHaveBeenCalledWith("email", "Email: Please enter a valid email address");
    // Only the boundary's arrival: the refused field took the change's place.
    expect(set.mock.calls).toEqual([[{}]]);

    expect(await boundary.applyOutcome({ kind: "stored" })).toEqual({ kind: "submitted" });
    expect(set).toHaveBeenLastCalledWith({ phase: "submitted" });
  });
});
