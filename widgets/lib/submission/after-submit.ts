/**
 * What a form does a while after a submit (empties itself, returns from its confirmation),
 * the one step pending at a time: scheduling again clears the step still waiting, and
 * `dispose` (the element is gone) clears it, so nothing runs on a form no longer there.
 */
export function afterSubmit() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const dispose = () => clearTimeout(timer);
  return {
    /** Runs `then` in `ms` (none: after this render), instead of whatever was pending. */
    after(then: () => void, ms?: number): void {
      dispose();
      timer = setTimeout(then, ms);
    },
    dispose,
  };
}
