import { Hono } from "hono";
import { validateConsent } from "../../../contract/consent/wire.ts";
import { insertConsent } from "../../db/visitors/d1/consents.ts";
import { databaseUnavailable, invalidInput, methodNotAllowed } from "../../http/answers.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { newId } from "../../lib/ids.ts";
import { idempotencyOf, storeOnce } from "../../lib/store-once.ts";
import { requestAttribution } from "../../middleware/origin.ts";
import { submissionPipeline } from "../../middleware/submission.ts";

/**
 * `POST /api/consents`: anonymous proof of a cookie choice, so the agency can show a
 * regulator when and how consent was given. No IP address is stored (the rate limiter
 * sees it, the table never does) and no mail is sent. The source is the partner id of the
 * verified Origin, else that origin. A retry with the same `Idempotency-Key` answers the
 * first record: one choice is one proof, however often the banner had to send it.
 */
export const consents = new Hono<AppEnv>()
  .post("/", ...submissionPipeline("consents"), async function storeConsent(c) {
    const result = validateConsent(c.var.body);
    if (!result.ok) return invalidInput(c, result);
    const id = newId("con");
    try {
      const idempotency = await idempotencyOf(c, result.value);
      const meta = { id, createdAt: new Date().toISOString(), source: requestAttribution(c).source, ...idempotency };
      const outcome = await storeOnce(c, "consents", idempotency.bodyHash, () => insertConsent(c.env.DB, result.value, meta));
      if ("answer" in outcome) return outcome.answer;
    } catch (err) {
      return databaseUnavailable(c, "storing a consent record", err);
    }
    return c.json({ id }, 201);
  })
  .all("/", methodNotAllowed("POST, OPTIONS"));
