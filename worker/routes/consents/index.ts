import { Hono } from "hono";
import { validateConsent } from "../../../contract/index.ts";
import { insertConsent } from "../../db/consents.ts";
import type { AppEnv } from "../../env.ts";
import { newId } from "../../lib/ids.ts";
import { apiError } from "../../middleware/errors.ts";
import { requestAttribution } from "../../middleware/origin.ts";
import { methodNotAllowed, submissionPipeline } from "../shared.ts";

/**
 * `POST /api/consents`: anonymous proof of a cookie choice, so the agency can show a
 * regulator when and how consent was given. No IP address is stored (the rate limiter
 * sees it, the table never does) and no mail is sent. The source is the partner id of the
 * verified Origin, else that origin.
 */
export const consents = new Hono<AppEnv>()
  .post("/", ...submissionPipeline("consents"), async function storeConsent(c) {
    const result = validateConsent(c.var.body);
    if (!result.ok) {
      return result.body ? apiError(c, 400, "invalid_body") : apiError(c, 400, "validation_failed", result.fields);
    }
    const id = newId("con");
    try {
      await insertConsent(c.env.DB, result.value, {
        id,
        createdAt: new Date().toISOString(),
        source: requestAttribution(c).source,
      });
    } catch (err) {
      console.error("storing a consent record failed", err);
      return apiError(c, 503, "database_unavailable");
    }
    return c.json({ id }, 201);
  })
  .all("/", methodNotAllowed("POST, OPTIONS"));
