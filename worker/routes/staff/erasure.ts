/**
 * `/api/staff/erasure`: erasing a person by address, previewed first and confirmed by typing
 * the address again, with the same planning as the staff CLI's `forget`.
 */
import { Hono } from "hono";
import { hasHiddenAddressCharacters, isEmail, normalizeEmail } from "../../../contract/email.ts";
import { limits } from "../../../contract/limits.ts";
import type { StaffAnswers } from "../../../contract/staff/api.ts";
import { erasureLeads } from "../../db/erasure/d1/erasure-preview.ts";
import { d1Batch } from "../../db/system/statements/query.ts";
import { planErasure, runErasure } from "../../erasure/erase.ts";
import { erasureCounts } from "../../erasure/erasure.ts";
import { erasureBookings } from "../../erasure/preview.ts";
import { staffBody } from "../../staff/body.ts";
import type { StaffEnv } from "../../staff/env.ts";
import { staffError } from "../../staff/guard.ts";

/** The address in normal form, or undefined when it is none (the CLI's `forget` refuses the same). */
function erasable(typed: string): string | undefined {
  const email = normalizeEmail(typed);
  return email.length > limits.email || hasHiddenAddressCharacters(typed) || !isEmail(email) ? undefined : email;
}

/**
 * `POST /preview` counts what an address would erase; `POST /` erases it. Both answer 400 for
 * a malformed address; the erasure 500 when a table kept rows. No history row is written:
 * it would name the person.
 */
export const staffErasure = new Hono<StaffEnv>();

staffErasure.post("/preview", async (c) => {
  const body = await staffBody(c, "/erasure/preview");
  if (body instanceof Response) return body;
  const email = erasable(body.email);
  if (!email) return staffError(c, 400, "validation_failed", { fields: { email: "invalid_email" } });
  const { erasure, bookingUids } = await planErasure(d1Batch(c.env.DB), email);
  const leads = await erasureLeads(c.env.DB, erasure);
  const bookings = erasureBookings(bookingUids, c.var.config.scheduling?.bookerUrl);
  return c.json({ counts: erasureCounts(erasure), bookingUids, leads, bookings } satisfies StaffAnswers["/erasure/preview"]);
});

staffErasure.post("/", async (c) => {
  const body = await staffBody(c, "/erasure");
  if (body instanceof Response) return body;
  const email = erasable(body.email);
  if (!email) return staffError(c, 400, "validation_failed", { fields: { email: "invalid_email" } });
  // Typed again, spelled the same: a slip of the finger never erases someone else.
  if (erasable(body.confirm) !== email) return staffError(c, 400, "confirmation_mismatch");
  const planned = await planErasure(d1Batch(c.env.DB), email);
  const { done, left } = await runErasure(d1Batch(c.env.DB), email, planned);
  if (left.length > 0) return staffError(c, 500, "not_erased", left.map(([table]) => table).join(", "));
  return c.json({ counts: erasureCounts(done), bookingUids: planned.bookingUids } satisfies StaffAnswers["/erasure"]);
});
