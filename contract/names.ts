/** A name longer than this, or of more words, is not echoed: names are short, messages are not. */
const MAX_NAME_CHARACTERS = 60;
const MAX_NAME_WORDS = 6;
// Letters and combining marks of any script, spaces, apostrophes (' and ’), hyphens and periods:
// "Dr. Ayşe Öztürk", "Sarah O'Connor", "Jean-Luc Müller-Lüdenscheidt". No digits, no other
// punctuation, so a phone number, a path or a sentence with a colon is never echoed.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/**
 * The typed name if it looks like one, for a greeting or display name; else undefined. Those
 * go to unverified addresses, so a stranger's "name" (a link, a phone number) must not be
 * sent from our domain. The row keeps it either way.
 *
 * @example greetableName("  Sarah   O'Connor ") // "Sarah O'Connor"
 * @example greetableName("Call +1 900 555 0100") // undefined
 */
export function greetableName(typed: string): string | undefined {
  const name = typed.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > MAX_NAME_CHARACTERS) return undefined;
  if (name.split(" ").length > MAX_NAME_WORDS || !NAME.test(name)) return undefined;
  return name;
}
