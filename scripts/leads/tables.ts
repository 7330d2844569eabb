/**
 * The columns of `list`, `outbox` and `bookings`. `width` is the most a column takes; `min`
 * and `drop` decide what gives way in a narrow terminal, so 80 columns keep id, time,
 * status and name on one line.
 */
import type { MessageDescriptor } from "@lingui/core";
import { columnLabels } from "../../contract/lead/columns/labels.ts";
import { personColumns } from "../../contract/lead/columns/people.ts";
import { columnText } from "../../contract/lead/columns/text.ts";
import { deliveryState } from "../../contract/lead/delivery-state.ts";
import type { LeadTableKind } from "../../contract/lead/ids.ts";
import { deliveryStateLabels } from "../../contract/staff/words.ts";
import { columnName } from "../../worker/cli.ts";
import type { Row } from "./d1.ts";
import { type Column, terminalText } from "./format.ts";
import type { CliText } from "./texts.ts";

const h = {
  id: /*i18n*/ { id: "cli.column.id", message: "ID" },
  created: /*i18n*/ { id: "cli.column.created", message: "Created" },
  status: /*i18n*/ { id: "cli.column.status", message: "Status" },
  company: /*i18n*/ { id: "cli.column.company", message: "Company" },
  name: /*i18n*/ { id: "cli.column.name", message: "Name" },
  email: /*i18n*/ { id: "cli.column.email", message: "Email" },
  locale: /*i18n*/ { id: "cli.column.locale", message: "Language" },
  confirmed: /*i18n*/ { id: "cli.column.confirmed", message: "Confirmed" },
  kind: /*i18n*/ { id: "cli.column.kind", message: "Kind" },
  lead: /*i18n*/ { id: "cli.column.lead", message: "Lead" },
  to: /*i18n*/ { id: "cli.column.to", message: "To" },
  attempts: /*i18n*/ { id: "cli.column.attempts", message: "Attempts" },
  nextAttempt: /*i18n*/ { id: "cli.column.nextAttempt", message: "Next attempt" },
  lastError: /*i18n*/ { id: "cli.column.lastError", message: "Last error" },
  reported: /*i18n*/ { id: "cli.column.reported", message: "Reported" },
  event: /*i18n*/ { id: "cli.column.event", message: "Event" },
  call: /*i18n*/ { id: "cli.column.call", message: "Call" },
  campaign: /*i18n*/ { id: "cli.column.campaign", message: "Campaign" },
  uid: /*i18n*/ { id: "cli.column.uid", message: "UID" },
  unmatched: /*i18n*/ { id: "cli.bookings.unmatchedCell", message: "UNMATCHED" },
} satisfies Record<string, MessageDescriptor>;

type Asked = typeof columnLabels;

const noOrigins: ReadonlySet<string> = new Set();

/** Room for any status label: the column itself takes only what its longest cell needs. */
const STATUS_WIDTH = 24;

/** Column makers in `text`'s language: headers, statuses and times as staff read them. */
function makers(text: CliText) {
  return {
    header: (key: keyof typeof h) => text.t(h[key]),
    // A form's answer is headed by its field's label and reads as `show` and the inbox read it:
    // a choice by the label the visitor saw, not its stored code.
    answer: <T extends keyof Asked>(table: T, column: keyof Asked[T] & string) => ({
      header: text.t(columnLabels[table][column] as MessageDescriptor),
      value: (row: Row) => terminalText(columnText(text.i18n, column, row, { locale: text.locale, siteOrigins: noOrigins }) ?? row[column]),
    }),
    text: (key: string) => (row: Row) => terminalText(row[key]),
    status: (row: Row) => text.statusName(String(row.status ?? "")),
    event: (row: Row) => terminalText(text.eventName(String(row.event ?? ""))),
    time: (key: string) => (row: Row) => text.time(row[key]),
    short: (key: string) => (row: Row) => text.time(row[key], true),
  };
}

const { person: contact } = personColumns.inquiries;
const { person: referred, referrer } = personColumns.referrals;

/** The columns of `list <kind>`. */
export function listColumns(kind: LeadTableKind, words: CliText): Column[] {
  const { header, text, status, time, short, answer } = makers(words);
  // A lead's id, arrival and status under the names `show` and the mails give them; a
  // subscriber is no lead, so its table keeps the CLI's own headings.
  const own = { id: header("id"), created_at: header("created"), status_label: header("status") };
  const named = (column: keyof typeof own) => (kind === "subscribers" ? own[column] : columnName(words.i18n, column, kind));
  const created = { header: named("created_at"), value: time("created_at"), short: short("created_at"), width: 16 };
  const lead = [{ header: named("id"), value: text("id"), width: 20 }, created];
  // Sized to the longest label shown and never cut: a cut status reads as another one.
  const state = () => ({ header: named("status_label"), value: status, width: STATUS_WIDTH });
  if (kind === "inquiries")
    return [
      ...lead,
      state(),
      { ...answer("inquiries", contact.company), width: 24, min: 16, drop: 5 },
      { ...answer("inquiries", contact.name), width: 20, min: 14, drop: 6 },
      { ...answer("inquiries", contact.email), width: 30, min: 24, drop: 4 },
      // Wide enough for most choice labels; cut in a narrow terminal.
      { ...answer("inquiries", "project_type"), width: 28, min: 12, drop: 3 },
      { ...answer("inquiries", "project_timeline"), width: 28, min: 12, drop: 1 },
      { ...answer("inquiries", "project_description"), width: 40, min: 16, drop: 2 },
    ];
  if (kind === "referrals")
    return [
      ...lead,
      state(),
      { ...answer("referrals", referrer.name), width: 20, min: 12 },
      { ...answer("referrals", referrer.email), width: 28, min: 16, drop: 2 },
      { ...answer("referrals", referred.name), width: 22, min: 12, drop: 4 },
      { ...answer("referrals", referred.email), width: 28, min: 16, drop: 3 },
      { ...answer("referrals", referred.company), width: 24, min: 12, drop: 1 },
    ];
  return [
    ...lead,
    state(),
    { header: header("email"), value: text("email"), width: 40, min: 20 },
    { header: header("locale"), value: text("locale"), width: 6, drop: 2 },
    { header: header("confirmed"), value: time("confirmed_at"), short: short("confirmed_at"), width: 16, drop: 1 },
  ];
}

/**
 * The columns of `outbox`. In a narrow terminal a stuck mail keeps what staff act on: its
 * id (to retry it), its lead (to read it), its status and what went wrong.
 */
export function outboxColumns(words: CliText, now: Date): Column[] {
  const { header, text, time, short } = makers(words);
  // The state in the inbox's words (its mails page classifies a row the same way at `now`).
  const state = (row: Row) => words.t(deliveryStateLabels[deliveryState(row, now)]);
  // What a mail is, as the inbox names it: its subject; a webhook call has none, so its kind.
  const what = (row: Row) => terminalText(row.subject || row.kind);
  return [
    { header: header("id"), value: text("id"), width: 20 },
    { header: header("created"), value: time("created_at"), short: short("created_at"), width: 16, drop: 2 },
    { header: header("kind"), value: what, width: 24, min: 12, drop: 3 },
    { header: header("lead"), value: text("lead_id"), width: 20, drop: 6 },
    { header: header("to"), value: text("recipient"), width: 30, min: 14, drop: 5 },
    // Never cut: a cut state reads as another one.
    { header: header("status"), value: state, width: STATUS_WIDTH },
    { header: header("attempts"), value: text("attempts"), width: 8, drop: 4 },
    { header: header("nextAttempt"), value: time("next_attempt_at"), short: short("next_attempt_at"), width: 16, drop: 1 },
    { header: header("lastError"), value: text("last_error"), width: 50, min: 24 },
  ];
}

/** The columns of `bookings`: a booking's inquiry, or "UNMATCHED" for one staff still have to match by hand. */
export function bookingColumns(words: CliText): Column[] {
  const { header, text, time, short, event } = makers(words);
  const unmatched = words.t(h.unmatched);
  return [
    { header: header("reported"), value: time("created_at"), short: short("created_at"), width: 16, drop: 3 },
    { header: header("event"), value: event, width: 11 },
    { header: header("call"), value: time("start_at"), short: short("start_at"), width: 16 },
    { header: header("lead"), value: (row) => (row.lead_id ? terminalText(row.lead_id) : unmatched), width: 20 },
    { header: header("name"), value: text("name"), width: 20, min: 12, drop: 4 },
    { header: header("email"), value: text("email"), width: 30, min: 16, drop: 5 },
    { header: header("company"), value: text("company"), width: 20, min: 12, drop: 1 },
    { header: header("campaign"), value: text("campaign"), width: 16, min: 10, drop: 2 },
    { header: header("uid"), value: text("uid"), width: 24, drop: 6 },
  ];
}
