import type { MiddlewareHandler } from "hono";
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

/**
 * Reads the body as UTF-8 text, refusing more than `maxBytes` with 413: by Content-Length
 * before reading, and by counting while streaming (a chunked body has no length to trust).
 * A body that breaks off while being read (aborted upload, bad chunking) is a 400
 * `invalid_body`. The text lands in `c.var.bodyText`.
 *
 * @param maxBytes the largest body accepted (contract's MAX_BODY_BYTES)
 * @example app.post("/", bodyLimit(MAX_BODY_BYTES), ...)
 * @see https://github.com/honojs/hono/blob/main/src/middleware/body-limit/index.ts
 */
export function bodyLimit(maxBytes: number): MiddlewareHandler<AppEnv> {
  return async function bodyLimit(c, next) {
    const declared = Number(c.req.header("Content-Length"));
    if (Number.isFinite(declared) && declared > maxBytes) return apiError(c, 413, "payload_too_large");

    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = c.req.raw.body?.getReader();
    if (reader) {
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch {
          // The client aborted its upload or sent broken chunked encoding: a bad request,
          // not our failure (no 500, no "unhandled error" line). Nothing was read, nothing stored.
          return apiError(c, 400, "invalid_body");
        }
        if (chunk.done) break;
        size += chunk.value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => undefined);
          return apiError(c, 413, "payload_too_large");
        }
        chunks.push(chunk.value);
      }
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    try {
      c.set("bodyText", new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes));
    } catch {
      return apiError(c, 400, "invalid_json");
    }
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
