/**
 * What both forms' controllers share around their lazy boundary: loading it
 * (`lazyBoundary`), its verbs (`laterVerbs`), and a submit's outcome shown
 * (`applyOutcome`) and reported to the element (`reportEffect`).
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import type { FieldErrors } from "../../../contract/errors.ts";
import type { WidgetCatalog } from "../i18n/catalogs.ts";
import { addCatalog } from "../i18n/i18n.ts";
import { lazyModule } from "../runtime/dom.ts";
import type { FailedDetail, SubmittedDetail } from "../runtime/events.ts";
import type { fieldErrorMessage, refusedField } from "../ui/field-errors.ts";

/** What every form's lazy boundary brings besides its code: the texts its failures and field errors show. */
export interface LaterModule {
  laterCatalog: WidgetCatalog;
}

/**
 * A form's lazy boundary around its one `import()` (written in the form's own file, where
 * the bundler sees the path): the module is null while it cannot be fetched, and the next
 * call tries again. Its texts speak the form's language before any can show; `onLoaded`
 * may add to the state that becomes ready with it.
 */
export function lazyBoundary<M extends LaterModule, S extends { ready: boolean }>(
  importer: () => Promise<M>,
  i18n: () => I18n,
  set: (next: Partial<S>) => void,
  onLoaded?: (module: M) => Promise<Partial<S>>,
) {
  let later: M | null = null;
  const load = lazyModule(() =>
    importer().then(async (module) => {
      await addCatalog(i18n(), module.laterCatalog);
      later = module;
      set({ ...(await onLoaded?.(module)), ready: true } as Partial<S>);
      return module;
    }),
  );
  return { load, later: (): M | null => later };
}

/** What a form's lazy boundary brings to name refused fields (lib/ui/field-errors.ts) and the views it renders after a submit. */
export interface LaterTexts<V> {
  refusedField: typeof refusedField;
  fieldErrorMessage: typeof fieldErrorMessage;
  views: V;
}

/**
 * What every form's controller does with its lazy boundary once it is there, the same for
 * each: it shows the first refused field, gives a field's code its text, and hands the
 * view the views the boundary brings. The view gets verbs, data and those views, never the
 * module itself: the controller keeps that to itself.
 *
 * @param form The form's settings as they are now: the language they speak.
 * @param fields The form's own fields in the order it shows them: the first refused one is shown.
 * @param show Shows the refused field and announces `alert` (its label and why): the form's own move to it.
 */
export function laterVerbs<V, F extends string>(
  later: () => LaterTexts<V> | null,
  form: () => { i18n: I18n },
  fields: readonly F[],
  labels: Readonly<Record<F, MessageDescriptor>>,
  show: (field: F, alert: string) => void,
) {
  return {
    /**
     * Moves to the first refused of `only` (by default every field of the form) and
     * announces why; false when none is refused. A field has a code only from the lazy
     * boundary, which says what it reads as.
     */
    showErrors(errors: FieldErrors | undefined, only: readonly F[] = fields): boolean {
      const refused = later()?.refusedField(only, errors, form().i18n, labels);
      if (refused) show(...refused);
      return refused !== undefined;
    },
    /** What a field's code reads as, once the lazy boundary is there: only it gives a field a code. */
    fieldErrorTexts: (): typeof fieldErrorMessage | null => later()?.fieldErrorMessage ?? null,
    /** The views the view renders after a submit (a summary, a confirmation), once the lazy boundary is there. */
    views: (): V | undefined => later()?.views,
  };
}

/** The failure every form shows when its lazy boundary cannot be fetched. */
export type FailedEffect = { kind: "failed"; fields?: FieldErrors; failure?: FailedDetail };

/** What a form's lazy boundary makes of an answer: what the view does and the state to show (a failure's: `NoteChange`). */
export interface OutcomeSource<O, F, E, C> {
  formOutcomeOf(outcome: O, form: F, fallback: MessageDescriptor): { effect: E | FailedEffect; change: C | NoteChange };
}

/** The line beside the button that sends, what is announced at once ("" nothing), and the focus on that button after a failure. */
export interface NoteChange {
  formNote: string;
  alert: string;
  focus?: { target: "submit" };
}

/** A failure's state change, the same for every form and for a lazy boundary that cannot be fetched. */
export const noteChange = (formNote: string, alert: string): NoteChange => ({ formNote, alert, focus: { target: "submit" } });

/**
 * Shows how a submission ended, the same for every form: the lazy boundary says what (as
 * data), and refused fields (the code that sends names them only when one is the form's
 * own) go to the form instead of the note beside the button. Without the lazy boundary
 * nothing was stored: the note says so with the form's `fallback`, announced, as it says
 * a lost connection, and the form keeps every value.
 */
export function applyOutcome<
  O extends { kind: string; failure?: FailedDetail },
  F extends { i18n: I18n },
  E extends { kind: string; fields?: FieldErrors },
  C,
>(
  later: OutcomeSource<O, F, E, C> | null,
  outcome: O,
  form: F,
  fallback: MessageDescriptor,
  set: (next: C | NoteChange) => void,
  showErrors: (errors: FieldErrors) => boolean,
): E | FailedEffect {
  const text = form.i18n._(fallback);
  const { effect, change } = later
    ? later.formOutcomeOf(outcome, form, fallback)
    : { effect: { kind: "failed" as const, failure: outcome.failure }, change: noteChange(text, text) };
  if (!effect.fields || !showErrors(effect.fields)) set(change);
  return effect;
}

/** What a form's view lends its controller for a submit: the element's events and final-form's restart. */
export interface SubmitHost {
  onSubmitted?: (detail: SubmittedDetail) => void;
  onError?: (detail: FailedDetail) => void;
  /** Empties the form (final-form's restart). */
  restart(): void;
}

/**
 * Tells the element how a submit ended, the same for every form: a failure keeps every
 * value and gives final-form the refused fields, which this returns. Emptying the form
 * after a success is the controller's, which owns the timer and clears it when the element
 * goes.
 */
export function reportEffect(
  effect: { kind: "submitted"; id: string } | FailedEffect | { kind: "held" },
  host: SubmitHost,
): FieldErrors | undefined {
  if (effect.kind === "submitted") host.onSubmitted?.({ id: effect.id });
  if (effect.kind !== "failed") return undefined;
  if (effect.failure) host.onError?.(effect.failure);
  return effect.fields;
}
