import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describe, expect, it, vi } from "vitest";
import type { FieldErrors } from "../../../contract/errors.ts";
import { createWidgetI18n } from "../i18n/i18n.ts";
import { outcomeCatalog } from "../i18n/outcome-catalog.ts";
import type { FailedDetail } from "../runtime/events.ts";
import { fieldErrorMessage, fieldErrorMessages, refusedField } from "../ui/field-errors.ts";
import { applyOutcome, laterVerbs, lazyBoundary } from "./boundary.ts";

interface State {
  ready: boolean;
  phase?: string;
}

type Effect = { kind: "failed"; fields?: FieldErrors } | { kind: "submitted" };

const later = { laterCatalog: outcomeCatalog, name: "later" };

describe("lazyBoundary", () => {
  it("is null while its import fails, tries again on the next call, then speaks the form's language and is ready", async () => {
    const i18n = await createWidgetI18n("de");
    const importer = vi.fn<() => Promise<typeof later>>().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValue(later);
    const set = vi.fn<(next: Partial<State>) => void>();
    const boundary = lazyBoundary(importer, () => i18n, set);

    expect(await boundary.load()).toBeNull();
    expect(boundary.later()).toBeNull();
    expect(set).not.toHaveBeenCalled();

    expect(await boundary.load()).toBe(later);
    expect(boundary.later()).toBe(later);
    expect(i18n._(fieldErrorMessage("required"))).toBe("Dieses Feld ist erforderlich");
    expect(set.mock.calls).toEqual([[{ ready: true }]]);
    // Loaded once: later calls neither import nor set again.
    await boundary.load();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(set).toHaveBeenCalledTimes(1);
  });

  it("becomes ready together with what the form adds once the module is there", async () => {
    const i18n = await createWidgetI18n("en");
    const set = vi.fn<(next: Partial<State>) => void>();
    const boundary = lazyBoundary(
      async () => later,
      () => i18n,
      set,
      async (module) => ({ phase: module.name }),
    );
    await boundary.load();
    expect(set.mock.calls).toEqual([[{ phase: "later", ready: true }]]);
  });
});

describe("applyOutcome", () => {
  const fallback: MessageDescriptor = msg`We could not save your details. Please try again.`;
  const failure: FailedDetail = { error: "network", status: 0 };

  it("without the lazy boundary says so beside the button with the form's fallback, announced, and reports the failure", async () => {
    const i18n = await createWidgetI18n("en");
    const set = vi.fn();
    const showErrors = vi.fn(() => true);
    const effect = applyOutcome(null, { kind: "offline", failure }, { i18n }, fallback, set, showErrors);
    expect(effect).toEqual({ kind: "failed", failure });
    const note = "We could not save your details. Please try again.";
    // Announced as well: no toast says it, the toasts' code is behind the boundary that is missing.
    expect(set).toHaveBeenCalledWith({ formNote: note, alert: note, focus: { target: "submit" } });
    expect(showErrors).not.toHaveBeenCalled();
  });

  it("shows refused fields instead of the change, and the change otherwise", async () => {
    const i18n = await createWidgetI18n("en");
    const fields: FieldErrors = { email: "invalid_email" };
    const source = {
      formOutcomeOf: (outcome: { kind: string }): { effect: Effect; change: object } =>
        outcome.kind === "invalid"
          ? { effect: { kind: "failed" as const, fields }, change: { formNote: "refused" } }
          : { effect: { kind: "submitted" as const }, change: { phase: "submitted" } },
    };
    const set = vi.fn();
    const showErrors = vi.fn(() => true);
    expect(applyOutcome(source, { kind: "invalid" }, { i18n }, fallback, set, showErrors)).toEqual({ kind: "failed", fields });
    expect(showErrors).toHaveBeenCalledWith(fields);
    expect(set).not.toHaveBeenCalled();

    expect(applyOutcome(source, { kind: "stored" }, { i18n }, fallback, set, showErrors)).toEqual({ kind: "submitted" });
    expect(set).toHaveBeenCalledWith({ phase: "submitted" });
  });
});

describe("laterVerbs", () => {
  const labels = { name: msg`Full name`, email: msg`Email` };
  const views = { Summary: "summary" };
  const texts = { refusedField, fieldErrorMessage, views };

  it("names nothing and shows nothing until the lazy boundary is there", async () => {
    const i18n = await createWidgetI18n("en");
    const show = vi.fn();
    const verbs = laterVerbs(
      () => null,
      () => ({ i18n }),
      ["name", "email"],
      labels,
      show,
    );
    expect(verbs.showErrors({ email: "invalid_email" })).toBe(false);
    expect(show).not.toHaveBeenCalled();
    expect(verbs.fieldErrorTexts()).toBeNull();
    expect(verbs.views()).toBeUndefined();
  });

  it("shows the first refused of the form's fields (or of those asked) with its label and why", async () => {
    const i18n = await createWidgetI18n("en");
    const show = vi.fn();
    const verbs = laterVerbs(
      () => texts,
      () => ({ i18n }),
      ["name", "email"],
      labels,
      show,
    );
    const errors: FieldErrors = { email: "invalid_email", name: "required", locale: "invalid_option" };
    expect(verbs.showErrors(errors)).toBe(true);
    expect(show).toHaveBeenLastCalledWith("name", "Full name: This field is required");
    expect(verbs.showErrors(errors, ["email"])).toBe(true);
    expect(show).toHaveBeenLastCalledWith("email", "Email: Please enter a valid email address");
    // A code on no field of the form's own (the sending's locale) shows nothing.
    expect(verbs.showErrors({ locale: "invalid_option" })).toBe(false);
    expect(show).toHaveBeenCalledTimes(2);
    expect(verbs.fieldErrorTexts()?.("required")).toBe(fieldErrorMessages.required);
    expect(verbs.views()).toBe(views);
  });
});
