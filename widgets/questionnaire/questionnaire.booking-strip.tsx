import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useRef, useState } from "react";
import type { TimesOfDay } from "./questionnaire.booking-times.ts";

/** Which day the arrow keys lead to from `index` among `count` days, or null for any other key. */
function dayAfterKey(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight" || key === "ArrowDown") return Math.min(index + 1, count - 1);
  if (key === "ArrowLeft" || key === "ArrowUp") return Math.max(index - 1, 0);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

/**
 * The free times one day at a time: a row of day buttons (the first free day chosen; the
 * arrow keys move between them, one tab stop for the row) and the chosen day's times, the
 * earliest first. On a phone the row scrolls sideways, so the dialog keeps one scroll.
 */
export function DayStrip({ days, pick }: { days: TimesOfDay[]; pick: (start: string) => void }) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.min(chosen, days.length - 1);
  const day = days[index];
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: "short" });
  const date = new Intl.DateTimeFormat(i18n.locale, { day: "numeric", month: "short", timeZone: "UTC" });
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
      <fieldset className="day-strip" part="booking-days">
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
