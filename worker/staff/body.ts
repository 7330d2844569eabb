/** Reading a staff change's JSON body against the contract's struct for its route. */
import type { Context } from "hono";
import type { Struct } from "superstruct";
import { type StaffBody, type StaffPostPath, staffBodies } from "../../contract/staff/api.ts";
import { check } from "../../contract/validation.ts";
import { staffError } from "./guard.ts";

/**
 * The JSON body of the change at `path`, checked against its struct in the contract; else
 * the refusal to answer: `invalid_json`, or `validation_failed` with one code per refused
 * field, as the public routes refuse a form's fields.
 */
export async function staffBody<P extends StaffPostPath>(c: Context, path: P): Promise<StaffBody<P> | Response> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    return staffError(c, 400, "invalid_json");
  }
  // Indexed by a generic key the struct is a union of all of them; `path` picks the one.
  const result = check(staffBodies[path] as Struct<StaffBody<P>, unknown>, body);
  if (result.ok) return result.value;
  return staffError(c, 400, "validation_failed", result.body ? "" : { fields: result.fields });
}
