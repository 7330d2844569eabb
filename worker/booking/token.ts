/** The booking token that lets only an inquiry's own visitor book, move or release its call. */
import { BOOKING_TOKEN_PATTERN } from "../../contract/booking/wire.ts";
import { randomBase64Url } from "../lib/ids.ts";

/**
 * The token an inquiry's 201 hands to its visitor: only a booking that carries it (ours, or
 * the booking page's `metadata[token]` in Cal.com's webhook) changes the inquiry's status.
 * 24 random bytes: 32 characters.
 */
export function newBookingToken(): string {
  return randomBase64Url(24);
}

/** Whether `given` is the stored token, compared in constant time so timing tells nothing. */
export function tokenMatches(stored: string | null | undefined, given: string | undefined): boolean {
  if (!stored || !given || !BOOKING_TOKEN_PATTERN.test(given) || stored.length !== given.length) return false;
  const encoder = new TextEncoder();
  return crypto.subtle.timingSafeEqual(encoder.encode(stored), encoder.encode(given));
}
