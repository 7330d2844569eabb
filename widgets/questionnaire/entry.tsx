/**
 * The questionnaire chunk (ES module) that `<agency-questionnaire>` imports when it first
 * opens or when the browser is idle. Everything heavy lives here: Preact, the form, the
 * validation; the texts come as one small chunk per language.
 */
import { I18nProvider } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import { createRoot } from "react-dom/client";
import type { MountWidget } from "../lib/element.ts";
import { activateWidgetLocale, loadWidgetMessages, resolveLocale } from "../lib/i18n.ts";
import type { WidgetLocale } from "../lib/locale.ts";
import { shadowContainer } from "../lib/shadow.ts";
import { ensureToastRegion } from "../toast/mount.tsx";
import { Questionnaire, type QuestionnaireProps } from "./questionnaire.component.tsx";
import { questionnaireStyles } from "./questionnaire.styles.ts";

export interface QuestionnaireViewProps extends QuestionnaireProps {
  locale: WidgetLocale;
}

// Loaded at idle time ahead of the first open: fetch the page language's texts too.
void loadWidgetMessages(resolveLocale()).catch(() => {});

/**
 * Renders the dialog into an element's shadow root; the element calls `update` on every
 * attribute change. The dialog appears once its language's texts are loaded; a language
 * switch keeps the same component (and what the visitor typed) and swaps the texts.
 */
export const mountQuestionnaire: MountWidget<QuestionnaireViewProps> = (root, initial) => {
  const container = shadowContainer(root, questionnaireStyles);
  const reactRoot = createRoot(container);
  const i18n = setupI18n();
  let latest = initial;
  let ready = false;
  void ensureToastRegion(root.ownerDocument);

  const render = () => {
    const { locale: _locale, ...props } = latest;
    reactRoot.render(
      <I18nProvider i18n={i18n}>
        <Questionnaire {...props} />
      </I18nProvider>,
    );
  };
  const switchTo = (locale: WidgetLocale) =>
    activateWidgetLocale(i18n, locale).then(
      () => {
        ready = true;
        render();
      },
      (error: unknown) => {
        console.error("agency-questionnaire: could not load its texts", error);
        latest.onClose();
      },
    );

  void switchTo(initial.locale);
  return {
    update(props) {
      const switching = props.locale !== latest.locale;
      latest = props;
      if (switching) void switchTo(props.locale);
      else if (ready) render();
    },
    unmount: () => reactRoot.unmount(),
  };
};
