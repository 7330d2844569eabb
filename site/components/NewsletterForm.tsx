import { type FormEvent, useId, useRef, useState } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { apiPaths, limits, TURNSTILE_FIELD, validateNewsletter } from "../../contract/index.ts";
import type { Locale } from "../i18n.ts";
import { loadTurnstile, publicConfig, type TurnstileApi } from "./turnstile.ts";

type Reason = "rate_limited" | "server" | "bot_check";
type Status = { kind: "idle" } | { kind: "sending" } | { kind: "success" } | { kind: "error"; reason: Reason | "network" };

/** What went wrong with a sign-up, from the API's answer. */
export async function readNewsletterAnswer(
  response: Response,
): Promise<{ ok: true } | { ok: false; invalidEmail: boolean; reason: Reason }> {
  if (response.ok) return { ok: true };
  let body: { error?: string; fields?: Record<string, string> } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): treated as a server error below.
  }
  if (response.status === 400 && body.fields?.email) return { ok: false, invalidEmail: true, reason: "server" };
  if (response.status === 403 && body.error === "bot_check_failed") return { ok: false, invalidEmail: false, reason: "bot_check" };
  return { ok: false, invalidEmail: false, reason: response.status === 429 ? "rate_limited" : "server" };
}

/**
 * The blog's newsletter box: validates the address with the shared contract, then signs
 * up through `POST /api/newsletter` (double opt-in: the visitor confirms by mail). What
 * the visitor typed stays in the field on every error; results are announced politely.
 * When the Worker has Turnstile configured (`GET /api/config`, asked when the visitor
 * first focuses the field), the check renders below the field in the visitor's language
 * and its token goes with the sign-up; a failed check can simply be done again.
 */
export function NewsletterForm({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const checkBox = useRef<HTMLDivElement>(null);
  const turnstile = useRef<{ api: TurnstileApi; widgetId: string | undefined; token: string | null } | null>(null);
  const id = useId();
  const errorId = `${id}-error`;

  // Every text the form may show is read on each render, so the prerendered page's
  // inline messages include them all.
  const invalidEmail = t`Please enter a valid email address`;
  const buttonLabels = { idle: t`Subscribe`, sending: t`Subscribing…` };
  const messages = {
    success: t`Almost done! Please check your inbox and confirm your subscription with the link we just sent you.`,
    rate_limited: t`Too many attempts. Please wait a minute and try again.`,
    server: t`Something went wrong on our side. Please try again in a moment.`,
    network: t`We could not reach the server. Please check your connection and try again.`,
    bot_check: t`The security check did not succeed. Please complete it again, then press Subscribe.`,
  };

  /** Renders Turnstile once, if configured. Resolves to whether a token is needed. */
  const prepareBotCheck = async (): Promise<boolean> => {
    const { turnstile: settings } = await publicConfig();
    if (!settings) return false;
    if (!turnstile.current && checkBox.current) {
      const api = await loadTurnstile();
      const state: { api: TurnstileApi; widgetId: string | undefined; token: string | null } = { api, widgetId: undefined, token: null };
      turnstile.current = state;
      state.widgetId = api.render(checkBox.current, {
        sitekey: settings.siteKey,
        language: locale,
        action: "newsletter",
        callback: (token) => {
          state.token = token;
        },
        "expired-callback": () => {
          state.token = null;
        },
        "error-callback": () => {
          state.token = null;
        },
      });
    }
    return true;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === "sending") return;
    const checked = validateNewsletter({ email, locale });
    if (!checked.ok) {
      setFieldError(invalidEmail);
      setStatus({ kind: "idle" });
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setStatus({ kind: "sending" });
    try {
      let token: string | null = null;
      try {
        if (await prepareBotCheck()) {
          token = turnstile.current?.token ?? null;
          if (!token) {
            setStatus({ kind: "error", reason: "bot_check" });
            return;
          }
        }
      } catch {
        setStatus({ kind: "error", reason: "network" });
        return;
      }
      const response = await fetch(apiPaths.newsletter, {
        method: "POST",
        headers: { "content-type": "application/json", "Idempotency-Key": crypto.randomUUID() },
        body: JSON.stringify({ email: checked.value.email, locale, ...(token ? { [TURNSTILE_FIELD]: token } : {}) }),
      });
      // A token counts once: whatever the answer, the next attempt needs a fresh one.
      if (token && turnstile.current) {
        turnstile.current.token = null;
        turnstile.current.api.reset(turnstile.current.widgetId);
      }
      const answer = await readNewsletterAnswer(response);
      if (answer.ok) {
        setStatus({ kind: "success" });
        setEmail("");
      } else if (answer.invalidEmail) {
        setFieldError(invalidEmail);
        setStatus({ kind: "idle" });
        input.current?.focus();
      } else {
        setStatus({ kind: "error", reason: answer.reason });
      }
    } catch {
      setStatus({ kind: "error", reason: "network" });
    }
  };

  const announcement = status.kind === "success" ? messages.success : status.kind === "error" ? messages[status.reason] : "";

  return (
    <form className="newsletter__form" noValidate onSubmit={onSubmit}>
      <label htmlFor={`${id}-email`}>
        <Trans>Your email address</Trans>
      </label>
      <div className="newsletter__row">
        <input
          ref={input}
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={limits.email}
          required
          value={email}
          aria-invalid={fieldError ? "true" : "false"}
          aria-describedby={fieldError ? errorId : undefined}
          onFocus={() => void prepareBotCheck().catch(() => undefined)}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (fieldError) setFieldError(null);
          }}
        />
        <button type="submit" className="button button--primary" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? buttonLabels.sending : buttonLabels.idle}
        </button>
      </div>
      <div ref={checkBox} className="newsletter__check" />
      {fieldError && (
        <p id={errorId} className="field-error" role="alert">
          {fieldError}
        </p>
      )}
      <p className={`newsletter__status${status.kind === "error" ? " newsletter__status--error" : ""}`} role="status" aria-live="polite">
        {/* Nothing rather than an empty text node, which the prerendered HTML does not have. */}
        {announcement || null}
      </p>
    </form>
  );
}
