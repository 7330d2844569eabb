/**
 * What one column can hold of a person, and so how erasure (`npm run leads -- forget`) finds
 * it and how its final check reads it:
 * - `address`: one e-mail address; the rows it names are that person's (matched by mailbox:
 *   case, `+tag`, Gmail dots and Unicode or punycode domains are one address).
 * - `recipients`: addresses separated by commas (a mail's To), each matched as `address`.
 * - `address-hash`: the SHA-256 of an address's mailbox, never the address itself.
 * - `name`: the name typed beside an address in the same row: searched as `free-text`, and
 *   where that address is erased, the name goes with it from the mentions in others' rows.
 * - `detail`: the person's own detail beside their address in the same row (a phone): it
 *   goes with that row and is never searched elsewhere.
 * - `free-text`: anything typed or sent (a description, a company, a campaign name):
 *   searched for the address; in another person's row the mention is replaced.
 * - `json`: JSON whose every string value is searched as `free-text` (attribution, hidden
 *   fields, a rendered mail or webhook body).
 * - `none`: nothing personal (ids, times, states, choices, counts, random tokens' hashes).
 *
 * Apart from the retention rules so that the questionnaire's field declarations can name a
 * field's class without importing every table's rules.
 */
export type PersonalMatch = "address" | "recipients" | "address-hash" | "name" | "detail" | "free-text" | "json" | "none";
