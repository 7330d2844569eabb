/**
 * The inline success's styles, adopted into the element's shadow root when it first shows
 * (questionnaire.success.tsx): the form never needs them. The palette is the form's
 * (questionnaire.styles.ts).
 */
export const successStyles = `
.confirmation { padding: 1.5em; gap: 0.5em; }
.confirmation-action { margin: 0.5em 0 0; }
.confirmation-action .button { display: inline-flex; align-items: center; background: var(--_accent); color: var(--_on-accent); text-decoration: none; }
`;
