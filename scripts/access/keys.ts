/**
 * The local Access team's signing key: made once and kept under .wrangler/ (never
 * committed), so the stand-in and `npm run staff:token` sign with the same key across
 * restarts, and a browser's sign-in survives an `npm start` again.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from "jose";

export const KEY_FILE = ".wrangler/access/key.json";
const KID = "local-access";

export interface LocalKey {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** The local key, made on first use. */
export async function localKey(path = KEY_FILE): Promise<LocalKey> {
  if (!existsSync(path)) {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, JSON.stringify({ ...(await exportJWK(privateKey)), kid: KID, alg: "RS256" }), { mode: 0o600 });
  }
  const jwk = JSON.parse(readFileSync(path, "utf8")) as JWK;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = jwk;
  return { privateKey: (await importJWK(jwk, "RS256")) as CryptoKey, publicJwk: { ...publicJwk, use: "sig" } };
}

/** What a token is for: the team (issuer), the application (audience), the signed-in address. */
export interface TokenClaims {
  issuer: string;
  audience: string;
  email: string;
}

/** A token shaped as Access's application token: RS256, kid, iss, aud, sub, email, iat, exp (a day). */
export async function signLocalToken(key: LocalKey, claims: TokenClaims): Promise<string> {
  return new SignJWT({ email: claims.email, type: "app", country: "AT" })
    .setProtectedHeader({ alg: "RS256", kid: String(key.publicJwk.kid ?? KID) })
    .setIssuer(claims.issuer)
    .setAudience(claims.audience)
    .setSubject(`local-${claims.email}`)
    .setIssuedAt()
    .setExpirationTime("24h")
    .sign(key.privateKey);
}
