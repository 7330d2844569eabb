/**
 * The questionnaire's choices, in the order the form offers them; `""` means "not answered"
 * (every choice is optional). Their labels are in ./option-labels.ts.
 */
export const projectTypes = ["mvp", "frontend", "internal", "prototype", "landing", "other"] as const;
export const projectTimelines = ["immediate", "1month", "3months", "future"] as const;
export const companySizes = ["1-10", "11-50", "51-200", "201-500", "501+"] as const;
/** How the mails address the person: "" greets them by their full name. */
export const salutations = ["ms", "mr"] as const;
/** What a buyer wants first: the call, references, the DPA or a rough estimate. */
export const firstNeeds = ["call", "references", "dpa", "estimate"] as const;

export type ProjectType = (typeof projectTypes)[number];
export type ProjectTimeline = (typeof projectTimelines)[number];
export type CompanySize = (typeof companySizes)[number];
export type Salutation = (typeof salutations)[number];
export type FirstNeed = (typeof firstNeeds)[number];
