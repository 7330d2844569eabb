/**
 * The summary's styles (with its booking note and bot check), adopted when it first shows:
 * the steps before never need them. Palette and `--_rule` are questionnaire.styles.ts'.
 */
export const summaryStyles = `
.summary { display: grid; gap: 1em; }
.summary-section { border: 1px solid var(--_rule); border-radius: calc(var(--_radius) * 0.7); padding: 0.75em 1em; }
.summary-head { display: flex; align-items: center; justify-content: space-between; gap: 1em; }
.summary-head h3 { margin: 0; font-size: 1em; }
.edit {
  min-height: 2.75em; padding: 0 0.5em; border: 0; background: none;
  color: var(--_accent); font: inherit; font-weight: 600; text-decoration: underline; cursor: pointer;
}
dl { margin: 0.25em 0 0; }
.summary-row { display: grid; grid-template-columns: minmax(7em, 35%) 1fr; gap: 0.25em 1em; padding: 0.3em 0; }
dt { color: var(--_muted); }
dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
.booking-note, .bot-check { margin: 0 1.5em 0.75em; }
@media (max-width: 640px) {
  .summary-row { grid-template-columns: 1fr; }
  /* The booking note in the small type, so the answers keep most of a phone. */
  .booking-note { font-size: 0.875em; margin-inline: calc(1em / 0.875); }
  .bot-check { margin-inline: 1em; }
}
`;
