/** The referral form's fields in the form's order, as plain data; rules.ts builds the checks after first render. */
import { limits } from "../limits.ts";

/** The form's groups of text fields, in its order. */
export type ReferralGroup = "referrer" | "referred";

/** What text a text field takes: one plain line, a person's name or an address. */
export type ReferralTextKind = "plain" | "name" | "email";

/**
 * One field, declared once: a text field (group, required, kind, length) or a flag (a box
 * below the groups, stored as 1 or 0, accepted only ticked). Storage is in columns.ts.
 */
export type ReferralFieldDeclaration =
  | { group: ReferralGroup; text: ReferralTextKind; max: number; required?: true }
  | { flag: true; required: true };

/** Every referral field in the form's order: groups, limits, rules and flag columns all derive from it. */
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
