import type { I18n } from "@lingui/core";
import { greetableName } from "../../contract/names.ts";

// Academic and professional titles written before a name ("Dr. Claudia Wimmer", "Mag.
// Anna Huber", "DI Peter Gruber"): a formal greeting keeps them before the last name.
const TITLE = /^(?:\p{L}+\.|di|dr|prof|mag|ing)$/iu;

/**
 * The name a formal greeting uses: the leading titles (where the language greets with
 * them, as German does: "Sehr geehrte Frau Mag. Huber"), then the last word. English and
 * the other languages greet "Ms Huber": "Dear Ms Mag. Huber" reads as a mistake there.
 *
 * @example formalName("Dr. Claudia Wimmer") // "Dr. Wimmer"
 * @example formalName("Mag. Anna Huber", false) // "Huber"
 */
function formalName(name: string, withTitles = true): string {
  const words = name.split(" ");
  const last = words.at(-1) ?? name;
  const titles: string[] = [];
  for (const word of words.slice(0, -1)) {
    if (!TITLE.test(word)) break;
    titles.push(word);
  }
  return [...(withTitles ? titles : []), last].join(" ");
}

/** Whom a mail to an inquiry's visitor greets: the name and the salutation as stored (`""`, `ms`, `mr`). */
export interface Addressee {
  name: string;
  salutation: string;
}

/**
 * The opening line of every mail to an inquiry's visitor (acknowledgement, booking
 * confirmation), so both greet them alike, as a letter in the visitor's language
 * opens: formal with the salutation they chose ("Sehr geehrte Frau Dr. Wimmer,"), by the
 * full name without one ("Guten Tag Claudia Wimmer,"), and to nobody in particular when
 * what they typed does not look like a name ("Sehr geehrte Damen und Herren,"), so a
 * stranger's text is never echoed.
 */
export function salutationLine(i18n: I18n, addressee: Addressee): string {
  const name = greetableName(addressee.name);
  if (name === undefined) return i18n._({ id: "salutation.neutral", message: "Good day," });
  const lastName = formalName(name, i18n.locale === "de");
  // English keeps one title, the doctor's, in place of Ms or Mr ("Dear Dr Hofer,"); the
  // other titles read as mistakes there.
  const doctor = formalName(name)
    .split(" ")
    .some((word) => /^dr\.?$/i.test(word));
  if (i18n.locale === "en" && doctor && addressee.salutation !== "") {
    return i18n._({ id: "salutation.doctor", message: "Dear Dr {lastName},", values: { lastName } });
  }
  switch (addressee.salutation) {
    case "ms":
      return i18n._({ id: "salutation.ms", message: "Dear Ms {lastName},", values: { lastName } });
    case "mr":
      return i18n._({ id: "salutation.mr", message: "Dear Mr {lastName},", values: { lastName } });
    default:
      return i18n._({ id: "salutation.none", message: "Hello {name},", values: { name } });
  }
}
