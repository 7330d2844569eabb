/**
 * `npm run leads -- --help` in the agency's language (or `--lang`): the command lines stay as
 * typed, what each does is worded for staff in the `staff-cli` catalog.
 */
import type { MessageDescriptor } from "@lingui/core";
import { retentionDays } from "../../contract/retention/index.ts";
import { wrapLines } from "./format.ts";
import type { CliText } from "./texts.ts";

const commands: readonly (readonly [synopsis: string, what: MessageDescriptor])[] = [
  [
    "list inquiries|referrals|subscribers [--since 7d] [--status new,contacted] [--limit 100] [--campaign name] [--search text] [--owner address] [--overdue]",
    /*i18n*/ {
      id: "cli.help.list",
      message:
        "A table of leads, newest first, as wide as your window. --status: only leads in these states; --campaign: only leads from that advertising campaign (its name in the ad's link); --search: name, company or e-mail address containing the text; --owner: only the leads that colleague looks after; --overdue: only the leads the inbox marks as overdue.",
    },
  ],
  [
    "export inquiries|referrals|subscribers --format csv|json [--excel] [--out file] [--sep ';'] [--all-columns] [--since ..] [--status ..] [--search text]",
    /*i18n*/ {
      id: "cli.help.export",
      message:
        'Saves leads in a file, the same file the inbox\'s export gives: umlauts that Excel shows right, times in Vienna time, choices in words. --out: the file to write; --excel: separated as your Excel expects (";" in German); --all-columns: also the technical columns.',
    },
  ],
  [
    "show <id>",
    /*i18n*/ {
      id: "cli.help.show",
      message: "Everything about one lead (its id starts with inq_, ref_ or sub_) and whether its mails were delivered.",
    },
  ],
  [
    "inquiry <id> contacted|won|lost",
    /*i18n*/ {
      id: "cli.help.inquiry",
      message: 'Sets an inquiry\'s status. "Call booked" is set by the calendar when the visitor books a call, not by hand.',
    },
  ],
  [
    "referral <id> contacted|won|rewarded|declined",
    /*i18n*/ { id: "cli.help.referral", message: "Sets a referral's status (rewarded: the reward was paid)." },
  ],
  [
    "reward <ref_id> discount|gift_card|none [--paid <day>|today]",
    /*i18n*/ {
      id: "cli.help.reward",
      message:
        'Records the reward of a won referral and the day it was paid; with a paid day the referral becomes "Rewarded" and the referrer gets a mail.',
    },
  ],
  [
    "outbox [--dead]",
    /*i18n*/ {
      id: "cli.help.outbox",
      message: "Mails and webhook calls (messages to a partner's system) not delivered yet. --dead: only those that failed for good.",
    },
  ],
  [
    "outbox retry <out_id>",
    /*i18n*/ {
      id: "cli.help.retry",
      message:
        "Sends a failed mail again within 5 minutes. A mail held until the visitor books a call is not sent early: it goes out by itself.",
    },
  ],
  [
    "forget <email> [--dry-run] [--yes]",
    /*i18n*/ {
      id: "cli.help.forget",
      message:
        "Erases everything stored about one e-mail address (a GDPR request), however it was written (capitals, accents), in mails too. --dry-run: only shows what would be erased; it asks before erasing unless --yes.",
    },
  ],
  [
    "funnel [--since 30d] [--source s] [--by source|campaign] [--format table|csv|json]",
    /*i18n*/ {
      id: "cli.help.funnel",
      message:
        "How many visitors opened the questionnaire and reached each step, per source (or per campaign) and in total, as bars, with the calls booked and the leads won.",
    },
  ],
  [
    "bookings [--since 30d] [--unmatched]",
    /*i18n*/ {
      id: "cli.help.bookings",
      message:
        "Calls booked, moved or cancelled in the calendar, newest first, with their inquiry. --unmatched: only those no inquiry was found for (kept {days} days so you can find it yourself).",
    },
  ],
];

const options: readonly (readonly [option: string, what: MessageDescriptor])[] = [
  [
    "--lang de|en",
    /*i18n*/ {
      id: "cli.help.lang",
      message: "the language of everything the command prints and exports (without it: AGENCY_LOCALE, else the agency's language)",
    },
  ],
  ["--remote", /*i18n*/ { id: "cli.help.remote", message: "the live database (without it: your local test copy)" }],
  ["--persist-to <folder>", /*i18n*/ { id: "cli.help.persistTo", message: "a local test copy in another folder (for developers)" }],
  ["--since <age|date>", /*i18n*/ { id: "cli.help.since", message: "7d (7 days), 12h (12 hours), 2w (2 weeks) or a day (2026-05-01)" }],
  ["-h, --help", /*i18n*/ { id: "cli.help.help", message: "this text" }],
];

const heading = {
  usage: /*i18n*/ { id: "cli.help.usage", message: "How to call it: npm run leads -- <command> [options]" },
  commands: /*i18n*/ { id: "cli.help.commands", message: "Commands:" },
  options: /*i18n*/ { id: "cli.help.options", message: "Options of every command:" },
  footer: /*i18n*/ {
    id: "cli.help.footer",
    message:
      'Times are Vienna time, as in the mails. Your changes appear in the inbox\'s history under your address when LEADS_ACTOR is set (export LEADS_ACTOR=you@agency.at), else under "cli".',
  },
} satisfies Record<string, MessageDescriptor>;

/** `text` wrapped to `width`, each line after `indent`. */
const indented = (text: string, indent: string, width: number) => wrapLines(text, width - indent.length).map((line) => `${indent}${line}`);

/** The usage in `words`' language, wrapped to `width` columns. */
export function helpText(words: CliText, width: number): string {
  const days = retentionDays("unmatchedBookings");
  const lines = [words.t(heading.usage), "", words.t(heading.commands)];
  for (const [synopsis, what] of commands) {
    const [first = "", ...more] = wrapLines(synopsis, width - 4);
    lines.push(`  ${first}`, ...more.map((line) => `    ${line}`), ...indented(words.t(what, { days }), "      ", width));
  }
  lines.push("", words.t(heading.options));
  for (const [option, what] of options) lines.push(`  ${option}`, ...indented(words.t(what), "      ", width));
  lines.push("", ...wrapLines(words.t(heading.footer), width));
  return lines.join("\n");
}
