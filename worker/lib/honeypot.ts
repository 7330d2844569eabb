import { HONEYPOT_FIELD } from "../../contract/limits.ts";

/** A filled honeypot: only bots see the hidden field. Any non-empty value counts. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== "" && value !== false;
}
