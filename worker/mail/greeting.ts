import type { I18n } from "@lingui/core";
import { greetableName } from "../../contract/names.ts";

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
