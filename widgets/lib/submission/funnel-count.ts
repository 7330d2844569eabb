/**
 * A form's anonymous funnel on this side of its lazy boundary: one count per opening, its
 * events kept in order until the boundary brings the funnel's code.
 */
import { idle } from "../runtime/dom.ts";
import type { Funnel, FunnelOptions } from "../tracking/funnel.ts";
import type { SubmissionSettings } from "./types.ts";

/** What the lazy boundary brings for the funnel: its code (for a form that counts one) and the campaign. */
export interface FunnelBackend {
  createFunnel?(options: FunnelOptions): Funnel;
  currentCampaign(): string | undefined;
}

/**
 * The anonymous funnel of a form that counts one: a new count per opening, from the
 * settings of then; events wait for the opening's funnel (its campaign comes with the
 * lazy boundary), keep their order and bring it the language of their moment as a value.
 */
export function funnelCounter(load: () => Promise<FunnelBackend | null>, settings: () => SubmissionSettings) {
  let funnel: Promise<Funnel | null> = Promise.resolve(null);
  const count = (use: (f: Funnel, lang: SubmissionSettings["lang"]) => void, lang = settings().lang) =>
    void funnel.then((f) => f && use(f, lang));
  return {
    count,
    opened(step: number): void {
      const current = settings();
      const source = current.funnelSource ?? "";
      funnel = idle()
        .then(load)
        .then(
          (backend) =>
            backend?.createFunnel?.({
              apiBase: current.apiBase,
              source,
              lang: current.lang,
              campaign: backend.currentCampaign(),
              enabled: source.length > 0,
            }) ?? null,
        );
      count((f, lang) => f.opened(step, lang));
    },
  };
}
