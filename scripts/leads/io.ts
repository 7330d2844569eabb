/** What every command is given (`Io`: SQL, output, the terminal, a question to staff) and how it says things. */
import { type AgencyLocale, toAgencyLocale } from "../../contract/locales.ts";
import { normaliseOrigin, siteOrigins } from "../../worker/cli.ts";
import type { RunSql } from "./d1.ts";
import { terminalWidth, wrapLines } from "./format.ts";
import { tableMessages } from "./messages.ts";
import { type CliText, cliText } from "./texts.ts";

/** What each command of `npm run leads` is given: a way to run SQL, a place to write, and what the terminal offers. */
export interface Io {
  run: RunSql;
  out: (text: string) => void;
  /** Where a warning goes that is no part of the output (stderr), so a pipe or a file never carries it. */
  warn?: (text: string) => void;
  now: Date;
  /** Width of the terminal the output goes to (tables, wrapped text and the funnel's bars fit it); 80 when unknown. */
  columns?: number;
  /** Rewrites the local database file so erased rows leave no trace in it; absent for D1, which cannot be vacuumed. */
  vacuum?: () => Promise<void>;
  /** The local database files whose text `holds` accepts; absent for D1, which has no file to read. */
  filesHolding?: (holds: (text: string) => boolean) => Promise<string[]>;
  /** Asks a yes/no question on the terminal; absent when no one can answer (a script, a pipe). */
  confirm?: (question: string) => Promise<boolean>;
  /** The environment: where npm was called from (for `--out`), the locale (for `--excel`). */
  env?: NodeJS.ProcessEnv;
}

/** Writes `message` wrapped to the terminal, so no line of it runs past the right edge. */
export function say(io: Io, message: string): void {
  io.out(`${wrapLines(message, terminalWidth(io.columns) - 1).join("\n")}\n`);
}

/** Says which columns a table left out to fit the terminal, if any (`show`: where the rest is). */
export function hiddenNote(io: Io, words: CliText, hidden: readonly string[], show = false): void {
  const values = { width: terminalWidth(io.columns), columns: hidden.join(", ") };
  if (hidden.length) say(io, words.t(show ? tableMessages.hiddenShow : tableMessages.hidden, values));
}

/** Our site's own origins, from `SITE_URL` as the Worker reads them: its leads are the website's, not a partner's. */
export const siteOriginsOf = (env: NodeJS.ProcessEnv = process.env) => siteOrigins(normaliseOrigin(env.SITE_URL ?? ""));

/** The agency's language (`AGENCY_LOCALE`), which staff read labels in, decided as the Worker decides it. */
export const agencyLocale = (env: NodeJS.ProcessEnv = process.env): AgencyLocale => toAgencyLocale(env.AGENCY_LOCALE);

/** The CLI's words for `io`'s agency. */
export const wordsFor = async (io: Io) => (await cliText(agencyLocale(io.env))).t;
