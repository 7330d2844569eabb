import { msg } from "@lingui/core/macro";
import type { Text } from "./types.ts";

/**
 * How long a project took, kept as a number so that every page that states it (a case
 * study's figures, a reference card) reads the same value and cannot drift apart.
 */
export type Duration = { days: number } | { weeks: number };

/**
 * The duration as a text in the page's language ("10 days", "2 Wochen"). Plain placeholders,
 * not an ICU plural: a plural makes Lingui reach for Intl while the page hydrates, which the
 * prerendered pages avoid (their numbers are written at build time).
 */
export function durationText(duration: Duration): Text {
  if ("days" in duration) {
    const days = duration.days;
    return days === 1 ? msg`1 day` : msg`${days} days`;
  }
  const weeks = duration.weeks;
  return weeks === 1 ? msg`1 week` : msg`${weeks} weeks`;
}
