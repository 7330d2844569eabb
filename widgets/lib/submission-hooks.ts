import { useEffect, useMemo, useState, useSyncExternalStore } from "react";
import type { FieldErrors } from "../../contract/errors.ts";
import { idle } from "./dom.ts";
import { fieldCodes } from "./field-errors.ts";
import {
  createSubmissionController,
  type FormCheck,
  type SubmissionController,
  type SubmissionOptions,
  type SubmissionSettings,
  type SubmissionState,
} from "./submission-controller.ts";

/**
 * A form's submission controller, made once for the component's lifetime, and the state
 * it renders from. `settings` follow the props and the language on every render.
 */
export function useSubmissionController<V extends object, F extends string, B extends object>(
  options: SubmissionOptions<F, B>,
  settings: SubmissionSettings,
): [SubmissionController<V, F, B>, SubmissionState] {
  const [controller] = useState(() => createSubmissionController<V, F, B>(options, settings));
  useEffect(() => controller.update(settings));
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return [controller, state];
}

/**
 * The container of the form's bot check: the check is in it while `active` (the form is
 * on screen) and leaves with it.
 *
 * @returns the `ref` for the container element
 */
export function useBotCheck(controller: SubmissionController, active: boolean): (el: HTMLElement | null) => void {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => (active && container ? controller.mountBotCheck(container) : undefined), [controller, active, container]);
  return setContainer;
}

const noErrors = (): FieldErrors => ({});

/**
 * final-form's `validate` from a form's rules, which load once the browser is idle after
 * the first render: no codes until they are there, then the contract's code for every
 * refused field. It is a new function once they arrive, so react-final-form checks the
 * form again. Nothing takes the quiet start for a pass: going on and sending wait for the
 * rules themselves (`fieldCodesNow`).
 *
 * @param input what the rules check, made from the form's values
 */
export function useFieldCodes<V>(
  rules: () => Promise<FormCheck<unknown> | null>,
  input: (values: V) => unknown,
): (values: V) => FieldErrors {
  const [check, setCheck] = useState<FormCheck<unknown> | null>(null);
  useEffect(() => {
    let live = true;
    void idle()
      .then(rules)
      .then((loaded) => {
        if (live && loaded) setCheck(() => loaded);
      });
    return () => {
      live = false;
    };
  }, [rules]);
  return useMemo(() => (check ? (values: V) => fieldCodes(check(input(values))) : noErrors), [check, input]);
}

/**
 * The contract's codes for `input` now, once the rules are there ({} when their code cannot
 * be fetched: the API's check then answers at the end).
 */
export async function fieldCodesNow(rules: () => Promise<FormCheck<unknown> | null>, input: unknown): Promise<FieldErrors> {
  const check = await rules();
  return check ? fieldCodes(check(input)) : {};
}
