/** The names the documentation's retention table gives the columns a period counts from. */

/**
 * What each column a period can count from records, in a few English words: the table's
 * "after ..." is built from the first column of a rule's `countedFrom` and its name here, so a
 * rule cannot count from one column while its text names another. A `countedFrom` column
 * without a name does not compile.
 */
export const countedFromNames = {
  created_at: "being stored",
  confirmation_sent_at: "the last confirmation mail",
  unsubscribed_at: "the unsubscription",
  sent_at: "sending",
  next_attempt_at: "the last attempt",
  day: "the day counted",
} as const satisfies Record<string, string>;

export type NamedTimeColumn = keyof typeof countedFromNames;
