import type { I18n, MessageDescriptor } from "@lingui/core";
import type { FieldErrors } from "../../../contract/errors.ts";
import type { WidgetCatalog } from "../catalogs.ts";
import { lazyModule } from "../dom.ts";
import type { FailedDetail } from "../events.ts";
import { addCatalog } from "../i18n.ts";

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

/** The failure every form shows when its lazy boundary cannot be fetched. */
export type FailedEffect = { kind: "failed"; fields?: FieldErrors; failure?: FailedDetail };

/** What a form's lazy boundary makes of an answer: what the view does and the state to show. */
export interface OutcomeSource<O, F, E, C> {
  formOutcomeOf(outcome: O, form: F, fallback: MessageDescriptor): { effect: E | FailedEffect; change: C };
}

/** The note beside the button that sends, and the focus on that button. */
export interface NoteChange {
  formNote: string;
  focus: { target: "submit" };
}

/**
 * Shows how a submission ended, the same for every form: the lazy boundary says what (as
 * data), and refused fields (the code that sends names them only when one is the form's
 * own) go to the form instead of the note beside the button. Without the lazy boundary
 * nothing was stored: the note says so with the form's `fallback`, and the form keeps
 * every value.
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
  const { effect, change } = later
    ? later.formOutcomeOf(outcome, form, fallback)
    : {
        effect: { kind: "failed" as const, failure: outcome.failure },
        change: { formNote: form.i18n._(fallback), focus: { target: "submit" as const } },
      };
  if (!effect.fields || !showErrors(effect.fields)) set(change);
  return effect;
}
