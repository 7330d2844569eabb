import { coerce, enums, literal, refine, type Struct, string, unknown, validate } from "superstruct";
import { hasHiddenAddressCharacters, isEmail, normalizeEmail } from "./email.ts";
import type { FieldErrorCode, FieldErrors } from "./errors.ts";
import { hasVisibleText, isMultiLineText, isPersonName, isPlainText, isSingleLineText } from "./text.ts";

/**
 * Struct builders whose refinements are NAMED BY THEIR FIELD ERROR CODE, so a failure maps to
 * the API's code without a table. A forbidden character is refused (`invalid_characters`),
 * never trimmed away; a value of invisible characters only is `required`.
 */

export interface TextOptions {
  max: number;
  required?: boolean;
  multiline?: boolean;
  /** A one-line field's kind: `name` (`invalid_name`), `plain` such as a company (`invalid_text`); unset: any allowed characters. */
  kind?: "name" | "plain";
}

/**
 * `struct` taking a string tidied and, unless `required`, "" for absent: one coercion where
 * `coerce` plus `defaulted` would ship object-default merging in every form bundle.
 */
function tidied<T>(struct: Struct<T, null>, required: boolean, tidy: (value: string) => string): Struct<T, null> {
  return coerce(struct, unknown(), (value) =>
    value === undefined ? (required ? value : "") : typeof value === "string" ? tidy(value) : value,
  );
}

/** A trimmed string of bounded length; "" when absent unless required. */
export function text({ max, required = false, multiline = false, kind }: TextOptions): Struct<string, null> {
  const allowed = multiline ? isMultiLineText : isSingleLineText;
  let s: Struct<string, null> = string();
  s = refine(s, "invalid_characters", allowed);
  s = refine(s, "too_long", (v) => v.length <= max);
  if (kind === "name") s = refine(s, "invalid_name", isPersonName);
  if (kind === "plain") s = refine(s, "invalid_text", isPlainText);
  if (required) s = refine(s, "required", hasVisibleText);
  return tidied(s, required, (v) => (allowed(v) ? v.trim() : v));
}

/** An e-mail address in its stored form (`normalizeEmail`); "" only when not required. */
export function email({ max, required = false }: { max: number; required?: boolean }): Struct<string, null> {
  let s: Struct<string, null> = string();
  s = refine(s, "too_long", (v) => v.length <= max);
  if (required) s = refine(s, "required", hasVisibleText);
  s = refine(s, "invalid_characters", (v) => !hasHiddenAddressCharacters(v));
  s = refine(s, "invalid_email", (v) => v === "" || isEmail(v));
  return tidied(s, required, (v) => (hasHiddenAddressCharacters(v) ? v : normalizeEmail(v)));
}

/** One of `values`, or "" (not answered). */
export function choice<T extends string>(values: readonly T[]): Struct<T | "", null> {
  return tidied(enums([...values, ""] as (T | "")[]) as unknown as Struct<T | "", null>, false, (v) => v);
}

/** A phone number, loosely: digits with usual separators, optional leading `+`, at least four digits, optional extension. */
const PHONE = /^\+?[\d ()/.-]+(?: *(?:ext\.?|x|#|dw|durchwahl) *\d{1,6})?$/i;

export function isPhone(value: string): boolean {
  const main = value.replace(/ *(?:ext\.?|x|#|dw|durchwahl) *\d{1,6}$/i, "");
  return PHONE.test(value) && (main.match(/\d/g)?.length ?? 0) >= 4;
}

/** A trimmed phone number; "" allowed unless required. */
export function phone({ max, required = false }: { max: number; required?: boolean }): Struct<string, null> {
  let s: Struct<string, null> = string();
  s = refine(s, "too_long", (v) => v.length <= max);
  if (required) s = refine(s, "required", (v) => v.length > 0);
  s = refine(s, "invalid_characters", isSingleLineText);
  s = refine(s, "invalid_phone", (v) => v === "" || isPhone(v));
  return tidied(s, required, (v) => (isSingleLineText(v) ? v.trim() : v));
}

/** Must be exactly `true` (a required checkbox); anything else is "must_confirm". */
export function confirmed(): Struct<true, true> {
  return literal(true);
}

// When superstruct reports several problems for one field, the visitor sees the most
// useful one: a wrong type before an empty value before a length.
const priority: FieldErrorCode[] = [
  "invalid_type",
  "unknown_field",
  "required",
  "must_confirm",
  "invalid_option",
  "too_long",
  "invalid_characters",
  "invalid_name",
  "invalid_text",
  "invalid_email",
  "invalid_phone",
  "must_differ",
];

function codeOf(failure: { type: string; refinement: string | undefined; value: unknown }): FieldErrorCode {
  if (failure.refinement && (priority as string[]).includes(failure.refinement)) {
    return failure.refinement as FieldErrorCode;
  }
  switch (failure.type) {
    case "never":
      return "unknown_field";
    case "enums":
      return failure.value === undefined ? "required" : "invalid_option";
    case "literal":
      return failure.value === undefined ? "required" : "must_confirm";
    default:
      return failure.value === undefined ? "required" : "invalid_type";
  }
}

export type CheckResult<T> =
  | { ok: true; value: T }
  | { ok: false; body: true; fields?: undefined }
  | { ok: false; body?: false; fields: FieldErrors };

/** Validates and tidies `input`; a non-object body is `body: true`, else one code per refused field. */
export function check<T>(struct: Struct<T, unknown>, input: unknown): CheckResult<T> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return { ok: false, body: true };
  const [error, value] = validate(input, struct, { coerce: true });
  if (!error) return { ok: true, value: value as T };
  // Without a prototype: a body's "__proto__" or "constructor" key is a field like any
  // other here, never Object.prototype's member read back or a setter that ignores it.
  const fields: FieldErrors = Object.create(null);
  for (const failure of error.failures()) {
    const field = failure.path[0];
    if (typeof field !== "string") continue;
    const code = codeOf(failure);
    const current = fields[field];
    if (!current || priority.indexOf(code) < priority.indexOf(current)) fields[field] = code;
  }
  if (Object.keys(fields).length === 0) return { ok: false, body: true };
  return { ok: false, fields };
}
