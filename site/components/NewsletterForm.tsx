import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type RefObject, useId, useRef, useState } from "react";
import { apiPaths, limits } from "../../contract/limits.ts";
import { validateNewsletter } from "../../contract/newsletter.ts";
import { TURNSTILE_FIELD } from "../../contract/turnstile.ts";
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

type BotCheckState = { api: TurnstileApi; widgetId: string | undefined; token: string | null };
type BotCheck = ReturnType<typeof useBotCheck>;

/** Turnstile rendered into `box` once, if the Worker has it configured, with its latest token. */
function useBotCheck(locale: Locale, box: RefObject<HTMLDivElement | null>) {
  const turnstile = useRef<BotCheckState | null>(null);

  /** Renders Turnstile once, if configured. Resolves to whether a token is needed. */
  const prepare = async (): Promise<boolean> => {
    const { turnstile: settings } = await publicConfig();
    if (!settings) return false;
    if (!turnstile.current && box.current) {
      const api = await loadTurnstile();
      const state: BotCheckState = { api, widgetId: undefined, token: null };
      turnstile.current = state;
      state.widgetId = api.render(box.current, {
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

  /** A token counts once: whatever the answer, the next attempt needs a fresh one. */
  const spend = () => {
    if (!turnstile.current) return;
    turnstile.current.token = null;
    turnstile.current.api.reset(turnstile.current.widgetId);
  };

  return { prepare, token: () => turnstile.current?.token ?? null, spend };
}

/** The token to send with the sign-up (null when no check is configured), or why there is none. */
async function tokenToSend(check: BotCheck): Promise<{ token: string | null } | { reason: "bot_check" | "network" }> {
  try {
    if (!(await check.prepare())) return { token: null };
    const token = check.token();
    return token ? { token } : { reason: "bot_check" };
  } catch {
    return { reason: "network" };
  }
}

function postSignUp(email: string, locale: Locale, token: string | null): Promise<Response> {
  return fetch(apiPaths.newsletter, {
    method: "POST",
    headers: { "content-type": "application/json", "Idempotency-Key": crypto.randomUUID() },
    body: JSON.stringify({ email, locale, ...(token ? { [TURNSTILE_FIELD]: token } : {}) }),
  });
}

/**
 * Every text the form may show, read on each render so the prerendered page's inline
 * messages include them all.
 */
function useNewsletterTexts() {
  const { t } = useLingui();
  return {
    invalidEmail: t`Please enter a valid email address`,
    buttonLabels: { idle: t`Subscribe`, sending: t`Subscribing…` },
    messages: {
      success: t`Almost done! Please check your inbox and confirm your subscription with the link we just sent you.`,
      rate_limited: t`Too many attempts. Please wait a minute and try again.`,
      server: t`Something went wrong on our side. Please try again in a moment.`,
      network: t`We could not reach the server. Please check your connection and try again.`,
      bot_check: t`The security check did not succeed. Please complete it again, then press Subscribe.`,
    },
  };
}

interface EmailRowProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  email: string;
  fieldError: string | null;
  errorId: string;
  sending: boolean;
  buttonLabel: string;
  onFocus: () => void;
  onChange: (value: string) => void;
}

/** The labelled address field and the submit button. */
function EmailRow({ id, inputRef, email, fieldError, errorId, sending, buttonLabel, onFocus, onChange }: EmailRowProps) {
  return (
    <>
      <label htmlFor={`${id}-email`}>
        <Trans>Your email address</Trans>
      </label>
      <div className="newsletter__row">
        <input
          ref={inputRef}
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
          onFocus={onFocus}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <button type="submit" className="button button--primary" disabled={sending}>
          {buttonLabel}
        </button>
      </div>
    </>
  );
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
  const { invalidEmail, buttonLabels, messages } = useNewsletterTexts();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const checkBox = useRef<HTMLDivElement>(null);
  const botCheck = useBotCheck(locale, checkBox);
  const id = useId();
  const errorId = `${id}-error`;

  const rejectEmail = () => {
    setFieldError(invalidEmail);
    setStatus({ kind: "idle" });
    input.current?.focus();
  };

  const send = async (address: string) => {
    const ticket = await tokenToSend(botCheck);
    if ("reason" in ticket) return setStatus({ kind: "error", reason: ticket.reason });
    const response = await postSignUp(address, locale, ticket.token);
    if (ticket.token) botCheck.spend();
    const answer = await readNewsletterAnswer(response);
    if (answer.ok) {
      setStatus({ kind: "success" });
      setEmail("");
    } else if (answer.invalidEmail) rejectEmail();
    else setStatus({ kind: "error", reason: answer.reason });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === "sending") return;
    const checked = validateNewsletter({ email, locale });
    if (!checked.ok) return rejectEmail();
    setFieldError(null);
    setStatus({ kind: "sending" });
    await send(checked.value.email).catch(() => setStatus({ kind: "error", reason: "network" }));
  };

  const announcement = status.kind === "success" ? messages.success : status.kind === "error" ? messages[status.reason] : "";

  return (
    <form className="newsletter__form" noValidate onSubmit={onSubmit}>
      <EmailRow
        id={id}
        inputRef={input}
        email={email}
        fieldError={fieldError}
        errorId={errorId}
        sending={status.kind === "sending"}
        buttonLabel={status.kind === "sending" ? buttonLabels.sending : buttonLabels.idle}
        onFocus={() => void botCheck.prepare().catch(() => undefined)}
        onChange={(value) => {
          setEmail(value);
          if (fieldError) setFieldError(null);
        }}
      />
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
