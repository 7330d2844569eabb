import { Hono } from "hono";
import { validateConsent } from "../../../contract/index.ts";
import { insertConsent } from "../../db/consents.ts";
import type { AppEnv } from "../../env.ts";
import { newId } from "../../lib/ids.ts";
import { apiError } from "../../middleware/errors.ts";
import { methodNotAllowed, submissionPipeline } from "../shared.ts";

/**
 * `POST /api/consents`: anonymous proof of a cookie choice, so the agency can show a
 * regulator when and how consent was given. No IP address is stored (the rate limiter
 * sees it, the table never does) and no mail is sent.
 */
export const consents = new Hono<AppEnv>()
  .post("/", ...submissionPipeline(), async function storeConsent(c) {
    const result = validateConsent(c.var.body);
    if (!result.ok) {
      return result.body ? apiError(c, 400, "invalid_body") : apiError(c, 400, "validation_failed", result.fields);
    }
    const id = newId("con");
    try {
      await insertConsent(c.env.DB, result.value, {
        id,
        createdAt: new Date().toISOString(),
        source: c.req.header("Origin") ?? "",
      });
    } catch (err) {
      console.error("storing a consent record failed", err);
      return apiError(c, 503, "database_unavailable");
    }
    return c.json({ id }, 201);
  })
  .all("/", methodNotAllowed("POST, OPTIONS"));
