/** `bookings`: calls booked, moved or cancelled through the calendar, with their inquiry or flagged unmatched. */
import { BOOKING_MATCH_DAYS } from "../../../contract/booking/wire.ts";
import { retentionDays } from "../../../contract/retention/index.ts";
import { bookingsSinceQuery } from "../../../worker/cli.ts";
import { expectNoMore, type Options, onlyOptions, parseSince } from "../args.ts";
import { renderTable, terminalWidth } from "../format.ts";
import { agencyLocale, hiddenNote, type Io, say } from "../io.ts";
import { bookingMessages } from "../messages.ts";
import { inlineQueries } from "../sql.ts";
import { bookingColumns } from "../tables.ts";
import { cliText } from "../texts.ts";

export interface BookingsCommand {
  name: "bookings";
  since: string;
  unmatched: boolean;
}

/** `bookings`'s arguments as a command; a `UsageError` names the first that is wrong. */
export function parseBookings(o: Options, rest: readonly string[], now: Date): BookingsCommand {
  onlyOptions(o, "bookings", ["since", "unmatched"]);
  expectNoMore(rest);
  return { name: "bookings", since: parseSince(o.since ?? "30d", now), unmatched: o.unmatched === true };
}

/** Prints the calls booked in the period, each with its inquiry or flagged unmatched. */
export async function runBookings(io: Io, command: BookingsCommand): Promise<void> {
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
  if (unmatched) say(io, words.t(m.unmatchedHint, { matchDays: BOOKING_MATCH_DAYS, days: retentionDays("unmatchedBookings") }));
  hiddenNote(io, words, table.hidden);
}
