import { AgencyQuestionnaireElement, type QuestionnaireChunk, QUESTIONNAIRE_TAG } from "./questionnaire.element.ts";

export { AgencyQuestionnaireElement, QUESTIONNAIRE_TAG };

/**
 * Registers `<agency-questionnaire>` once per page (a second loader or a second call is
 * a no-op), with where its chunk and the API are. Elements already in the page upgrade now,
 * elements added later upgrade when they are inserted.
 */
export function defineQuestionnaire(config: { load: () => Promise<QuestionnaireChunk>; apiBase: string }): void {
  if (customElements.get(QUESTIONNAIRE_TAG)) return;
  AgencyQuestionnaireElement.config = config;
  customElements.define(QUESTIONNAIRE_TAG, AgencyQuestionnaireElement);
}

declare global {
  interface HTMLElementTagNameMap {
    "agency-questionnaire": AgencyQuestionnaireElement;
  }
}
