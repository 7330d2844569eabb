import { BOOKING_TOKEN_PATTERN } from "../../contract/booking/wire.ts";

/**
 * The token an inquiry's 201 hands to its visitor: only a booking that carries it (ours,
 * or the booking page's `metadata[token]` coming back in Cal.com's webhook) changes the
 * inquiry's status. 24 random bytes, base64url: 32 characters.
 */
export function newBookingToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_");
}

/** Whether `given` is the stored token, compared in constant time so timing tells nothing. */
export function tokenMatches(stored: string | null | undefined, given: string | undefined): boolean {
  if (!stored || !given || !BOOKING_TOKEN_PATTERN.test(given) || stored.length !== given.length) return false;
  const encoder = new TextEncoder();
  return crypto.subtle.timingSafeEqual(encoder.encode(stored), encoder.encode(given));
}
