/** A name longer than this, or of more words, is not echoed: names are short, messages are not. */
const MAX_NAME_CHARACTERS = 60;
const MAX_NAME_WORDS = 6;
// Letters and combining marks of any script, spaces, apostrophes (' and ’), hyphens and periods:
// "Dr. Ayşe Öztürk", "Sarah O'Connor", "Jean-Luc Müller-Lüdenscheidt". No digits, no other
// punctuation, so a phone number, a path or a sentence with a colon is never echoed.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/**
 * The typed name as something we send may echo it (a mail's greeting and display name, the
 * attendee's name Cal.com mails), or undefined when it does not look like a name. Those go
 * to an address nobody has verified, so whatever a stranger typed as a "name" (a warning,
 * a link without a scheme, a phone number) would be sent from our domain to anyone; the row
 * keeps it for staff either way.
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
