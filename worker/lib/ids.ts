/** Random ids for stored rows and one-time tokens for links, and the hash tokens are stored as. */
import { idPattern, leadIdPrefixes } from "../../contract/lead/ids.ts";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** Prefixes of the ids that are not leads: outbox items and consents. */
const otherPrefixes = ["out", "con"] as const;

/** Prefixes of the ids the API hands out; staff type them (`leads show inq_...`). */
export type IdPrefix = (typeof leadIdPrefixes)[keyof typeof leadIdPrefixes] | (typeof otherPrefixes)[number];

/**
 * A prefixed random id such as `inq_k3v9q2m7xw4hz5ab`: 16 lowercase base32 characters
 * (80 random bits), unambiguous to read aloud and to type.
 */
export function newId(prefix: IdPrefix): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let out = "";
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps the characters uniform.
  for (const byte of bytes) out += BASE32[byte % 32];
  return `${prefix}_${out}`;
}

/** Matches what `newId` produces, for ids coming back from outside. */
export const ID_PATTERN = idPattern([...Object.values(leadIdPrefixes), ...otherPrefixes]);

/** Matches an inquiry's id, for the ones a visitor's link or Cal.com's metadata bring back. */
export const INQUIRY_ID_PATTERN = idPattern([leadIdPrefixes.inquiries]);

/** `byteCount` random bytes as unpadded base64url, safe in a URL or a header as it is. */
export function randomBase64Url(byteCount: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteCount));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** A one-time token for links in mails: 32 random bytes, 43 characters. */
export function newToken(): string {
  return randomBase64Url(32);
}

/** Tokens are stored only as this hash, so a copy of the table cannot act on anyone's behalf. */
export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
