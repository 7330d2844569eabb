import { msg, plural } from "@lingui/core/macro";
import type { Text } from "./types.ts";

/**
 * How long a project took, kept as a number so that every page that states it (a case
 * study's figures, a reference card) reads the same value and cannot drift apart.
 */
export type Duration = { days: number } | { weeks: number };

/** The duration as a text in the page's language ("10 days", "2 Wochen"). */
export function durationText(duration: Duration): Text {
  if ("days" in duration) {
    const days = duration.days;
    return msg`${plural(days, { one: "# day", other: "# days" })}`;
  }
  const weeks = duration.weeks;
  return msg`${plural(weeks, { one: "# week", other: "# weeks" })}`;
}
