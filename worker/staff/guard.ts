/** The middleware in front of every staff route (headers, Access, write guard) and the staff routes' error answer. */
import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { StaffErrorBody, StaffErrorCode } from "../../contract/staff/api.ts";
import { readConfig } from "../config.ts";
import { ACCESS_COOKIE, ACCESS_HEADER, accessToken, verifyAccessToken } from "./access.ts";
import type { StaffEnv } from "./env.ts";
import { readStaffSettings } from "./settings.ts";

/**
 * Every refusal of a staff route: `{ error }` with a code, as the rest of the API answers,
 * with the field refused (`detail`, a string) or what else the code carries.
 */
export function staffError(
  c: Context,
  status: ContentfulStatusCode,
  error: StaffErrorCode,
  more?: string | Omit<StaffErrorBody, "error">,
): Response {
  const body: StaffErrorBody = { error, ...(typeof more === "string" ? (more ? { detail: more } : {}) : more) };
  return c.json(body, status);
}

/**
 * Staff answers hold personal data: never stored by a browser or a cache, never indexed,
 * never framed.
 */
export function staffHeaders(): MiddlewareHandler<StaffEnv> {
  return async function staffHeaders(c, next) {
    await next();
    c.res.headers.set("Cache-Control", "no-store, private");
    c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    c.res.headers.set("X-Frame-Options", "DENY");
    c.res.headers.set("Referrer-Policy", "same-origin");
  };
}

/**
 * Lets only staff through, setting `c.var.staff` and `c.var.staffEmail`: 503 while the inbox
 * is not configured or switched off, 401 without a valid Access token, 403 for an address
 * that is not staff.
 *
 * @example staff.use("*", staffHeaders(), staffAccess())
 */
export function staffAccess(): MiddlewareHandler<StaffEnv> {
  return async function staffAccess(c, next) {
    c.set("config", readConfig(c.env));
    const settings = readStaffSettings(c.env);
    c.set("staff", settings);
    if (!settings.access) return staffError(c, 503, "staff_inbox_not_configured");
    const token = accessToken(c.req.header(ACCESS_HEADER), getCookie(c, ACCESS_COOKIE));
    const verdict = await verifyAccessToken(token, settings.access);
    if (!verdict.ok) return staffError(c, verdict.status, verdict.status === 401 ? "not_signed_in" : "not_staff");
    c.set("staffEmail", verdict.email);
    await next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * A change of state only from the inbox itself: the site's own Origin and a JSON body. A
 * form post or a request from another site (which a browser would send with the staff
 * member's Access cookie) is refused with 403 before anything is read.
 */
export function staffWriteGuard(): MiddlewareHandler<StaffEnv> {
  return async function staffWriteGuard(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    if (origin === undefined || !c.var.config.siteOrigins.has(origin)) return staffError(c, 403, "origin_not_allowed");
    const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return staffError(c, 403, "unsupported_media_type");
    await next();
  };
}
