/** `outbox [--dead]` and `outbox retry <out_id>`: mail and webhook calls not delivered yet, and queueing one again. */
import { deliveryPolicy, deliveryState } from "../../../contract/lead/delivery-state.ts";
import { retryOutboxQueries, undeliveredQuery } from "../../../worker/cli.ts";
import { expectNoMore, idOf, type Options, onlyOptions } from "../args.ts";
import type { Row } from "../d1.ts";
import { CommandError } from "../errors.ts";
import { renderTable, terminalWidth } from "../format.ts";
import { agencyLocale, hiddenNote, type Io, say } from "../io.ts";
import { outboxMessages } from "../messages.ts";
import { inlineQueries } from "../sql.ts";
import { outboxColumns } from "../tables.ts";
import { cliText } from "../texts.ts";

export interface OutboxCommand {
  name: "outbox";
  onlyDead: boolean;
}

export interface OutboxRetryCommand {
  name: "outbox-retry";
  id: string;
}

/** `outbox` or `outbox retry <id>` as a command; a `UsageError` names the first word that is wrong. */
export function parseOutbox(o: Options, rest: readonly string[]): OutboxCommand | OutboxRetryCommand {
  if (rest[0] === "retry") {
    onlyOptions(o, "outbox", []);
    expectNoMore(rest.slice(2));
    return { name: "outbox-retry", id: idOf(rest[1], ["out"]) };
  }
  onlyOptions(o, "outbox", ["dead"]);
  expectNoMore(rest);
  return { name: "outbox", onlyDead: o.dead === true };
}

/** The wait after which a due mail should have had its first attempt: one run of the sender, whose period the first retry's delay is. */
const LATE_AFTER_MS = deliveryPolicy.baseDelayMs * 2;

/** Whether `row`, due and never attempted, has waited longer than the sender's runs allow. */
function waitedTooLong(row: Row, now: Date): boolean {
  const due = Date.parse(String(row.next_attempt_at ?? row.created_at ?? ""));
  return Number.isFinite(due) && now.getTime() - due > LATE_AFTER_MS;
}

/** Prints the mails and webhook calls not delivered yet (`--dead`: only those given up on). */
export async function runOutbox(io: Io, command: OutboxCommand): Promise<void> {
  const [rows = []] = await io.run(inlineQueries([undeliveredQuery(command.onlyDead)]));
  const words = await cliText(agencyLocale(io.env));
  const m = outboxMessages;
  if (rows.length === 0) {
    io.out(`${words.t(command.onlyDead ? m.nothingDead : m.nothingWaiting)}\n`);
    return;
  }
  const table = renderTable(outboxColumns(words, io.now), rows, terminalWidth(io.columns));
  io.out(table.text);
  const states = rows.map((r) => deliveryState(r, io.now));
  const dead = states.filter((s) => s === "dead").length;
  const late = rows.filter((r, i) => states[i] === "pending" && waitedTooLong(r, io.now)).length;
  const held = states.filter((s) => s === "held").length;
  io.out("\n");
  say(io, words.t(dead ? m.undeliveredDead : m.undelivered, { count: rows.length, dead }));
  if (dead) say(io, words.t(m.retryHint));
  // A mail queued a moment ago waits for the next run: only one that run should have sent is news.
  if (late) say(io, words.t(m.neverAttempted, { count: late, minutes: LATE_AFTER_MS / 60_000 }));
  if (held) say(io, words.t(m.heldCount, { count: held }));
  hiddenNote(io, words, table.hidden);
}

/** Queues a delivery again at once; a `CommandError` when there is none by that id, or it was sent, waits or is being sent. */
export async function runOutboxRetry(io: Io, command: OutboxRetryCommand): Promise<void> {
  const queries = retryOutboxQueries(command.id, io.now.toISOString());
  // Read first: after the batch every requeued row looks alike, and staff are told what it was.
  const [before = []] = await io.run(inlineQueries([queries[1]]));
  const [requeued = [], current = []] = await io.run(inlineQueries(queries));
  const words = await cliText(agencyLocale(io.env));
  const { id } = command;
  if (requeued[0]) {
    const failed = before[0] && ["dead", "retrying"].includes(deliveryState(before[0], io.now));
    say(io, words.t(failed ? outboxMessages.requeued : outboxMessages.queuedFirst, { id }));
    return;
  }
  const row = current[0];
  if (!row) throw new CommandError(words.t(outboxMessages.noMail, { id }));
  const state = deliveryState(row, io.now);
  if (state === "sent") throw new CommandError(words.t(outboxMessages.wasSent, { id, time: words.time(row.sent_at) }));
  if (state !== "sending") throw new CommandError(words.t(outboxMessages.held, { id, time: words.time(row.next_attempt_at) }));
  throw new CommandError(words.t(outboxMessages.beingSent, { id, time: words.time(row.claimed_until) }));
}
