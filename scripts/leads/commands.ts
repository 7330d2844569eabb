/** Runs one parsed command; each lives in ./commands/ beside the parsing of its arguments. */
import { runBookings } from "./commands/bookings.ts";
import { runExport } from "./commands/export.ts";
import { runForget } from "./commands/forget.ts";
import { runFunnel } from "./commands/funnel.ts";
import { runList } from "./commands/list.ts";
import { runMove } from "./commands/move.ts";
import { runOutbox, runOutboxRetry } from "./commands/outbox.ts";
import { runReward } from "./commands/reward.ts";
import { runShow } from "./commands/show.ts";
import type { Io } from "./io.ts";
import type { Command } from "./parse.ts";

/** Runs one parsed command (not `help`, which the entry point answers). */
export async function runCommand(io: Io, command: Exclude<Command, { name: "help" }>): Promise<void> {
  switch (command.name) {
    case "list":
      return runList(io, command);
    case "export":
      return runExport(io, command);
    case "show":
      return runShow(io, command);
    case "referral":
    case "inquiry":
      return runMove(io, command);
    case "reward":
      return runReward(io, command);
    case "outbox":
      return runOutbox(io, command);
    case "outbox-retry":
      return runOutboxRetry(io, command);
    case "forget":
      return runForget(io, command);
    case "funnel":
      return runFunnel(io, command);
    case "bookings":
      return runBookings(io, command);
  }
}
