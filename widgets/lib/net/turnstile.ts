/**
 * Cloudflare Turnstile, the forms' bot check: the script loaded once per page, a widget
 * mounted per form, its token read at submit.
 */
import { TURNSTILE_SCRIPT_URL } from "../../../contract/turnstile.ts";
import { publicConfig } from "./api.ts";

/** The part of Cloudflare's `window.turnstile` the forms use. */
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  reset(widgetId?: string): void;
  remove(widgetId: string): void;
}

export interface TurnstileOptions {
  sitekey: string;
  language: string;
  action?: string;
  appearance?: "always" | "execute" | "interaction-only";
  callback(token: string): void;
  "expired-callback"(): void;
  "error-callback"(): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/**
 * Loads Cloudflare's script once per page. Rejects if it fails; its element is then
 * removed so the next call retries.
 */
export function loadTurnstile(): Promise<TurnstileApi> {
  return new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    // The `<script>` element marks a load in progress: each form and the site bundle their
    // own copy of this module, so module state could not.
    let tag = document.querySelector<HTMLScriptElement>(`script[src="${TURNSTILE_SCRIPT_URL}"]`);
    if (!tag) {
      tag = document.createElement("script");
      tag.src = TURNSTILE_SCRIPT_URL;
      tag.async = true;
      document.head.append(tag);
    }
    const script = tag;
    script.addEventListener("load", () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile missing"))));
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error("turnstile script failed to load"));
    });
  });
}

/** The bot check as it sits in a form: the form reads its state when it sends. */
export interface TurnstileWidget {
  /** The Worker asks for a token: a submission waits for one. */
  readonly required: boolean;
  /** A fresh token; null before the first, once expired, failed or used. */
  readonly token: string | null;
  /** A used or refused token is gone: the widget asks for a fresh one. */
  reset(): void;
  /** Takes the widget out (its container leaves the screen). */
  remove(): void;
}

export interface TurnstileMountOptions {
  apiBase: string;
  /** The visitor's language, for the widget's own texts. */
  language: string;
}

/**
 * Renders Turnstile into `container` when the Worker has it configured, and keeps its
 * tokens; without configuration it renders nothing and is never `required`. It keeps its
 * own state, so a form's controller reads it instead of passing callbacks.
 */
export function mountTurnstile(container: HTMLElement, options: TurnstileMountOptions): TurnstileWidget {
  let live = true;
  let widget: { api: TurnstileApi; id: string | undefined } | null = null;
  const state = { required: false, token: null as string | null };
  const setToken = (token: string | null) => {
    state.token = token;
  };
  publicConfig(options.apiBase)
    .then(async ({ turnstile }) => {
      if (!turnstile || !live) return;
      state.required = true;
      const api = await loadTurnstile();
      if (!live) return;
      const id = api.render(container, {
        sitekey: turnstile.siteKey,
        language: options.language,
        appearance: "interaction-only",
        callback: setToken,
        "expired-callback": () => setToken(null),
        "error-callback": () => setToken(null),
      });
      widget = { api, id };
    })
    // The server refuses a missing token anyway: a check that cannot load is no reason to break the form.
    .catch(() => undefined);
  return {
    get required() {
      return state.required;
    },
    get token() {
      return state.token;
    },
    reset() {
      setToken(null);
      if (widget) widget.api.reset(widget.id);
    },
    remove() {
      live = false;
      if (widget?.id) widget.api.remove(widget.id);
      widget = null;
    },
  };
}
