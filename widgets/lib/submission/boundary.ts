/**
 * What both forms' controllers share around their lazy boundary: the boundary itself, its
 * verbs and a submit's outcome shown (`formBoundary`, one call per form), and that outcome
 * reported to the element (`reportEffect`).
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

/** What a form's lazy boundary brings to name refused fields (lib/ui/field-errors.ts) and the views it renders after a submit. */
export interface LaterTexts<V> {
  refusedField: typeof refusedField;
  fieldErrorMessage: typeof fieldErrorMessage;
  views: V;
}

/**
 * What one form's lazy boundary passes around, declared once per form (the controller's
 * `QuestionnaireKind`, `ReferralKind`): `formBoundary` and the types around it take this one
 * map instead of a type parameter each.
 */
export interface FormKind {
  /** The form's lazy module as its `import()` resolves: what every form's brings, with this form's types, and its own. */
  module: FormLater<this>;
  /** The views the lazy boundary renders after a submit (a summary, a confirmation). */
  views: unknown;
  /** How a submission ended, as the form's sending answers it. */
  outcome: { kind: string; failure?: FailedDetail };
  /** The form's settings: the language its texts speak, what its outcome reads. */
  settings: { i18n: I18n };
  /** How a submit ended, as the lazy boundary reads the answer: what the controller does. */
  effect: { kind: string; fields?: FieldErrors };
  /** The form's state, which an outcome and the boundary's arrival change a part of. */
  state: unknown;
  /** The names of the form's own fields. */
  field: string;
}

/** What every form's lazy boundary brings that its controller uses through `formBoundary`. */
export interface FormLater<Form extends FormKind> extends LaterModule, LaterTexts<Form["views"]>, OutcomeSource<Form> {}

/** A form's lazy boundary as its controller describes it, once. */
export interface FormBoundaryOptions<Form extends FormKind> {
  /** The form's one `import()`, written in the form's own file, where the bundler sees the path. */
  importer: () => Promise<Form["module"]>;
  /** The form's settings as they are now: the language its texts speak, what its outcome reads. */
  settings: () => Form["settings"];
  /** The form's own fields in the order it shows them: the first refused one is shown. */
  fields: readonly Form["field"][];
  labels: Readonly<Record<Form["field"], MessageDescriptor>>;
  /** The failure's text, also shown when the boundary cannot be fetched. */
  fallback: MessageDescriptor;
  /** The form's state: an outcome's change, and the boundary's arrival (a new state, so the view renders what it brings). */
  set: (next: Partial<Form["state"]> | NoteChange) => void;
  /** Shows the refused field and announces `alert` (its label and why): the form's own move to it. */
  show: (field: Form["field"], alert: string) => void;
  /** What the form's state gains with the boundary, before it counts as there. */
  onLoaded?: (module: Form["module"]) => Promise<Partial<Form["state"]>>;
}

/**
 * A form's lazy boundary, the same for every form. Invariant: whether it is there is the
 * module alone (`view.ready()`, null until fetched; the next `load()` retries), never a flag
 * beside it, and the view gets verbs and data, never the module.
 */
export function formBoundary<Form extends FormKind>({
  importer,
  settings,
  fields,
  labels,
  fallback,
  set,
  show,
  onLoaded,
}: FormBoundaryOptions<Form>) {
  let later: Form["module"] | null = null;
  const showErrors = (errors: FieldErrors | undefined, only: readonly Form["field"][] = fields): boolean => {
    const refused = later?.refusedField(only, errors, settings().i18n, labels);
    if (refused) show(...refused);
    return refused !== undefined;
  };
  const load = lazyModule(() =>
    importer().then(async (module) => {
      await addCatalog(settings().i18n, module.laterCatalog);
      const change = { ...(await onLoaded?.(module)) };
      later = module;
      set(change);
      return module;
    }),
  );
  return {
    load,
    later: (): Form["module"] | null => later,
    /**
     * Moves to the first refused of `only` (by default every field of the form) and
     * announces why; false when none is refused. A field has a code only from the lazy
     * boundary, which says what it reads as.
     */
    showErrors,
    /** What the form's view reads of the boundary, which the controller hands on as its own verbs. */
    view: {
      /** The boundary is there: what it brings (its rules, views and texts) can be used. */
      ready: (): boolean => !!later,
      /** What a field's code reads as, once the lazy boundary is there: only it gives a field a code. */
      fieldErrorTexts: (): typeof fieldErrorMessage | null => later?.fieldErrorMessage ?? null,
      /** The views the view renders after a submit (a summary, a confirmation), once the lazy boundary is there. */
      views: (): Form["views"] | undefined => later?.views,
    },
    /**
     * Shows how a submission ended: the boundary, loaded first, says what (as data), and refused
     * fields (the code that sends names them only when one is the form's own) go to the
     * form instead of the note beside the button. Without the boundary nothing was stored:
     * the note says so with the form's `fallback`, announced, as it says a lost connection,
     * and the form keeps every value.
     */
    async applyOutcome(outcome: Form["outcome"]): Promise<Form["effect"] | FailedEffect> {
      const module = await load();
      const form = settings();
      const text = form.i18n._(fallback);
      const { effect, change } = module
        ? module.formOutcomeOf(outcome, form, fallback)
        : { effect: { kind: "failed" as const, failure: outcome.failure }, change: noteChange(text, text) };
      if (!effect.fields || !showErrors(effect.fields)) set(change);
      return effect;
    },
  };
}

/** The failure every form shows when its lazy boundary cannot be fetched. */
export type FailedEffect = { kind: "failed"; fields?: FieldErrors; failure?: FailedDetail };

/** What a form's lazy boundary makes of an answer: what the view does and the state to show (a failure's: `NoteChange`). */
export interface OutcomeSource<Form extends FormKind> {
  formOutcomeOf(
    outcome: Form["outcome"],
    form: Form["settings"],
    fallback: MessageDescriptor,
  ): { effect: Form["effect"] | FailedEffect; change: Partial<Form["state"]> | NoteChange };
}

/** The line beside the button that sends, what is announced at once ("" nothing), and the focus on that button after a failure. */
export interface NoteChange {
  formNote: string;
  alert: string;
  focus?: { target: "submit" };
}

/** A failure's state change, the same for every form and for a lazy boundary that cannot be fetched. */
export const noteChange = (formNote: string, alert: string): NoteChange => ({ formNote, alert, focus: { target: "submit" } });

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
