import type { I18n } from "@lingui/core";

/** A name longer than this, or of more words, is not greeted: names are short, messages are not. */
const MAX_NAME_CHARACTERS = 60;
const MAX_NAME_WORDS = 6;
// Letters and combining marks of any script, spaces, apostrophes (' and ’), hyphens and periods:
// "Dr. Ayşe Öztürk", "Sarah O'Connor", "Jean-Luc Müller-Lüdenscheidt". No digits, no other
// punctuation, so a phone number, a path or a sentence with a colon is never echoed.
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

/**
 * The name as a mail to the visitor may echo it, or undefined when it does not look like a
 * name. The acknowledgement goes to an address nobody has verified, so whatever a stranger
 * typed as a "name" (a warning, a link without a scheme, a phone number) would be sent from
 * our domain to anyone; the row keeps it for staff either way.
 */
export function greetableName(typed: string): string | undefined {
  const name = typed.normalize("NFC").trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > MAX_NAME_CHARACTERS) return undefined;
  if (name.split(" ").length > MAX_NAME_WORDS || !NAME.test(name)) return undefined;
  return name;
}

/**
 * The opening line of every mail to a visitor: "Dear Anna Huber," for a name that looks like
 * one, else a neutral "Good day," that echoes nothing.
 *
 * @example greeting(mailI18n("de"), "Call +1 900 555 0100") // "Guten Tag,"
 */
export function greeting(i18n: I18n, typed: string): string {
  const name = greetableName(typed);
  return name === undefined
    ? i18n._({ id: "greeting.neutral", message: "Good day," })
    : i18n._({ id: "greeting", message: "Dear {name},", values: { name } });
}

/** The `To` of a mail to a visitor: the display name only when it is greeted too. */
export function visitorRecipient(email: string, typedName: string): { email: string; name?: string } {
  const name = greetableName(typedName);
  return name === undefined ? { email } : { email, name };
}
