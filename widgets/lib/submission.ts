import { useLingui } from "@lingui/react/macro";
import type { SubmissionErrors } from "final-form";
import { useEffect, useRef } from "react";
import type { FieldErrors } from "../../contract/errors.ts";
import { ensureToastRegion } from "../toast/mount.tsx";
import { toasts } from "./toasts.ts";
import { type ApiResult, apiUrl, createIdempotencyKey, postJson } from "./api.ts";

/**
 * The idempotency key of a submission that has not been confirmed yet, and the exact body
 * it was sent with: a retry of the same data reuses the key (if the first try was stored
 * after all, the API answers it again instead of storing the lead twice); other data gets
 * a new key.
 */
export interface PendingSubmission {
  key: string;
  fingerprint: string;
}

/** Where a form keeps its pending submission (memory, or the questionnaire's draft). */
export interface PendingStore {
  read(): PendingSubmission | undefined;
  write(pending: PendingSubmission | undefined): void;
}

export type FailureDetail = { error: Exclude<ApiResult<unknown>, { ok: true }>["error"]; status: number };

export interface SubmissionOptions<V, B> {
  /** Who submits, for the console: the element's tag. */
  source: string;
  /** API path, e.g. `apiPaths.referrals`. */
  path: string;
  /** Origin (and optional path prefix) of the lead API; "" is this page's origin. */
  apiBase: string;
  /**
   * The contract's check of what the visitor typed, shaped into the request body, or the
   * field codes that stop it before anything is sent.
   */
  prepare(values: V): { ok: true; body: B } | { ok: false; fields: FieldErrors };
  /** Keeps the pending key; default: in memory for the component's lifetime. */
  pending?: PendingStore;
  /** Takes the refused fields (the form's own order) and moves the visitor there. Returns false when none is the form's. */
  showFieldErrors(fields: FieldErrors): boolean;
  onSuccess(id: string, body: B): void;
  onFailure?(detail: FailureDetail): void;
  /** The error toast's title and its text for a failure that is no field's fault. */
  failure: { title: string; description: string };
  /** Called after a failure that no field explains (e.g. to move focus to the submit button). */
  onGeneralFailure?(description: string): void;
  /** The bot check refused the token: the form asks for a fresh one. */
  onBotCheckFailed?(): void;
  /** Injected in tests. */
  fetch?: typeof fetch;
}

function memoryStore(): PendingStore {
  let pending: PendingSubmission | undefined;
  return {
    read: () => pending,
    write: (next) => {
      pending = next;
    },
  };
}

/**
 * The one submit flow of the lead forms (questionnaire and referral form): the contract's
 * check, one idempotency key per distinct submission, the POST, and every answer turned
 * into what the visitor sees: success, the refused fields with their codes (for
 * final-form's `submitErrors`), or an error toast in the widget's language that says
 * whether to wait (429), check the connection, or simply try again. Nothing typed is lost.
 *
 * @returns final-form's `onSubmit`: field codes on a refusal, nothing otherwise.
 */
export function useSubmission<V, B>(options: SubmissionOptions<V, B>): (values: V) => Promise<SubmissionErrors | undefined> {
  const { t } = useLingui();
  const latest = useRef(options);
  latest.current = options;
  const fallbackStore = useRef<PendingStore>(null);
  fallbackStore.current ??= memoryStore();
  // The page's toast region is there before the first answer, so its toast is announced.
  useEffect(() => void ensureToastRegion(), []);

  return async (values) => {
    const o = latest.current;
    const checked = o.prepare(values);
    if (!checked.ok) {
      o.showFieldErrors(checked.fields);
      return checked.fields as SubmissionErrors;
    }
    const store = o.pending ?? fallbackStore.current!;
    const fingerprint = JSON.stringify(checked.body);
    let pending = store.read();
    if (pending?.fingerprint !== fingerprint) {
      pending = { key: createIdempotencyKey(), fingerprint };
      store.write(pending);
    }
    const result = await postJson<{ id?: unknown }>(apiUrl(o.apiBase, o.path), checked.body, {
      idempotencyKey: pending.key,
      ...(o.fetch ? { fetch: o.fetch } : {}),
    });

    if (result.ok) {
      store.write(undefined);
      o.onSuccess(typeof result.data?.id === "string" ? result.data.id : "", checked.body);
      return undefined;
    }

    o.onFailure?.({ error: result.error, status: result.status });
    console.error(`${o.source}: the submission failed (${result.status} ${result.error})`);
    const refused = result.error === "validation_failed" && result.fields && o.showFieldErrors(result.fields);
    const description = refused
      ? t`Please check the highlighted field.`
      : result.error === "rate_limited"
        ? t`Too many requests. Please try again shortly.`
        : result.error === "network" || result.error === "timeout"
          ? t`We could not reach our server. Please check your connection and try again.`
          : result.error === "bot_check_failed"
            ? t`The security check did not go through. Please complete it again, then send once more.`
            : o.failure.description;
    if (result.error === "bot_check_failed") o.onBotCheckFailed?.();
    toasts.show({ variant: "destructive", title: o.failure.title, description, duration: 10_000 });
    if (refused) return result.fields as SubmissionErrors;
    o.onGeneralFailure?.(description);
    return undefined;
  };
}
