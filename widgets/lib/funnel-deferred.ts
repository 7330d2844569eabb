import type { Funnel, FunnelOptions } from "./funnel.ts";

/**
 * The funnel with its code loaded on the first event: a form's first use does not wait
 * for it (the submission controller makes it once the browser is idle). Events keep their order (each waits for the one before), and, as with
 * `createFunnel`, every method returns at once and trouble never reaches the visitor.
 */
export function deferredFunnel(options: FunnelOptions): Funnel {
  let ready: Promise<Funnel | null> | undefined;
  const call = (use: (funnel: Funnel) => void) => {
    ready ??= import("./funnel.ts").then(
      (m) => m.createFunnel(options),
      () => null,
    );
    void ready.then((funnel) => funnel && use(funnel));
  };
  return {
    opened: (step) => call((f) => f.opened(step)),
    reached: (step) => call((f) => f.reached(step)),
    submitted: () => call((f) => f.submitted()),
    failed: () => call((f) => f.failed()),
  };
}
