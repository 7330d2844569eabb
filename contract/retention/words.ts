/** The names the documentation's retention table gives the columns a period counts from. */

/** What each `countedFrom` column records, in English: the text names the column the period counts from, or it does not compile. */
export const countedFromNames = {
  created_at: "being stored",
  confirmation_sent_at: "the last confirmation mail",
  unsubscribed_at: "the unsubscription",
  sent_at: "sending",
  next_attempt_at: "the last attempt",
  day: "the day counted",
} as const satisfies Record<string, string>;

export type NamedTimeColumn = keyof typeof countedFromNames;
