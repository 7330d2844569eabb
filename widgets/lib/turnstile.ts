import { useEffect, useRef, useState } from "react";
import { apiPaths } from "../../contract/limits.ts";
import { type PublicConfig, TURNSTILE_SCRIPT_URL } from "../../contract/turnstile.ts";
import { apiUrl } from "./api.ts";

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

const configs = new Map<string, Promise<PublicConfig>>();

/**
 * `GET /api/config` of an API base, once per page. A failed request is not remembered:
 * the next form asks again, and the server refuses a missing token anyway.
 */
export function publicConfig(apiBase: string, doFetch: typeof fetch = (input, init) => fetch(input, init)): Promise<PublicConfig> {
  let config = configs.get(apiBase);
  if (!config) {
    config = doFetch(apiUrl(apiBase, apiPaths.config), { credentials: "omit" })
      .then(async (res) => {
        const body = (res.ok ? await res.json() : null) as Partial<PublicConfig> | null;
        const siteKey = body?.turnstile?.siteKey;
        return { turnstile: typeof siteKey === "string" && siteKey ? { siteKey } : null };
      })
      .catch(() => {
        configs.delete(apiBase);
        return { turnstile: null };
      });
    configs.set(apiBase, config);
  }
  return config;
}

let script: Promise<TurnstileApi> | undefined;

/** Loads Cloudflare's script (explicit rendering) once per page, only when Turnstile is configured. */
export function loadTurnstile(): Promise<TurnstileApi> {
  script ??= new Promise<TurnstileApi>((resolve, reject) => {
    if (window.turnstile) return resolve(window.turnstile);
    const tag = document.createElement("script");
    tag.src = TURNSTILE_SCRIPT_URL;
    tag.async = true;
    tag.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile missing")));
    tag.onerror = () => {
      tag.remove();
      script = undefined;
      reject(new Error("turnstile script failed to load"));
    };
    document.head.append(tag);
  });
  return script;
}

/** Test hook: forget the cached configs and script. */
export function resetTurnstileForTests(): void {
  configs.clear();
  script = undefined;
}

export interface TurnstileState {
  /** True when the Worker asks for a token (Turnstile is configured). */
  required: boolean;
  /** The current token, or null while the check is not done (or expired). */
  token: string | null;
  /** The check could not load or failed: the form says so and offers a retry. */
  failed: boolean;
  /** Where the widget renders (a container in the form, inside the shadow root). */
  container: (el: HTMLElement | null) => void;
  /** A used or refused token is gone: ask for a fresh one. */
  reset(): void;
}

/**
 * Cloudflare Turnstile in a form, when the Worker has it configured: renders the managed
 * widget (in the visitor's language) into `container` once `active` (the form is on
 * screen), and hands over its token. Without configuration it renders nothing and
 * `required` stays false.
 */
export function useTurnstile(apiBase: string, language: string, active = true, doFetch?: typeof fetch): TurnstileState {
  const [required, setRequired] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const widget = useRef<{ api: TurnstileApi; id: string | undefined } | null>(null);

  useEffect(() => {
    if (!active || !element || widget.current) return;
    let live = true;
    publicConfig(apiBase, doFetch)
      .then(async ({ turnstile }) => {
        if (!turnstile || !live) return;
        setRequired(true);
        const api = await loadTurnstile();
        if (!live) return;
        const id = api.render(element, {
          sitekey: turnstile.siteKey,
          language,
          appearance: "interaction-only",
          callback: (value) => {
            setToken(value);
            setFailed(false);
          },
          "expired-callback": () => setToken(null),
          "error-callback": () => {
            setToken(null);
            setFailed(true);
          },
        });
        widget.current = { api, id };
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [apiBase, language, active, element, doFetch]);

  useEffect(
    () => () => {
      const current = widget.current;
      if (current?.id) current.api.remove(current.id);
      widget.current = null;
    },
    [],
  );

  return {
    required,
    token,
    failed,
    container: setElement,
    reset: () => {
      setToken(null);
      setFailed(false);
      const current = widget.current;
      if (current) current.api.reset(current.id);
    },
  };
}
