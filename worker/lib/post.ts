/** What one delivery attempt came to. `error` is for staff (outbox.last_error), never for visitors. */
export type SendResult = { ok: true } | { ok: false; error: string };

export interface PostOptions {
  /** Names the other side in errors: "MailChannels answered 500: ...". */
  label: string;
  headers: Record<string, string>;
  body: string;
  /** A hung connection must not hold the claim forever; the outbox retries later. */
  timeoutMs: number;
  /** Statuses that mean "delivered". */
  accepted: (status: number) => boolean;
}

/**
 * One outbound POST as a delivery attempt: anything but an accepted status, a network
 * error or a timeout becomes a failed attempt with a short reason, never an exception.
 */
export async function postAttempt(url: string, { label, headers, body, timeoutMs, accepted }: PostOptions): Promise<SendResult> {
  try {
    const res = await fetch(url, { method: "POST", headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
    if (accepted(res.status)) {
      await res.body?.cancel();
      return { ok: true };
    }
    const detail = (await res.text().catch(() => "")).replace(/\s+/g, " ").trim().slice(0, 300);
    return { ok: false, error: `${label} answered ${res.status}${detail ? `: ${detail}` : ""}` };
  } catch (err) {
    const name = err instanceof Error ? err.name : "";
    if (name === "TimeoutError" || name === "AbortError") return { ok: false, error: `${label} timed out after ${timeoutMs} ms` };
    return { ok: false, error: `${label} unreachable: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300) };
  }
}
