import type { I18n } from "@lingui/core";
import type { Inquiry } from "../../contract/index.ts";
import { greetableName } from "../../contract/names.ts";

// Academic and professional titles written before a name ("Dr. Claudia Wimmer", "Mag.
// Anna Huber", "DI Peter Gruber"): a formal greeting keeps them before the last name.
const TITLE = /^(?:\p{L}+\.|di|dr|prof|mag|ing)$/iu;

/**
 * The name a formal greeting uses: the leading titles, then the last word.
 *
 * @example formalName("Dr. Claudia Wimmer") // "Dr. Wimmer"
 */
export function formalName(name: string): string {
  const words = name.split(" ");
  const last = words.at(-1) ?? name;
  const titles: string[] = [];
  for (const word of words.slice(0, -1)) {
    if (!TITLE.test(word)) break;
    titles.push(word);
  }
  return [...titles, last].join(" ");
}

/**
 * The opening line of the inquiry's acknowledgement, as a letter in the visitor's language
 * opens: formal with the salutation they chose ("Sehr geehrte Frau Dr. Wimmer,"), by the
 * full name without one ("Guten Tag Claudia Wimmer,"), and to nobody in particular when
 * what they typed does not look like a name ("Sehr geehrte Damen und Herren,"), so a
 * stranger's text is never echoed.
 */
export function salutationLine(i18n: I18n, inquiry: Pick<Inquiry, "name" | "salutation">): string {
  const name = greetableName(inquiry.name);
  if (name === undefined) return i18n._({ id: "salutation.neutral", message: "Good day," });
  const lastName = formalName(name);
  switch (inquiry.salutation) {
    case "ms":
      return i18n._({ id: "salutation.ms", message: "Dear Ms {lastName},", values: { lastName } });
    case "mr":
      return i18n._({ id: "salutation.mr", message: "Dear Mr {lastName},", values: { lastName } });
    default:
      return i18n._({ id: "salutation.none", message: "Hello {name},", values: { name } });
  }
}
