/** Verifying the Cloudflare Access token of a staff request: signature, issuer, audience, expiry, staff list. */
import { createRemoteJWKSet, errors, jwtVerify } from "jose";

/** What the Worker checks an Access token against: the team's issuer and JWKS, the application's audience, the staff. */
export interface AccessSettings {
  /** The team's origin (`https://<team>.cloudflareaccess.com`): the token's `iss`, and where its keys are published. */
  issuer: string;
  /** The application's AUD tag (`ACCESS_AUD`). */
  audience: string;
  /** Who may use the inbox (`STAFF_EMAILS`), lower-cased. */
  staffEmails: ReadonlySet<string>;
}

/** Where Cloudflare Access publishes a team's signing keys (the stand-in of `npm start` too). */
const ACCESS_CERTS_PATH = "/cdn-cgi/access/certs";

/** The cookie Access sets in the browser after sign-in. */
export const ACCESS_COOKIE = "CF_Authorization";

/** The header Access adds to every request it lets through. */
export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

// One key set per team and isolate: jose keeps the fetched keys and refetches when a token
// names a key it does not know (Access rotates its keys), so a request rarely waits for it.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySet(issuer: string): ReturnType<typeof createRemoteJWKSet> {
  let set = keySets.get(issuer);
  if (!set) {
    set = createRemoteJWKSet(new URL(ACCESS_CERTS_PATH, issuer));
    keySets.set(issuer, set);
  }
  return set;
}

/** Who a request is, as far as its Access token says. */
export type AccessVerdict =
  | { ok: true; email: string }
  /** 401: no token, or one that is not valid for this application; 403: valid, but not a staff address. */
  | { ok: false; status: 401 | 403; reason: string };

/**
 * Verifies an Access token: signature, issuer, audience and expiry, then its `email` against
 * the staff list. Never throws: a refused token is a 401 verdict, a stranger a 403. Checked
 * again behind Access so a request that bypasses it (a workers.dev URL) gets nothing.
 *
 * @see https://developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/validating-json/
 */
export async function verifyAccessToken(token: string | undefined, settings: AccessSettings): Promise<AccessVerdict> {
  if (!token) return { ok: false, status: 401, reason: "no token" };
  try {
    const { payload } = await jwtVerify(token, keySet(settings.issuer), {
      issuer: settings.issuer,
      audience: settings.audience,
      requiredClaims: ["exp"],
    });
    const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
    if (!email) return { ok: false, status: 403, reason: "the token names no address" };
    if (!settings.staffEmails.has(email)) return { ok: false, status: 403, reason: "not a staff address" };
    return { ok: true, email };
  } catch (err) {
    // Every refusal of the token itself (signature, claims, expiry, format) is a 401; a
    // failure to fetch the keys is not the client's fault and is logged for staff.
    if (!(err instanceof errors.JOSEError) || err instanceof errors.JWKSTimeout) console.error("Access token check failed", err);
    return { ok: false, status: 401, reason: err instanceof Error ? err.message : "invalid token" };
  }
}

/** The token of a request: the header Access adds, else the browser's cookie. */
export function accessToken(header: string | undefined, cookie: string | undefined): string | undefined {
  const value = header?.trim() || cookie?.trim();
  return value || undefined;
}
