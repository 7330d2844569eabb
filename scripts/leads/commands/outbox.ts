/** `outbox [--dead]` and `outbox retry <out_id>`: mail and webhook calls not delivered yet, and queueing one again. */
import { deliveryState } from "../../../contract/lead/delivery-state.ts";
import { retryOutboxQueries, undeliveredQuery } from "../../../worker/cli.ts";
import { expectNoMore, idOf, type Options, onlyOptions } from "../args.ts";
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
  const waiting = states.filter((s) => s === "pending").length;
  const held = states.filter((s) => s === "held").length;
  io.out("\n");
  say(io, words.t(dead ? m.undeliveredDead : m.undelivered, { count: rows.length, dead }));
  if (dead) say(io, words.t(m.retryHint));
  // Never attempted though due usually means the transport is missing, not that it is failing;
  // a held mail is not due yet, so it says nothing about the transport.
  if (waiting) say(io, words.t(m.neverAttempted, { count: waiting }));
  if (held) say(io, words.t(m.heldCount, { count: held }));
  hiddenNote(io, words, table.hidden);
}

/** Queues a delivery again at once; a `CommandError` when there is none by that id, or it was sent, waits or is being sent. */
export async function runOutboxRetry(io: Io, command: OutboxRetryCommand): Promise<void> {
  const [requeued = [], current = []] = await io.run(inlineQueries(retryOutboxQueries(command.id, io.now.toISOString())));
  const words = await cliText(agencyLocale(io.env));
  const { id } = command;
  if (requeued[0]) {
    say(io, words.t(outboxMessages.requeued, { id }));
    return;
  }
  const row = current[0];
  if (!row) throw new CommandError(words.t(outboxMessages.noMail, { id }));
  const state = deliveryState(row, io.now);
  if (state === "sent") throw new CommandError(words.t(outboxMessages.wasSent, { id, time: words.time(row.sent_at) }));
  if (state !== "sending") throw new CommandError(words.t(outboxMessages.held, { id, time: words.time(row.next_attempt_at) }));
  throw new CommandError(words.t(outboxMessages.beingSent, { id, time: words.time(row.claimed_until) }));
}
