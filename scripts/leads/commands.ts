/** What each command of `npm run leads` does, given a way to run SQL and a place to write. */
import type { Row, RunSql } from "./d1.ts";
import { CommandError } from "./errors.ts";
import { type Column, localTime, renderRecord, renderTable, terminalText, toCsv, toJson } from "./format.ts";
import { funnelCsv, funnelJson, renderFunnelReport, terminalWidth, toFunnelRows, toLeadCounts } from "./funnel.ts";
import type { Command, ReferralTarget } from "./parse.ts";
import { type AddressRows, planForget, survivors } from "./forget.ts";
import { optionLabeller, withOptionLabels } from "./labels.ts";
import {
  exportLeadsSql,
  forgetDeleteSql,
  forgetReadSql,
  funnelSql,
  type LeadKind,
  leadTables,
  listLeadsSql,
  listOutboxSql,
  moveReferralSql,
  retryMailSql,
  showLeadSql,
} from "./sql.ts";

export interface Io {
  run: RunSql;
  out: (text: string) => void;
  now: Date;
  /** Width of the terminal the output goes to (the funnel's bars fit it); 80 when unknown. */
  columns?: number;
}

const text = (key: string) => (row: Row) => terminalText(row[key]);
const time = (key: string) => (row: Row) => localTime(row[key]);

const listColumns: Record<LeadKind, Column[]> = {
  inquiries: [
    { header: "id", value: text("id"), width: 20 },
    { header: "created", value: time("created_at"), width: 16 },
    { header: "company", value: text("company_name"), width: 24 },
    { header: "name", value: text("contact_name"), width: 20 },
    { header: "email", value: text("contact_email"), width: 30 },
    { header: "type", value: text("project_type"), width: 9 },
    { header: "timeline", value: text("project_timeline"), width: 9 },
    { header: "description", value: text("project_description"), width: 40 },
  ],
  referrals: [
    { header: "id", value: text("id"), width: 20 },
    { header: "created", value: time("created_at"), width: 16 },
    { header: "status", value: text("status"), width: 9 },
    { header: "referrer", value: text("name"), width: 20 },
    { header: "referrer email", value: text("email"), width: 28 },
    { header: "referred", value: text("referral_name"), width: 20 },
    { header: "referred email", value: text("referral_email"), width: 28 },
    { header: "company", value: text("referral_company"), width: 24 },
  ],
  subscribers: [
    { header: "id", value: text("id"), width: 20 },
    { header: "created", value: time("created_at"), width: 16 },
    { header: "status", value: text("status"), width: 12 },
    { header: "email", value: text("email"), width: 40 },
    { header: "locale", value: text("locale"), width: 6 },
    { header: "confirmed", value: time("confirmed_at"), width: 16 },
  ],
};

const outboxColumns: Column[] = [
  { header: "id", value: text("id"), width: 20 },
  { header: "created", value: time("created_at"), width: 16 },
  { header: "kind", value: text("kind"), width: 24 },
  { header: "lead", value: text("lead_id"), width: 20 },
  { header: "to", value: text("recipient"), width: 30 },
  { header: "status", value: text("status"), width: 7 },
  { header: "attempts", value: text("attempts"), width: 8 },
  { header: "next attempt", value: time("next_attempt_at"), width: 16 },
  { header: "last error", value: text("last_error"), width: 50 },
];

const TIME_COLUMNS = new Set([
  "created_at",
  "status_changed_at",
  "confirmation_sent_at",
  "confirmed_at",
  "unsubscribed_at",
  "next_attempt_at",
  "claimed_until",
  "sent_at",
]);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

async function list(io: Io, command: Extract<Command, { name: "list" }>): Promise<void> {
  const [rows = []] = await io.run(listLeadsSql(command.kind, command, command.limit));
  if (rows.length === 0) {
    io.out(`No ${command.kind}${command.since || command.statuses ? " match" : " yet"}.\n`);
    return;
  }
  io.out(renderTable(listColumns[command.kind], rows));
  io.out(
    `\n${plural(rows.length, command.kind.replace(/ies$/, "y").replace(/s$/, ""), command.kind)}, newest first${rows.length === command.limit ? ` (the first ${command.limit}; --limit shows more)` : ""}.\n`,
  );
}

async function exportLeads(io: Io, command: Extract<Command, { name: "export" }>): Promise<void> {
  const [columnInfo = [], rows = []] = await io.run(exportLeadsSql(command.kind, command));
  const columns = columnInfo.map((c) => String(c.name));
  io.out(command.format === "csv" ? toCsv(columns, rows, command.bom) : toJson(columns, rows));
}

/** How a notification is doing, in words staff can act on. */
export function deliveryState(mail: Row, now: Date): string {
  const attempts = Number(mail.attempts ?? 0);
  switch (mail.status) {
    case "sent":
      return `sent ${localTime(mail.sent_at)}${attempts > 1 ? ` (after ${attempts} attempts)` : ""}`;
    case "dead":
      return `DEAD after ${plural(attempts, "attempt")}: ${terminalText(mail.last_error)}. Fix the cause, then: npm run leads -- outbox retry ${terminalText(mail.id)}`;
    default: {
      if (typeof mail.claimed_until === "string" && mail.claimed_until > now.toISOString()) return "being sent right now";
      const next = `next attempt ${localTime(mail.next_attempt_at)}`;
      return attempts === 0
        ? `queued, ${next}`
        : `pending after ${plural(attempts, "failed attempt")} (${terminalText(mail.last_error)}), ${next}`;
    }
  }
}

async function show(io: Io, command: Extract<Command, { name: "show" }>): Promise<void> {
  const kind = (Object.keys(leadTables) as LeadKind[]).find((k) => command.id.startsWith(`${leadTables[k].prefix}_`));
  if (!kind) throw new CommandError(`not a lead id: ${command.id}`);
  const [leads = [], mails = []] = await io.run(showLeadSql(kind, command.id));
  const lead = leads[0];
  if (!lead) throw new CommandError(`no ${kind.replace(/ies$/, "y").replace(/s$/, "")} with id ${command.id}`);
  // The body hash only tells a retry from a reused Idempotency-Key: nothing for staff to read.
  const { idempotency_body_hash: _bodyHash, ...shown } = lead;
  // Choices are stored as codes; staff read them with the label the visitor saw (in English).
  io.out(renderRecord(withOptionLabels(shown, await optionLabeller("en")), TIME_COLUMNS));
  io.out("\n");
  if (mails.length === 0) {
    io.out("Mail and webhook calls: none stored (sent ones are deleted after 30 days).\n");
    return;
  }
  for (const mail of mails) {
    const what = mail.channel === "webhook" ? "Webhook" : "Mail";
    io.out(
      `${what} ${terminalText(mail.id)} (${terminalText(mail.kind)} to ${terminalText(mail.recipient)}): ${deliveryState(mail, io.now)}\n`,
    );
  }
}

const STATES = ["new", "contacted", "won", "rewarded"] as const;
const FINAL = new Set(["rewarded", "declined"]);

/**
 * Why a referral may not move from `from` to `to`, or null when it may. Forward only
 * (new > contacted > won > rewarded, skipping allowed), rewarded only once won, declined
 * from any state that is not final.
 */
export function refusal(from: string, to: ReferralTarget): string | null {
  if (from === to) return `it is already ${to}`;
  if (FINAL.has(from)) return `it is ${from}, a final state`;
  if (to === "declined") return null;
  if (to === "rewarded" && from !== "won") return `only a won referral can be rewarded, and this one is ${from}`;
  const fromIndex = STATES.indexOf(from as (typeof STATES)[number]);
  if (fromIndex < 0) return `its stored state "${from}" is unknown`;
  if (STATES.indexOf(to) < fromIndex) return `it is ${from}, and states only move forward (${STATES.join(" > ")})`;
  return null;
}

/** The states a referral may come from to reach `to`, derived from `refusal` so both agree. */
export function allowedFrom(to: ReferralTarget): string[] {
  return [...STATES, "declined"].filter((from) => refusal(from, to) === null);
}

async function moveReferral(io: Io, command: Extract<Command, { name: "referral" }>): Promise<void> {
  const now = io.now.toISOString();
  const [moved = [], current = []] = await io.run(moveReferralSql(command.id, command.to, allowedFrom(command.to), now));
  if (moved[0]) {
    io.out(`${command.id} is now ${command.to} (${localTime(now)}).\n`);
    return;
  }
  const row = current[0];
  if (!row) throw new CommandError(`no referral with id ${command.id}`);
  const from = String(row.status);
  throw new CommandError(`${command.id} cannot become ${command.to}: ${refusal(from, command.to) ?? "it changed meanwhile, try again"}`);
}

async function outbox(io: Io, command: Extract<Command, { name: "outbox" }>): Promise<void> {
  const [rows = []] = await io.run(listOutboxSql(command.onlyDead));
  if (rows.length === 0) {
    io.out(command.onlyDead ? "Nothing dead.\n" : "Nothing waiting: every mail and webhook call was delivered.\n");
    return;
  }
  io.out(renderTable(outboxColumns, rows));
  const dead = rows.filter((r) => r.status === "dead").length;
  const waiting = rows.filter((r) => r.status === "pending" && Number(r.attempts ?? 0) === 0).length;
  io.out(
    `\n${plural(rows.length, "message")} (mail or webhook call) not delivered${dead ? `, ${dead} dead (npm run leads -- outbox retry <id> queues one again)` : ""}.\n`,
  );
  // Never attempted at all usually means the transport is missing, not that it is failing.
  if (waiting)
    io.out(`${plural(waiting, "message")} never attempted: if that lasts, check /api/health ("mail"/"webhooks": "not_configured").\n`);
}

async function retry(io: Io, command: Extract<Command, { name: "outbox-retry" }>): Promise<void> {
  const [requeued = [], current = []] = await io.run(retryMailSql(command.id, io.now.toISOString()));
  if (requeued[0]) {
    io.out(`${command.id} is queued again and due now: the next cron run (every 5 minutes) sends it.\n`);
    return;
  }
  const row = current[0];
  if (!row) throw new CommandError(`no mail with id ${command.id}`);
  if (row.status === "sent") throw new CommandError(`${command.id} was sent ${localTime(row.sent_at)}: retrying would send it twice`);
  throw new CommandError(
    `${command.id} is being sent right now (claimed until ${localTime(row.claimed_until)}): look again in a few minutes`,
  );
}

async function readAddressRows(io: Io): Promise<AddressRows> {
  const [inquiries = [], referrals = [], subscribers = [], outbox = []] = await io.run(forgetReadSql());
  return { inquiries, referrals, subscribers, outbox };
}

/**
 * Erasure: finds every row holding the address (in any case or Unicode form, in outbox
 * messages too), deletes them by id in one batch, then reads every table again and fails
 * unless nothing holding the address is left.
 */
async function forget(io: Io, command: Extract<Command, { name: "forget" }>): Promise<void> {
  const email = command.email;
  const plan = planForget(await readAddressRows(io), email);
  const outbox = [...plan.outboxByLead, ...plan.outboxByContent];
  const referrals = plan.referrals.map((r) => r.id);
  const leads = [...plan.inquiries, ...referrals, ...plan.subscribers];
  let deleted = { outbox: 0, inquiries: 0, referrals: 0, subscribers: 0 };
  if (outbox.length + leads.length > 0) {
    const [o = [], i = [], r = [], s = []] = await io.run(
      forgetDeleteSql({ outbox, inquiries: plan.inquiries, referrals, subscribers: plan.subscribers }),
    );
    deleted = { outbox: o.length, inquiries: i.length, referrals: r.length, subscribers: s.length };
  }
  const asReferrer = plan.referrals.filter((r) => r.role === "referrer").length;
  const byContent = plan.outboxByContent.length;
  const lines = [
    `Deleted every row holding ${terminalText(email)}:`,
    `  project_inquiries       ${deleted.inquiries}`,
    `  referrals               ${deleted.referrals}${plan.referrals.length ? ` (${asReferrer} as referrer, ${plan.referrals.length - asReferrer} as referred)` : ""}`,
    `  newsletter_subscribers  ${deleted.subscribers}`,
    `  outbox                  ${deleted.outbox}${byContent ? ` (${byContent} addressed to it or naming it in the message)` : ""}`,
    "  consents                0 (anonymous: they hold no address)",
    "  funnel_counts           0 (counts only: they hold no address)",
  ];
  io.out(`${lines.join("\n")}\n`);

  const left = survivors(planForget(await readAddressRows(io), email, leads));
  if (left.length > 0) {
    throw new CommandError(
      `NOT ERASED: these rows still hold ${terminalText(email)} after deleting: ${left
        .map(([table, ids]) => `${table} (${ids.map((id) => terminalText(id)).join(", ")})`)
        .join("; ")}. Run forget again; if they stay, delete them by hand.`,
    );
  }
  io.out("Checked: no inquiry, referral, subscriber or outbox row holds it any more.\n");
}

async function funnel(io: Io, command: Extract<Command, { name: "funnel" }>): Promise<void> {
  const [funnelRows = [], leadRows = []] = await io.run(funnelSql(command.sinceDay, command.source));
  const rows = toFunnelRows(funnelRows);
  const leads = toLeadCounts(leadRows);
  if (command.format === "json") io.out(funnelJson(command.sinceDay, rows));
  else if (command.format === "csv") io.out(funnelCsv(rows, leads));
  else io.out(renderFunnelReport(command.sinceDay, rows, leads, terminalWidth(io.columns)));
}

/** Runs one parsed command (not `help`, which the entry point answers). */
export async function runCommand(io: Io, command: Exclude<Command, { name: "help" }>): Promise<void> {
  switch (command.name) {
    case "list":
      return list(io, command);
    case "export":
      return exportLeads(io, command);
    case "show":
      return show(io, command);
    case "referral":
      return moveReferral(io, command);
    case "outbox":
      return outbox(io, command);
    case "outbox-retry":
      return retry(io, command);
    case "forget":
      return forget(io, command);
    case "funnel":
      return funnel(io, command);
  }
}
