/** A table wrapper that scrolls sideways on a narrow screen and stays reachable by keyboard. */
import type { ReactNode } from "react";

/**
 * A table that may scroll sideways on a narrow screen: the scrolling box is focusable and
 * named, so keyboard users can scroll it too.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="table-wrap" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
