/**
 * The free times grouped by day on the visitor's clock, and the strip of day buttons.
 */
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";

/** One day of free times on the visitor's clock. */
export interface TimesOfDay {
  key: string;
  label: string;
  slots: { start: string; time: string; label: string }[];
}

/** Groups UTC starts by day in `timeZone`, in `locale`: "Tuesday 2 December" and "14:00". */
export function timesByDay(slots: readonly string[], locale: string, timeZone: string): TimesOfDay[] {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", day: "numeric", month: "long" });
  const key = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: "2-digit", minute: "2-digit" });
  const days: TimesOfDay[] = [];
  for (const start of slots) {
    const date = new Date(start);
    const id = key.format(date);
    let group = days.at(-1);
    if (group?.key !== id) {
      group = { key: id, label: day.format(date), slots: [] };
      days.push(group);
    }
    group.slots.push({ start, time: time.format(date), label: `${group.label}, ${time.format(date)}` });
  }
  return days;
}

/** Returns the day index an arrow, Home or End key leads to, or null for any other key. */
function dayAfterKey(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight" || key === "ArrowDown") return Math.min(index + 1, count - 1);
  if (key === "ArrowLeft" || key === "ArrowUp") return Math.max(index - 1, 0);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/** Which ends of the row have days scrolled out of sight, updated on scroll and resize. */
function useHiddenEnds(row: { current: HTMLElement | null }) {
  const [ends, setEnds] = useState({ start: false, end: false });
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => {
      // Scrolled from the inline start, whichever way the language writes (negative in rtl).
      const scrolled = Math.abs(element.scrollLeft);
      const hidden = element.scrollWidth - element.clientWidth;
      setEnds({ start: scrolled > 1, end: hidden - scrolled > 1 });
    };
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resized = typeof ResizeObserver === "function" ? new ResizeObserver(measure) : null;
    resized?.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resized?.disconnect();
    };
  }, [row]);
  return ends;
}

/**
 * A scroll button at one end of the row. Always rendered, only dimmed when `off`, so nothing
 * moves when the row turns out to scroll.
 */
function ScrollButton({ label, arrow, off, onClick }: { label: string; arrow: string; off: boolean; onClick: () => void }) {
  return (
    <button type="button" className="day-scroll" aria-label={label} aria-disabled={off} onClick={onClick}>
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

/**
 * A row of day buttons (one tab stop, arrow keys move between them) and the chosen day's
 * times. The row scrolls sideways so the dialog keeps a single vertical scroll.
 */
export function DayStrip({ days, pick }: { days: TimesOfDay[]; pick: (start: string) => void }) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const row = useRef<HTMLFieldSetElement>(null);
  const hidden = useHiddenEnds(row);
  const index = Math.min(chosen, days.length - 1);
  const day = days[index];
  // en-GB for the site's day-month order ("30 Nov"); the others keep their plain tag, so German
  // stays "5. Jan." and not the Austrian "Jän.".
  const tag = i18n.locale === "en" ? "en-GB" : i18n.locale;
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "short" });
  const date = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", timeZone: "UTC" });
  // 80% of the width, so the day at the edge stays in sight.
  const scroll = (way: number) => row.current?.scrollBy({ left: way * row.current.clientWidth * 0.8 });
  const onKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = dayAfterKey(event.key, index, days.length);
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
    buttons.current[next]?.focus();
  };
  if (!day) return null;
  return (
    <>
      <div className="day-strip-frame">
        <ScrollButton label={t`Earlier days`} arrow="‹" off={!hidden.start} onClick={() => scroll(-1)} />
        <fieldset ref={row} className="day-strip" part="booking-days">
          <legend className="visually-hidden">{t`Days`}</legend>
          {days.map((each, i) => (
            <button
              key={each.key}
              ref={(element) => {
                buttons.current[i] = element;
              }}
              type="button"
              className="day"
              aria-pressed={i === index}
              aria-label={each.label}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setChosen(i)}
              onKeyDown={onKey}
            >
              <span className="day-weekday">{weekday.format(new Date(`${each.key}T12:00:00Z`))}</span>
              <span className="day-date">{date.format(new Date(`${each.key}T12:00:00Z`))}</span>
            </button>
          ))}
        </fieldset>
        <ScrollButton label={t`Later days`} arrow="›" off={!hidden.end} onClick={() => scroll(1)} />
      </div>
      <fieldset className="booking-days" part="booking-times">
        <legend className="visually-hidden">{t`Free times`}</legend>
        <fieldset className="booking-day">
          <legend>{day.label}</legend>
          {day.slots.map((slot) => (
            <button key={slot.start} type="button" className="time" aria-label={slot.label} onClick={() => pick(slot.start)}>
              {slot.time}
            </button>
          ))}
        </fieldset>
      </fieldset>
    </>
  );
}
