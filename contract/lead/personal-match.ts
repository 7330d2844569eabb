/**
 * What one column can hold of a person, which decides how erasure finds and checks it:
 * - `address`: one address, matched by mailbox; `recipients`: a comma list of them.
 * - `address-hash`: SHA-256 of a mailbox.
 * - `name`: searched as free text, and erased with the address beside it.
 * - `detail`: goes with its row, never searched elsewhere (a phone).
 * - `free-text`: searched; in another person's row the mention is replaced.
 * - `json`: every string value searched as free text.
 * - `none`: nothing personal.
 * Apart from the retention rules so field declarations need not import every table's rules.
 */
export type PersonalMatch = "address" | "recipients" | "address-hash" | "name" | "detail" | "free-text" | "json" | "none";
