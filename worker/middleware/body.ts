/**
 * Body middleware: the JSON-only gate, the size-limited UTF-8 read and the JSON parse,
 * each refusing with the API's error shape before a handler runs.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { jsonDepth, MAX_JSON_DEPTH } from "../../contract/text.ts";
import { apiError } from "../http/answers.ts";
import type { AppEnv } from "../http/app-env.ts";

/**
 * Refuses any Content-Type but `types` (charset utf-8 or none) with 415
 * `unsupported_media_type`. JSON is not CORS-safelisted, so a cross-origin browser must
 * preflight and the Origin allow-list decides before any body is sent.
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
 * Reads the body as UTF-8 text into `c.var.bodyText`. Answers 413 `payload_too_large` above
 * `maxBytes` (Hono's `bodyLimit`), 400 `invalid_json` for bytes that are not UTF-8, and 400
 * `invalid_body` for a body that breaks off while read: Hono's own reader would turn that
 * client fault into a 500.
 *
 * @param maxBytes the largest body accepted (contract's MAX_BODY_BYTES)
 * @example app.post("/", bodyText(MAX_BODY_BYTES), ...)
 */
export function bodyText(maxBytes: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => apiError(c, 413, "payload_too_large") });
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
 * Parses `c.var.bodyText` as JSON into `c.var.body`. Answers 400 `invalid_json` for
 * malformed JSON and 400 `invalid_body` beyond MAX_JSON_DEPTH, which would overflow the
 * recursive validator's stack. Any other JSON value passes: its shape is the contract's job.
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
