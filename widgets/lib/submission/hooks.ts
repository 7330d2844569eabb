/**
 * The forms' React binding to their controllers: the controller made once, its state, the
 * bot check's container and final-form's `validate`.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { FieldErrors } from "../../../contract/errors.ts";
import { loadPageToasts } from "../toast/index.ts";
import type { SubmissionState } from "./controller.ts";
import { fieldCodes } from "./controller.ts";
import type { FormCheck } from "./types.ts";

/**
 * The container of the form's bot check: the check is in it while `active` (the form is
 * on screen) and leaves with it.
 *
 * @returns the `ref` for the container element
 */
export function useBotCheck(
  controller: { mountBotCheck(container: HTMLElement): () => void },
  active: boolean,
): (el: HTMLElement | null) => void {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => (active && container ? controller.mountBotCheck(container) : undefined), [controller, active, container]);
  return setContainer;
}

const noErrors = (): FieldErrors => ({});

/**
 * final-form's `validate` from a form's rules, which come with its lazy boundary: no codes
 * until then, and a new function once they arrive so react-final-form checks again. The
 * rules run on every change; Next and submit read the codes from the form's state, and
 * send.ts runs them once per submit on the body (with locale and partner) it sends.
 */
export function useFieldCodes<V>(rules: FormCheck<unknown> | null, fields: readonly string[]): (values: V) => FieldErrors {
  return useMemo(() => (rules ? (values: V) => fieldCodes(rules(values), fields) : noErrors), [rules, fields]);
}

/** What a form's component needs of its controller: its state, and its submission's. */
interface FormController<S, T> {
  subscribe(listener: () => void): () => void;
  getSnapshot(): S;
  update(settings: T): void;
  /** Clears what the controller still has pending; the element is gone. */
  dispose(): void;
  submission: {
    subscribe(listener: () => void): () => void;
    getSnapshot(): SubmissionState<unknown>;
  };
}

/**
 * A form's controller, made once for the component's lifetime, with the settings of every
 * render (the props, the language); its state, whether it is sending, and final-form's
 * `validate` for the form's `fields`. The page's toast region is there before the form's
 * first answer, so its toast is announced; on unmount the controller's timers are cleared.
 */
export function useFormController<S, T, C extends FormController<S, T>, V>(
  settings: T,
  create: (settings: T) => C,
  fields: readonly string[],
) {
  const [controller] = useState(() => create(settings));
  useEffect(() => controller.update(settings));
  useEffect(() => {
    void loadPageToasts();
    return controller.dispose;
  }, [controller.dispose]);
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const { submitting, rules } = useSyncExternalStore(controller.submission.subscribe, controller.submission.getSnapshot);
  const validate = useFieldCodes<V>(rules, fields);
  return { controller, state, submitting, validate };
}
