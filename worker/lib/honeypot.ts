/** The honeypot check: a field hidden from people, so a value in it means a bot. */
import { HONEYPOT_FIELD } from "../../contract/limits.ts";

/** Whether the body's honeypot field holds any non-empty value. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "" && value !== false;
}
