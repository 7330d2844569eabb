/**
 * The questionnaire's choices, in the order the form offers them; `""` means "not answered"
 * (every choice is optional). Their labels are in ./option-labels.ts.
 */
export const projectTypes = ["mvp", "frontend", "internal", "prototype", "landing", "other"] as const;
export const projectTimelines = ["immediate", "1month", "3months", "future"] as const;
export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501+"] as const;

export type ProjectType = (typeof projectTypes)[number];
export type ProjectTimeline = (typeof projectTimelines)[number];
export type CompanySize = (typeof companySizes)[number];

export const locales = ["en", "de"] as const;
export type Locale = (typeof locales)[number];

/** Referral lifecycle: "new" at insert, then forward only (declined from anywhere). */
export const referralStatuses = ["new", "contacted", "won", "rewarded", "declined"] as const;
export type ReferralStatus = (typeof referralStatuses)[number];
