/** The staff CLI's two failures, which the entry point turns into its exit status: bad arguments (2), a command that could not be done (1). */
import type { I18n, MessageDescriptor } from "@lingui/core";

/**
 * A refusal in words before any catalog is loaded (the command line is read first): its
 * message and values, a value itself a phrase (a near miss) or plain text. Where it is
 * printed, it is read in the agency's language.
 */
export interface Phrase {
  readonly text: MessageDescriptor;
  /** A list (the states a lead may be set to) is read item by item and joined with commas. */
  readonly values?: Readonly<Record<string, Phrase | string | number | readonly Phrase[]>>;
}

const isPhrase = (value: unknown): value is Phrase => typeof value === "object" && value !== null && "text" in value;

/** A phrase in `i18n`'s language. */
export function phraseText(i18n: Pick<I18n, "_">, phrase: Phrase): string {
  const values = Object.fromEntries(
    Object.entries(phrase.values ?? {}).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((item) => phraseText(i18n, item)).join(", ") : isPhrase(value) ? phraseText(i18n, value) : value,
    ]),
  );
  return i18n._({ ...phrase.text, values });
}

// The source text with its values filled in, for `Error.message` (logs, a stack trace):
// refusals use plain placeholders only, so no message compiler is needed for it.
function sourceText(phrase: Phrase): string {
  const values = phrase.values ?? {};
  return (phrase.text.message ?? phrase.text.id ?? "").replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) return whole;
    if (Array.isArray(value)) return value.map(sourceText).join(", ");
    return isPhrase(value) ? sourceText(value) : String(value);
  });
}

/** What the CLI says about a failure: its phrase when it has one, else the text it came with (a tool's own output). */
abstract class CliError extends Error {
  readonly phrase: Phrase | undefined;
  constructor(text: MessageDescriptor | string, values?: Phrase["values"]) {
    const phrase = typeof text === "string" ? undefined : { text, ...(values ? { values } : {}) };
    super(phrase ? sourceText(phrase) : String(text));
    this.phrase = phrase;
  }
  /** The message in `i18n`'s language. */
  textIn(i18n: Pick<I18n, "_">): string {
    return this.phrase ? phraseText(i18n, this.phrase) : this.message;
  }
}

/** A bad command line: the CLI prints the message and the usage, exit status 2. */
export class UsageError extends CliError {
  override name = "UsageError";
}

/** The command was understood but cannot be done (unknown id, refused move, wrangler failed): exit status 1. */
export class CommandError extends CliError {
  override name = "CommandError";
}

/** The database has no lead tables yet. */
export class NotMigratedError extends CommandError {
  override name = "NotMigratedError";
}
