import { useEffect, useState, useSyncExternalStore } from "react";
import {
  createSubmissionController,
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
