import { useEffect, useMemo, useState } from "react";
import type { FieldErrors } from "../../../contract/errors.ts";
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
 * final-form's `validate` from a form's rules, which arrive with its lazy boundary: no
 * codes until they are there, then the contract's code for every refused field. It is a
 * new function once they arrive, so react-final-form checks the form again.
 *
 * @param input what the rules check, made from the form's values
 */
export function useFieldCodes<V>(rules: FormCheck<unknown> | null, input: (values: V) => unknown): (values: V) => FieldErrors {
  return useMemo(() => (rules ? (values: V) => fieldCodes(rules(input(values))) : noErrors), [rules, input]);
}
