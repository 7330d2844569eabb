/**
 * The widgets' one source of random ids: idempotency keys, funnel openings and consent ids.
 */

/** Returns 32 hex characters from 128 random bits. */
export function randomKey(): string {
  // Not `randomUUID`: partner pages served over plain HTTP are no secure context and lack it.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
