import { apiPaths, type PublicConfig, TURNSTILE_SCRIPT_URL } from "../../contract/index.ts";

/** The part of Cloudflare's `window.turnstile` the site uses. */
export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  reset(widgetId?: string): void;
  remove(widgetId: string): void;
}

export interface TurnstileOptions {
  sitekey: string;
  language: string;
  action?: string;
  callback(token: string): void;
  "expired-callback"(): void;
  "error-callback"(): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let config: Promise<PublicConfig> | undefined;

/**
 * `GET /api/config`, once per page. A failed request is not remembered: the next attempt
 * asks again, and the server refuses a missing token anyway.
 */
export function publicConfig(): Promise<PublicConfig> {
  config ??= fetch(apiPaths.config)
    .then(async (res) => {
      const body = (res.ok ? await res.json() : null) as Partial<PublicConfig> | null;
      const siteKey = body?.turnstile?.siteKey;
      return { turnstile: typeof siteKey === "string" && siteKey ? { siteKey } : null };
    })
    .catch(() => {
      config = undefined;
      return { turnstile: null };
    });
  return config;
}

let script: Promise<TurnstileApi> | undefined;

/** Loads Cloudflare's script (explicit rendering) once, only when Turnstile is configured. */
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

/** Test hook: forget the cached config and script. */
export function resetTurnstileForTests(): void {
  config = undefined;
  script = undefined;
}
