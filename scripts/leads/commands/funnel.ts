/** `funnel`: the questionnaire funnel per source or campaign, as bars (the report is ../funnel.ts), CSV or JSON. */
import { type FunnelGrouping, mergeFunnel } from "../../../contract/funnel/rows.ts";
import { FUNNEL_SOURCE_PATTERN, limits } from "../../../contract/limits.ts";
import { funnelQueries } from "../../../worker/cli.ts";
import { expectNoMore, type Options, onlyOptions, sinceDay } from "../args.ts";
import { UsageError } from "../errors.ts";
import { terminalWidth } from "../format.ts";
import { funnelCsv, funnelJson, renderFunnelReport } from "../funnel.ts";
import { funnelWords } from "../funnel-words.ts";
import { agencyLocale, type Io, siteOriginsOf } from "../io.ts";
import { usageMessages } from "../messages.ts";
import { inlineQueries } from "../sql.ts";
import { cliText } from "../texts.ts";

export interface FunnelCommand {
  name: "funnel";
  sinceDay: string;
  source?: string;
  format: "table" | "csv" | "json";
  by?: FunnelGrouping;
}

/** `funnel`'s arguments as a command; a `UsageError` names the first that is wrong. */
export function parseFunnel(o: Options, rest: readonly string[], now: Date): FunnelCommand {
  onlyOptions(o, "funnel", ["since", "source", "format", "by"]);
  expectNoMore(rest);
  const format = o.format ?? "table";
  const by = o.by?.trim().toLowerCase() ?? "source";
  if (by !== "source" && by !== "campaign") throw new UsageError(usageMessages.by, { value: o.by ?? "" });
  if (format !== "table" && format !== "csv" && format !== "json")
    throw new UsageError(usageMessages.format, { format, formats: "table, csv, json" });
  const source = o.source?.trim();
  if (source !== undefined && (source.length > limits.funnelSource || !FUNNEL_SOURCE_PATTERN.test(source))) {
    throw new UsageError(usageMessages.funnelSource, { value: o.source ?? "" });
  }
  return {
    name: "funnel",
    sinceDay: sinceDay(o.since ?? "30d", now),
    format,
    ...(source === undefined ? {} : { source }),
    ...(by === "campaign" ? { by } : {}),
  };
}

/** Prints the funnel report in the chosen format. */
export async function runFunnel(io: Io, command: FunnelCommand): Promise<void> {
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
