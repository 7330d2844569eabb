/** Id prefixes per lead kind and each kind's table, written once for the Worker, the CLI and the inbox. */
import type { LeadKind } from "./lifecycles.ts";

/** The id prefix of each lead table's rows (`inq_k3v9q2m7xw4hz5ab`). */
export const leadIdPrefixes = { inquiries: "inq", referrals: "ref", subscribers: "sub" } as const;

/** Which lead table: inquiries, referrals or newsletter subscribers. */
export type LeadTableKind = keyof typeof leadIdPrefixes;

/** What follows an id's prefix: 16 lowercase base32 characters, as the Worker hands them out. */
const ID_BODY = "[a-z2-7]{16}";

/** Matches ids with one of `prefixes`. Pure, so a bundle that needs only the prefixes drops the patterns. */
/*#__NO_SIDE_EFFECTS__*/
export function idPattern(prefixes: readonly string[]): RegExp {
  return new RegExp(`^(${prefixes.join("|")})_${ID_BODY}$`);
}

const LEAD_ID = idPattern(Object.values(leadIdPrefixes));

/** The lead table an id belongs to, by its prefix; undefined for anything that is not a lead id. */
export function leadTableOf(id: string): LeadTableKind | undefined {
  const prefix = LEAD_ID.exec(id)?.[1];
  return (Object.keys(leadIdPrefixes) as LeadTableKind[]).find((kind) => leadIdPrefixes[kind] === prefix);
}

const tableKinds = { inquiry: "inquiries", referral: "referrals" } as const satisfies Record<LeadKind, LeadTableKind>;

/** Whether `word` names a kind of lead staff work on (`inquiry`, `referral`). */
export function isLeadKind(word: string): word is LeadKind {
  return Object.hasOwn(tableKinds, word);
}

/** The table a lead of `kind` is stored in. */
export function tableKindOf<K extends LeadKind>(kind: K): (typeof tableKinds)[K] {
  return tableKinds[kind];
}

/** The kind of lead a table holds; undefined for a table of no kind staff work on (subscribers). */
export function leadKindOfTable(table: LeadTableKind | undefined): LeadKind | undefined {
  return (Object.keys(tableKinds) as LeadKind[]).find((kind) => tableKinds[kind] === table);
}

/** Whether the id names a referral or an inquiry, the two kinds staff work on; undefined for anything else. */
export function leadKindOf(id: string): LeadKind | undefined {
  return leadKindOfTable(leadTableOf(id));
}
