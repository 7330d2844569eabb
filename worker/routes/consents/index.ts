/** `/api/consents`: the cookie banner's anonymous proof of each choice. */
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
 * `POST /api/consents`: stores a cookie choice as proof of when and how consent was given,
 * without an IP address, and answers 201 `{ id }`. A retry with the same Idempotency-Key
 * answers the first record: one choice is one proof, however often the banner sent it.
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
