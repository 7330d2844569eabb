/**
 * A form's bot check on this side of its lazy boundary, which brings Turnstile's code: in
 * its container while that is on screen, read when sending.
 */
import type { TurnstileMountOptions, TurnstileWidget } from "../net/turnstile.ts";
import type { SubmissionSettings } from "./types.ts";

/**
 * The bot check of a form: in its container while that is on screen, read when sending.
 * Turnstile's code is behind the form's lazy boundary.
 */
export function botCheckHolder(
  load: () => Promise<{ mountTurnstile(container: HTMLElement, options: TurnstileMountOptions): TurnstileWidget } | null>,
  settings: () => SubmissionSettings,
) {
  let current: TurnstileWidget | null = null;
  return {
    get widget(): TurnstileWidget | null {
      return current;
    },
    mount(container: HTMLElement): () => void {
      let live = true;
      let widget: TurnstileWidget | null = null;
      void load().then((backend) => {
        if (!live || !backend) return;
        widget = backend.mountTurnstile(container, { apiBase: settings().apiBase, language: settings().lang });
        current = widget;
      });
      return () => {
        live = false;
        widget?.remove();
        if (current === widget) current = null;
      };
    },
  };
}
