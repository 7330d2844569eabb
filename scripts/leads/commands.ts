import { writeFileSync } from "node:fs";
import { AGENCY_TIME_ZONE } from "../../contract/company.ts";
import { mergeFunnel } from "../../contract/funnel-rows.ts";
import { labelColumnValue, staffColumns, withLabelColumns, withoutInternalColumns } from "../../contract/lead-columns.ts";
import { type LeadTableKind, leadTableOf } from "../../contract/lead-ids.ts";
import {
  inquiryLifecycle,
  type Lifecycle,
  lifecycleAllowedFrom,
  lifecycleRefusalOf,
  referralLifecycle,
} from "../../contract/lifecycles.ts";
import type { AgencyLocale } from "../../contract/options.ts";
import { exportLeadsQueries, leadRecordQueries, listLeadsQuery } from "../../worker/db/lead-reads.ts";
import { leadTables } from "../../worker/db/lead-tables.ts";
import { retryOutboxQueries } from "../../worker/db/outbox-retry.ts";
import { bookingsSinceQuery, undeliveredQuery } from "../../worker/db/staff-lists.ts";
import { funnelQueries, moveLeadStatusQueries } from "../../worker/db/staff-queries.ts";
import { type ErasureOutcome, planErasure, type RunQueries, runErasure } from "../../worker/erasure/erase.ts";
import { type Erasure, isEmptyErasure } from "../../worker/erasure/erasure.ts";
import { textHolds } from "../../worker/erasure/match.ts";
import type { ForgetPlan } from "../../worker/erasure/plan.ts";
import { REMOVED_MENTION } from "../../worker/erasure/redact.ts";
import type { AddressRows } from "../../worker/erasure/rows.ts";
import { normaliseOrigin, siteOrigins } from "../../worker/lib/origins.ts";
import { attributionExport } from "../../worker/staff/attribution-export.ts";
import { expandAttribution } from "./attribution.ts";
import { callerPath, type Row, type RunSql } from "./d1.ts";
import { CommandError } from "./errors.ts";
import { erasureLines, rewardWarnings } from "./forget.ts";
import { excelSeparator, renderRecord, renderTable, terminalText, toCsv, toJson, viennaTime, wrapLines } from "./format.ts";
import { funnelCsv, funnelJson, renderFunnelReport, terminalWidth } from "./funnel.ts";
import { labeller, withValueLabels } from "./labels.ts";
import { bookingMessages, deliveryStateText, moveMessages, outboxMessages, showMessages, tableMessages } from "./messages.ts";
import { type Command, cliActor } from "./parse.ts";
import { inlineQueries } from "./sql.ts";
import { bookingColumns, listColumns, outboxColumns } from "./tables.ts";
import { type CliText, cliMessages, cliText, forgetMessages, funnelWords, kindNames } from "./texts.ts";

/** What each command of `npm run leads` is given: a way to run SQL, a place to write, and what the terminal offers. */
export interface Io {
  run: RunSql;
  out: (text: string) => void;
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

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const singular = (kind: LeadTableKind) => kind.replace(/ies$/, "y").replace(/s$/, "");

/** Writes `message` wrapped to the terminal, so no line of it runs past the right edge. */
function say(io: Io, message: string): void {
  io.out(`${wrapLines(message, terminalWidth(io.columns) - 1).join("\n")}\n`);
}

/** Says which columns a table left out to fit the terminal, if any (`show`: where the rest is). */
function hiddenNote(io: Io, words: CliText, hidden: readonly string[], show = false): void {
  const values = { width: terminalWidth(io.columns), columns: hidden.join(", ") };
  if (hidden.length) say(io, words.t(show ? tableMessages.hiddenShow : tableMessages.hidden, values));
}

async function list(io: Io, command: Extract<Command, { name: "list" }>): Promise<void> {
  const [rows = []] = await io.run(inlineQueries([listLeadsQuery(command.kind, command, command.limit)]));
  const words = await cliText(agencyLocale(io.env));
  const { i18n, t } = words;
  const kind = kindNames[command.kind];
  if (rows.length === 0) {
    const filtered = command.since || command.statuses || command.campaign !== undefined || command.search !== undefined;
    io.out(`${t(filtered ? cliMessages.noneMatch : cliMessages.noneYet, { kind: i18n._(kind.many) })}\n`);
    return;
  }
  const table = renderTable(listColumns(command.kind, words), rows, terminalWidth(io.columns));
  io.out(table.text);
  io.out("\n");
  const counted = { kind: i18n._(kind.many), count: rows.length, limit: command.limit };
  say(io, t(rows.length === command.limit ? cliMessages.listedLimit : cliMessages.listed, counted));
  hiddenNote(io, words, table.hidden, true);
}

/** A row as a spreadsheet should read it: times on the agency's clock in a form Excel takes for a date. */
function excelRow(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, /_at$/.test(key) ? viennaTime(value) : value]));
}

/** Our site's own origins, from `SITE_URL` as the Worker reads them: its leads are the website's, not a partner's. */
const siteOriginsOf = (env: NodeJS.ProcessEnv = process.env) => siteOrigins(normaliseOrigin(env.SITE_URL ?? ""));

/** The agency's language (`AGENCY_LOCALE`), which staff read labels in: English unless it is German. */
export const agencyLocale = (env: NodeJS.ProcessEnv = process.env): AgencyLocale =>
  env.AGENCY_LOCALE?.trim().toLowerCase() === "de" ? "de" : "en";

/** The export's cells with each choice's label beside its code, as the inbox's CSV has them. */
async function withLabels(cells: { columns: string[]; rows: Row[] }, locale: AgencyLocale): Promise<{ columns: string[]; rows: Row[] }> {
  const { i18n } = await labeller(locale);
  const columns = withLabelColumns(cells.columns);
  const rows = cells.rows.map((row) => Object.fromEntries(columns.map((c) => [c, labelColumnValue(c, row, i18n) ?? row[c]])));
  return { columns, rows };
}

type ExportCommand = Extract<Command, { name: "export" }>;

/** An Excel export of inquiries or referrals with no separator or columns chosen: the staff inbox's file. */
const isInboxExport = (command: ExportCommand) =>
  command.excel === true && command.kind !== "subscribers" && command.separator === undefined && command.allColumns !== true;

/** The export's text and the separator its cells are split by. */
async function exportContent(io: Io, command: ExportCommand, columnInfo: readonly Row[], rows: Row[]) {
  const { kind } = command;
  const locale = agencyLocale(io.env);
  const stored = columnInfo.map((c) => String(c.name));
  const columns = command.allColumns ? stored : staffColumns(stored);
  if (isInboxExport(command) && kind !== "subscribers") {
    // The inbox's own CSV builder (header, BOM, separator, Vienna times, labels, attribution
    // columns, cells). Imported here: it loads the compiled catalogs, which the other
    // commands do without.
    const { leadsCsv } = await import("../../worker/staff/csv.ts");
    const options = { kind, locale, siteOrigins: siteOriginsOf(io.env) };
    return { content: leadsCsv(columns, rows, options), separator: locale === "de" ? ";" : "," };
  }
  const separator = command.separator ?? (command.excel ? excelSeparator(io.env) : ",");
  if (command.format === "json") return { content: toJson(columns, rows), separator };
  const cells = await withLabels(attributionExport(columns, command.excel ? rows.map(excelRow) : rows), locale);
  return { content: toCsv(cells.columns, cells.rows, command.bom || command.excel === true, separator), separator };
}

async function exportLeads(io: Io, command: ExportCommand): Promise<void> {
  const [columnInfo = [], rows = []] = await io.run(inlineQueries(exportLeadsQueries(command.kind, command)));
  const { content, separator } = await exportContent(io, command, columnInfo, rows);
  if (command.out === undefined) {
    io.out(content);
    return;
  }
  // Written here, not through a shell redirection: `npm run` prints its banner to stdout,
  // which would land in the file before the BOM and garble it for Excel.
  const file = callerPath(command.out, io.env);
  try {
    writeFileSync(file, content);
  } catch (err) {
    throw new CommandError(`cannot write ${file}: ${(err as Error).message}`);
  }
  const how = command.excel
    ? ` for Excel (UTF-8 with BOM, ${separator === "\t" ? "tab" : `"${separator}"`} between cells, times in ${AGENCY_TIME_ZONE})`
    : "";
  say(io, `Wrote ${plural(rows.length, singular(command.kind), command.kind)} to ${command.out}${how}.`);
}

async function show(io: Io, command: Extract<Command, { name: "show" }>): Promise<void> {
  const words = await cliText(agencyLocale(io.env));
  const kind = leadTableOf(command.id);
  if (!kind) throw new CommandError(words.t(showMessages.notLeadId, { id: command.id }));
  const [leads = [], mails = [], bookings = []] = await io.run(inlineQueries(leadRecordQueries(kind, command.id)));
  const lead = leads[0];
  if (!lead) throw new CommandError(words.t(showMessages.noLead, { kind: words.t(kindNames[kind].one), id: command.id }));
  const shown = withoutInternalColumns(lead);
  // Staff read each field under the label the form and the mails give it, each flag as yes or no, and each choice
  // (stored as a code) with the label the visitor saw, in the agency's language.
  const labels = await labeller(agencyLocale(io.env));
  const table = kind === "subscribers" ? undefined : kind;
  const name = (column: string) => (table && labels.field(table, column)) || column;
  io.out(renderRecord(withValueLabels(expandAttribution(shown), labels), terminalWidth(io.columns), name));
  io.out("\n");
  for (const booking of bookings) {
    const [uid, event, status] = [booking.uid, booking.event, booking.status].map((v) => terminalText(v));
    say(
      io,
      words.t(showMessages.booking, { uid, event, status, start: words.time(booking.start_at), reported: words.time(booking.created_at) }),
    );
  }
  if (mails.length === 0) {
    say(io, words.t(showMessages.noDeliveries));
    return;
  }
  const width = terminalWidth(io.columns) - 1;
  for (const mail of mails) {
    const [id, kind, recipient] = [mail.id, mail.kind, mail.recipient].map((v) => terminalText(v));
    const state = deliveryStateText(mail, io.now, words);
    const line = words.t(mail.channel === "webhook" ? showMessages.webhook : showMessages.mail, { id, kind, recipient, state });
    const [first = "", ...rest] = wrapLines(line, width);
    // A hanging indent: the continuation of one mail's line reads as part of it.
    io.out(`${[first, ...wrapLines(rest.join(" "), width - 2).map((l) => `  ${l}`)].filter((l) => l.trim()).join("\n")}\n`);
  }
}

async function moveLead<S extends string>(
  io: Io,
  kind: "inquiries" | "referrals",
  lifecycle: Lifecycle<S>,
  id: string,
  to: S,
): Promise<void> {
  const now = io.now.toISOString();
  const change = { leadId: id, actor: cliActor(io.env), at: now };
  const queries = moveLeadStatusQueries(leadTables[kind].table, change, to, lifecycleAllowedFrom(lifecycle, to));
  const [moved = [], , current = []] = await io.run(inlineQueries(queries));
  const words = await cliText(agencyLocale(io.env));
  if (moved[0]) {
    say(io, words.t(cliMessages.moved, { id, status: words.status(to), time: words.time(now) }));
    return;
  }
  const row = current[0];
  const noun = words.t(kindNames[kind].one);
  if (!row) throw new CommandError(words.t(moveMessages.noLead, { kind: noun, id }));
  const from = String(row.status);
  const refusal = lifecycleRefusalOf(lifecycle, from, to);
  const reason = words.t(moveMessages[refusal?.reason ?? "meanwhile"], {
    from: words.status(from),
    to: words.status(to),
    kind: noun,
    required: refusal?.reason === "only_from" ? words.status(refusal.required) : "",
    order: lifecycle.forward.map((state) => words.status(state)).join(" > "),
  });
  throw new CommandError(words.t(moveMessages.refused, { id, to: words.status(to), reason }));
}

async function outbox(io: Io, command: Extract<Command, { name: "outbox" }>): Promise<void> {
  const [rows = []] = await io.run(inlineQueries([undeliveredQuery(command.onlyDead)]));
  const words = await cliText(agencyLocale(io.env));
  const m = outboxMessages;
  if (rows.length === 0) {
    io.out(`${words.t(command.onlyDead ? m.nothingDead : m.nothingWaiting)}\n`);
    return;
  }
  const table = renderTable(outboxColumns(words), rows, terminalWidth(io.columns));
  io.out(table.text);
  const dead = rows.filter((r) => r.status === "dead").length;
  const waiting = rows.filter((r) => r.status === "pending" && Number(r.attempts ?? 0) === 0).length;
  io.out("\n");
  say(io, words.t(dead ? m.undeliveredDead : m.undelivered, { count: rows.length, dead }));
  if (dead) say(io, words.t(m.retryHint));
  // Never attempted at all usually means the transport is missing, not that it is failing.
  if (waiting) say(io, words.t(m.neverAttempted, { count: waiting }));
  hiddenNote(io, words, table.hidden);
}

async function retry(io: Io, command: Extract<Command, { name: "outbox-retry" }>): Promise<void> {
  const [requeued = [], current = []] = await io.run(inlineQueries(retryOutboxQueries(command.id, io.now.toISOString())));
  const words = await cliText(agencyLocale(io.env));
  const { id } = command;
  if (requeued[0]) {
    say(io, words.t(outboxMessages.requeued, { id }));
    return;
  }
  const row = current[0];
  if (!row) throw new CommandError(words.t(outboxMessages.noMail, { id }));
  if (row.status === "sent") throw new CommandError(words.t(outboxMessages.wasSent, { id, time: words.time(row.sent_at) }));
  const claimed = typeof row.claimed_until === "string" && row.claimed_until > io.now.toISOString();
  if (!claimed) throw new CommandError(words.t(outboxMessages.held, { id, time: words.time(row.next_attempt_at) }));
  throw new CommandError(words.t(outboxMessages.beingSent, { id, time: words.time(row.claimed_until) }));
}

/** The CLI's words for `io`'s agency. */
const wordsFor = async (io: Io) => (await cliText(agencyLocale(io.env))).t;

/** Erasure's statements as the CLI runs them: inlined into SQL text, one batch per call. */
const cliQueries =
  (io: Io): RunQueries =>
  async (queries) =>
    io.run(inlineQueries(queries));

/**
 * Erasure: finds every row holding the address (in any case or Unicode form, in outbox
 * messages too), shows what goes and, unless `--yes`, asks; then erases them by id in one
 * batch and reads every table again, failing unless nothing holding the address is left.
 * A referral whose referred person is erased keeps its row for the referrer's claim.
 */
async function forget(io: Io, command: Extract<Command, { name: "forget" }>): Promise<void> {
  if (!command.dryRun && !command.yes && !io.confirm) {
    throw new CommandError(
      "forget erases for good, so it asks first, and nobody can answer here (not a terminal): add --yes to erase without asking, or --dry-run to see what it would erase",
    );
  }
  const planned = await planErasure(cliQueries(io), command.email);
  const { rows, plan, erasure } = planned;
  if (isEmptyErasure(erasure)) return nothingToForget(io, command);
  const words = await cliText(agencyLocale(io.env));
  const notices = forgetNotices(rows, erasure, words);
  if (!command.yes && !(await previewAndAsk(io, command, plan, erasure, notices))) return;

  const { done, left } = await runErasure(cliQueries(io), command.email, planned);
  const { t } = words;
  say(io, t(forgetMessages.erased, { email: terminalText(command.email) }));
  const contentDone = done.outbox.filter((id) => plan.outboxByContent.includes(id)).length;
  io.out(`${erasureLines(done, contentDone, words, "did").join("\n")}\n`);
  // Asked before: the warnings were on screen with the question.
  if (command.yes) for (const line of notices) say(io, line);
  await checkNothingLeft(io, command.email, left);
  await vacuumAndCheckFile(io, command.email);
  const uids = calendarUids(rows.bookings ?? [], done.bookings ?? []);
  if (uids.length > 0) say(io, t(forgetMessages.calendar, { uids: uids.join(", ") }));
  say(io, t(forgetMessages.copiesRemain));
}

/** When no declared place holds the address; a run after an erasure whose vacuum failed still cleans the file. */
async function nothingToForget(io: Io, command: Extract<Command, { name: "forget" }>): Promise<void> {
  const t = await wordsFor(io);
  say(io, t(forgetMessages.nothingFound, { email: terminalText(command.email) }));
  if (!command.dryRun) await vacuumAndCheckFile(io, command.email);
  say(io, t(forgetMessages.copiesRemain));
}

/** What staff must read before the erasure: the referrals that stay anonymised, and rewards still owed or paid. */
function forgetNotices(rows: AddressRows, erasure: Erasure, words: CliText): string[] {
  const statuses = new Map(rows.referrals.map((r) => [String(r.id), String(r.status ?? "")]));
  const warnings = rewardWarnings(erasure, (id) => statuses.get(id) ?? "", words).map((warning) =>
    words.t(forgetMessages.warning, { warning }),
  );
  const ids = erasure.anonymise.join(", ");
  const anonymised = ids ? [words.t(forgetMessages.anonymised, { removed: REMOVED_MENTION, ids })] : [];
  return [...anonymised, ...warnings];
}

/** Shows what would go and, unless it is a dry run, asks: true when staff said yes. */
async function previewAndAsk(
  io: Io,
  command: Extract<Command, { name: "forget" }>,
  plan: ForgetPlan,
  erasure: Erasure,
  notices: readonly string[],
): Promise<boolean> {
  const words = await cliText(agencyLocale(io.env));
  const { t } = words;
  say(io, t(command.dryRun ? forgetMessages.dryRunPreview : forgetMessages.preview, { email: terminalText(command.email) }));
  io.out(`${erasureLines(erasure, plan.outboxByContent.length, words, "will").join("\n")}\n`);
  for (const line of notices) say(io, line);
  if (command.dryRun) {
    say(io, t(forgetMessages.dryRunDone));
    say(io, t(forgetMessages.copiesRemain));
    return false;
  }
  if (await io.confirm?.(t(forgetMessages.question))) return true;
  say(io, t(forgetMessages.notErased));
  return false;
}

/** Fails, naming table and rows, unless the read after erasing found nothing holding the address. */
async function checkNothingLeft(io: Io, email: string, left: ErasureOutcome["left"]): Promise<void> {
  if (left.length > 0) {
    throw new CommandError(
      `NOT ERASED: these rows still hold ${terminalText(email)} after deleting: ${left
        .map(([table, ids]) => `${table} (${ids.map((id) => terminalText(id)).join(", ")})`)
        .join("; ")}. Run forget again; if they stay, delete them by hand.`,
    );
  }
  say(io, (await wordsFor(io))(forgetMessages.checked));
}

/** The Cal.com booking uids of the erased booking rows, each once. */
function calendarUids(rows: readonly Row[], erased: readonly string[]): string[] {
  return [...new Set(rows.filter((r) => erased.includes(String(r.id))).map((r) => terminalText(r.uid)))];
}

/**
 * Locally, rewrites the database file (deleted rows stay readable in its free pages and WAL
 * until then) and reads its bytes for every spelling of the address. wrangler's `d1 execute`
 * cannot VACUUM, so this opens the file itself, which a running `wrangler dev` holds.
 */
async function vacuumAndCheckFile(io: Io, email: string): Promise<void> {
  if (!io.vacuum) return;
  try {
    await io.vacuum();
  } catch (err) {
    throw new CommandError(
      `erased, but the local database file could not be vacuumed (${err instanceof Error ? err.message : String(err)}): the erased text may still be in its free pages. Stop npm start (wrangler dev holds the file) and run forget again: it finds nothing left to erase, then vacuums and checks the file.`,
    );
  }
  const holding = (await io.filesHolding?.((text) => textHolds(text, email))) ?? [];
  if (holding.length > 0) throw new CommandError(`NOT ERASED: the bytes of ${holding.join(", ")} still hold ${terminalText(email)}.`);
  say(io, (await wordsFor(io))(forgetMessages.vacuumed));
}

async function funnel(io: Io, command: Extract<Command, { name: "funnel" }>): Promise<void> {
  const by = command.by ?? "source";
  const queries = funnelQueries(command.sinceDay, by, siteOriginsOf(io.env), command.source);
  const [funnelRows = [], leadRows = []] = await io.run(inlineQueries(queries));
  const rows = mergeFunnel(funnelRows, leadRows);
  if (command.format === "json") io.out(funnelJson(command.sinceDay, rows, by));
  else if (command.format === "csv") io.out(funnelCsv(rows, by));
  else {
    const words = funnelWords(await cliText(agencyLocale(io.env)));
    io.out(renderFunnelReport(command.sinceDay, rows, terminalWidth(io.columns), by, words));
  }
}

async function bookings(io: Io, command: Extract<Command, { name: "bookings" }>): Promise<void> {
  const [rows = []] = await io.run(inlineQueries([bookingsSinceQuery(command.since, command.unmatched)]));
  const words = await cliText(agencyLocale(io.env));
  const m = bookingMessages;
  if (rows.length === 0) {
    io.out(`${words.t(command.unmatched ? m.noneUnmatched : m.none)}\n`);
    return;
  }
  const table = renderTable(bookingColumns(words), rows, terminalWidth(io.columns));
  io.out(table.text);
  io.out("\n");
  const unmatched = rows.filter((r) => !r.lead_id).length;
  say(io, words.t(unmatched ? m.listedUnmatched : m.listed, { count: rows.length, unmatched }));
  if (unmatched) say(io, words.t(m.unmatchedHint));
  hiddenNote(io, words, table.hidden);
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
      return moveLead(io, "referrals", referralLifecycle, command.id, command.to);
    case "inquiry":
      return moveLead(io, "inquiries", inquiryLifecycle, command.id, command.to);
    case "outbox":
      return outbox(io, command);
    case "outbox-retry":
      return retry(io, command);
    case "forget":
      return forget(io, command);
    case "funnel":
      return funnel(io, command);
    case "bookings":
      return bookings(io, command);
  }
}
