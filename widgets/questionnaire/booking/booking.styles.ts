/**
 * The booking step's styles, adopted into the dialog's shadow root when the step first shows.
 * The palette and `--_rule` come from questionnaire.styles.ts.
 */
export const bookingStyles = `
.booking { display: grid; align-content: start; gap: 1em; padding: 1.5em; overflow-y: auto; }
.booking > .title { padding-inline-end: 2em; margin: 0; }
/* The grid's gap spaces the step: a paragraph's own margins would double it unevenly. */
.booking > p { margin: 0; }
.inline .booking > .title { padding-inline-end: 0; }
/* The alert is there before it has words (so they are announced), but shows only with them. */
.booking > .form-error:empty { display: none; }
.booking-days { border: 0; margin: 0; padding: 0; display: grid; gap: 1em; }
.day-strip { border: 0; margin: 0; min-width: 0; display: flex; gap: 0.5em; overflow-x: auto; padding: 0.25em 0.125em; scroll-snap-type: x proximity; }
/* The row scrolls between two buttons that are always there: nothing moves when it turns out to scroll. */
.day-strip-frame { display: flex; gap: 0.25em; min-width: 0; }
.day-strip-frame > .day-strip { flex: 1; }
.day, .day-scroll, .time { border: 1px solid var(--_rule); border-radius: calc(var(--_radius) * 0.5); background: none; color: inherit;
  font: inherit; cursor: pointer; }
.day-scroll { flex: none; width: 2em; margin-block: 0.2em; font-size: 1.25em; }
.day-scroll[aria-disabled="true"] { opacity: 0.35; cursor: default; }
.day { flex: none; display: grid; justify-items: center; gap: 0.1em; min-width: 4.5em; min-height: 3.5em; padding: 0.4em 0.6em;
  scroll-snap-align: start; }
.day[aria-pressed="true"] { border-color: var(--_accent); background: var(--_accent); color: var(--_on-accent); }
.day-weekday { font-size: 0.8125em; }
.day-date { font-weight: 600; }
.booking-day { border: 1px solid var(--_rule); border-radius: calc(var(--_radius) * 0.7); margin: 0; padding: 0.5em 0.75em 0.75em;
  display: flex; flex-wrap: wrap; gap: 0.5em; }
.booking-day legend { padding: 0 0.25em; font-weight: 600; }
.time { min-height: 2.75em; min-width: 5em; padding: 0 0.75em; }
.time:hover, .time:focus-visible { border-color: var(--_accent); color: var(--_accent); }
.booking-summary { display: grid; grid-template-columns: max-content 1fr; gap: 0.5em 1em; margin: 0; }
.booking-summary dt { color: var(--_muted); }
.booking-summary dd { margin: 0; display: flex; align-items: center; gap: 0.5em; }
.host { display: flex; align-items: center; gap: 0.75em; margin: 0; }
.host-photo { border-radius: 50%; object-fit: cover; flex: none; }
.time-zone { display: grid; gap: 0.25em; margin: 0; }
.booked-title { display: flex; align-items: center; gap: 0.5em; }
.success-mark { flex: none; color: var(--_success); }
.calendar-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em; border: 0; margin: 0; padding: 0; min-width: 0; }
.calendar-label { padding: 0 0 0.5em; font-weight: 600; }
/* A link drawn as a button: the button's look, not the link's underline. */
.calendar-actions a.button { display: inline-flex; align-items: center; justify-content: center; text-decoration: none; }
/* Changing the call is rarer and undoes it: below a rule, in the small type, each link a full thumb's height apart. */
.booking > .change-call { display: flex; flex-wrap: wrap; align-items: center; gap: 0 2.5em; margin-top: 1em; padding-top: 1em;
  border-top: 1px solid var(--_rule); font-size: 0.875em; color: var(--_muted); }
.change-call a { color: inherit; display: inline-flex; align-items: center; min-height: 2.75rem; }
.change-call span { flex-basis: 100%; }
/* Secondary actions are outlined in both schemes, never the browser's grey button face. */
.booking .button:not(.primary, .link) { background: none; color: var(--_accent); }
.confirmation > .button { justify-self: start; }
.button.link { justify-self: start; border: 0; background: none; color: var(--_accent); text-decoration: underline; padding: 0; min-height: 2.75em; }
.booking-pending { margin: 0; color: var(--_muted); }
.booking-pending:empty { display: none; }
.button[aria-busy="true"] { display: inline-flex; align-items: center; justify-content: center; gap: 0.5em; }
.spinner { width: 1em; height: 1em; border: 2px solid currentColor; border-inline-end-color: transparent; border-radius: 50%;
  animation: booking-spin 0.8s linear infinite; }
@keyframes booking-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
@media (max-width: 640px) {
  .booking { padding: 1em; }
  .booking-summary { grid-template-columns: 1fr; }
  /* One column of thumb-wide buttons, the step's main action on top. */
  .booking .footer { flex-direction: column-reverse; align-items: stretch; padding: 1em 0 0; }
  .calendar-actions a.button, .confirmation > .button { flex: 1 1 100%; justify-self: stretch; }
}
`;
