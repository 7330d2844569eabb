import { env, exports } from "cloudflare:workers";
import { generateKeyPair, importJWK, type JWK, SignJWT } from "jose";
import { base, newClientIp } from "../../testing/http.ts";

/** The Access team and application of the worker tests (vitest.config.ts). */
export const testAccess = { issuer: "https://staff-team.cloudflareaccess.com", audience: "test-audience" } as const;

/** Addresses on the tests' staff list; the second is listed in mixed case. */
export const staffAddress = "office@agency.test";
export const otherStaffAddress = "sales@agency.test";

export interface TokenOptions {
  email?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  /** Sign with a key the team never published. */
  foreignKey?: boolean;
}

/** An Access token as the team signs it, or spoiled in one way. */
export async function accessTokenFor(options: TokenOptions = {}): Promise<string> {
  const key = options.foreignKey
    ? (await generateKeyPair("RS256")).privateKey
    : await importJWK(JSON.parse(env.TEST_ACCESS_PRIVATE_JWK) as JWK, "RS256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: options.email ?? staffAddress, type: "app" })
    .setProtectedHeader({ alg: "RS256", kid: "test-key" })
    .setIssuer(options.issuer ?? testAccess.issuer)
    .setAudience(options.audience ?? testAccess.audience)
    .setSubject("user-1")
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (options.expiresIn ?? 3600))
    .sign(key);
}

export interface StaffRequest {
  method?: string;
  body?: unknown;
  /** The token to send; null sends none. Default: a valid staff token. */
  token?: string | null;
  /** Send the token as the browser's cookie instead of Access's header. */
  cookie?: boolean;
  headers?: Record<string, string>;
}

/** A request to the Worker as the inbox makes it: from the site's own origin, JSON, with a staff token. */
export async function staffFetch(path: string, request: StaffRequest = {}): Promise<Response> {
  const token = request.token === undefined ? await accessTokenFor() : request.token;
  const headers: Record<string, string> = { "CF-Connecting-IP": newClientIp() };
  if (token !== null) {
    if (request.cookie) headers.Cookie = `CF_Authorization=${token}`;
    else headers["Cf-Access-Jwt-Assertion"] = token;
  }
  const method = request.method ?? (request.body === undefined ? "GET" : "POST");
  if (method !== "GET") {
    headers.Origin = base;
    headers["Content-Type"] = "application/json";
  }
  return exports.default.fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}
