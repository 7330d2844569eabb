import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jsonDepth, MAX_JSON_DEPTH } from "../../contract/text.ts";
import { apiError } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";

/**
 * Only `application/json` (optionally `; charset=utf-8`). Besides being the only format we
 * parse, it is not a CORS-safelisted type: a cross-origin browser must preflight, so the
 * allow-list decides before any body is sent.
 *
 * @param types the accepted media types; `text/plain` only where a body must arrive from
 *   `navigator.sendBeacon`, which never preflights (the funnel events, JSON in plain text)
 * @example app.post("/", requireJson(), ...)
 */
export function requireJson(types: readonly string[] = ["application/json"]): MiddlewareHandler<AppEnv> {
  return async function requireJson(c, next) {
    const [type = "", ...params] = (c.req.header("Content-Type") ?? "").split(";").map((p) => p.trim().toLowerCase());
    const charset = params
      .find((p) => p.startsWith("charset="))
      ?.slice("charset=".length)
      .replaceAll('"', "");
    if (!types.includes(type) || (charset !== undefined && charset !== "utf-8")) {
      return apiError(c, 415, "unsupported_media_type");
    }
    await next();
  };
}

function payloadTooLarge(c: Context): Response {
  return apiError(c, 413, "payload_too_large");
}

/** The body as strict UTF-8 text, else the answer to send instead. */
async function readUtf8(c: Context): Promise<string | Response> {
  let bytes: ArrayBuffer;
  try {
    bytes = await c.req.raw.arrayBuffer();
  } catch {
    return apiError(c, 400, "invalid_body");
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return apiError(c, 400, "invalid_json");
  }
}

/**
 * Reads the body as UTF-8 text into `c.var.bodyText`, refusing more than `maxBytes` with
 * 413 through Hono's `bodyLimit` (by Content-Length, or by counting while it streams a
 * chunked body). What Hono lacks stays here: bytes that are not UTF-8 are a 400
 * `invalid_json`, and a body that breaks off while being read (aborted upload, bad
 * chunking) a 400 `invalid_body`; Hono's reader would let that error through as a 500
 * and an "unhandled error" line, though it is the client's fault and nothing was stored.
 *
 * @param maxBytes the largest body accepted (contract's MAX_BODY_BYTES)
 * @example app.post("/", bodyText(MAX_BODY_BYTES), ...)
 */
export function bodyText(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: payloadTooLarge });
  return async function bodyText(c, next) {
    const read: { text?: string | Response } = {};
    try {
      const refused = await limit(c, async () => {
        read.text = await readUtf8(c);
      });
      if (refused) return refused;
    } catch {
      return apiError(c, 400, "invalid_body");
    }
    if (read.text instanceof Response) return read.text;
    c.set("bodyText", read.text ?? "");
    await next();
  };
}

/**
 * Parses `c.var.bodyText` as JSON into `c.var.body`; malformed JSON is a 400
 * `invalid_json`, JSON nested deeper than MAX_JSON_DEPTH a 400 `invalid_body` (no body
 * of ours nests, and a deep one would overflow the recursive validator's stack). Any
 * other JSON value passes: deciding what shape is acceptable is the contract's job.
 */
export function jsonBody(): MiddlewareHandler<AppEnv> {
  return async function jsonBody(c, next) {
    let body: unknown;
    try {
      body = JSON.parse(c.var.bodyText) as unknown;
    } catch {
      return apiError(c, 400, "invalid_json");
    }
    if (jsonDepth(c.var.bodyText) > MAX_JSON_DEPTH) return apiError(c, 400, "invalid_body");
    c.set("body", body);
    await next();
  };
}
