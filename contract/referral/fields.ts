/**
 * The referral form's fields as the visitor sees them, in the form's order: the referrer's
 * group, the group of the person recommended, then the confirmation below both. Plain data: the rules that check
 * them (superstruct) are built from the same declarations in rules.ts, which the
 * widget loads after its first render.
 */
import { limits } from "../limits.ts";

/** The form's groups of text fields, in its order. */
export type ReferralGroup = "referrer" | "referred";

/** What text a text field takes: one plain line, a person's name or an address. */
export type ReferralTextKind = "plain" | "name" | "email";

/**
 * One field as the form takes it, declared once: a text field with its group, whether the
 * form refuses it empty, its kind of text and length; or a flag, a box below the groups
 * that the visitor ticks, stored as 1 or 0, which the form takes only ticked. Where it is
 * stored is `referralFieldStorage` in columns.ts, keyed by these fields.
 */
export type ReferralFieldDeclaration =
  | { group: ReferralGroup; text: ReferralTextKind; max: number; required?: true }
  | { flag: true; required: true };

/**
 * Every field of the referral form, in the form's order: everything else about the fields
 * (the groups' lists, the order, the required ones, the limits, the empty form, the rules,
 * the columns that hold a flag) is derived from this table.
 */
export const referralFieldDeclarations = {
  name: { group: "referrer", text: "name", max: limits.name, required: true },
  email: { group: "referrer", text: "email", max: limits.email, required: true },
  companyName: { group: "referrer", text: "plain", max: limits.companyName },
  referralName: { group: "referred", text: "name", max: limits.name, required: true },
  referralEmail: { group: "referred", text: "email", max: limits.email, required: true },
  referralCompany: { group: "referred", text: "plain", max: limits.companyName, required: true },
  confirmed: { flag: true, required: true },
} as const satisfies Readonly<Record<string, ReferralFieldDeclaration>>;

export type ReferralField = keyof typeof referralFieldDeclarations;

type Declared = typeof referralFieldDeclarations;

/** The fields that take text, as opposed to a flag. */
export type ReferralTextField = { [F in ReferralField]: Declared[F] extends { text: string } ? F : never }[ReferralField];

type FieldsOf<G extends ReferralGroup> = { [F in ReferralField]: Declared[F] extends { group: G } ? F : never }[ReferralField];

/** Every field in the form's order (the first invalid one gets the focus). */
export const referralFieldOrder = Object.keys(referralFieldDeclarations) as readonly ReferralField[];

const inGroup = (group: ReferralGroup) =>
  referralFieldOrder.filter((field) => (referralFieldDeclarations[field] as { group?: ReferralGroup }).group === group);

/** Each group's fields, in the form's order. */
export const referralFields = { referrer: inGroup("referrer"), referred: inGroup("referred") } as {
  readonly [G in ReferralGroup]: readonly FieldsOf<G>[];
};

/** Whether the referral form requires `field`: it carries an asterisk, and the rules (rules.ts) refuse it empty. */
export const isRequiredReferralField = (field: ReferralField): boolean => "required" in referralFieldDeclarations[field];

/** What the form holds: each text field as text, each flag as whether it is ticked. */
export type ReferralValues = { [F in ReferralField]: Declared[F] extends { flag: true } ? boolean : string };

export const emptyReferral: ReferralValues = Object.fromEntries(
  referralFieldOrder.map((field) => [field, "flag" in referralFieldDeclarations[field] ? false : ""]),
) as ReferralValues;
