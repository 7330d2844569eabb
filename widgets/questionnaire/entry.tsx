/**
 * The questionnaire chunk (ES module) that `<agency-questionnaire>` imports when it first
 * opens or when the browser is idle. Everything heavy lives here: Preact, the form, the
 * validation; the texts come as one small chunk per language.
 */
import { loadWidgetMessages, resolveLocale } from "../lib/i18n.ts";
import type { WidgetLocale } from "../lib/locale.ts";
import { reactWidgetMount } from "../lib/mount.tsx";
import { Questionnaire, type QuestionnaireProps } from "./questionnaire.component.tsx";
import { questionnaireStyles } from "./questionnaire.styles.ts";

export interface QuestionnaireViewProps extends QuestionnaireProps {
  locale: WidgetLocale;
}

// Loaded at idle time ahead of the first open: fetch the page language's texts too.
void loadWidgetMessages(resolveLocale()).catch(() => {});

/**
 * Renders the dialog into an element's shadow root. Without its texts (offline) the
 * dialog cannot show: it closes again, so the element's `open` tells the truth.
 */
export const mountQuestionnaire = reactWidgetMount<QuestionnaireProps>({
  tag: "agency-questionnaire",
  styles: questionnaireStyles,
  Component: Questionnaire,
  onTextsFailed: (props) => props.onClose(),
});
