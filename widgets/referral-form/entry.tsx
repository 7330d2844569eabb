/**
 * The referral form's chunk (ES module), imported as soon as an `<agency-referral-form>`
 * is on the page: Preact, the form and the validation; the texts come as one small chunk
 * per language.
 */
import { I18nProvider } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import { createRoot } from "react-dom/client";
import type { MountWidget } from "../lib/element.ts";
import { activateWidgetLocale } from "../lib/i18n.ts";
import type { WidgetLocale } from "../lib/locale.ts";
import { shadowContainer } from "../lib/shadow.ts";
import { ensureToastRegion } from "../toast/mount.tsx";
import { ReferralForm, type ReferralFormProps } from "./referral-form.component.tsx";
import { referralFormStyles } from "./referral-form.styles.ts";
import { referralCatalog } from "./referral-form.texts.ts";

export interface ReferralFormViewProps extends ReferralFormProps {
  locale: WidgetLocale;
}

/**
 * Renders the form into an element's shadow root; the element calls `update` on every
 * attribute change. The form appears once its language's texts are loaded; a language
 * switch keeps the same component (and what the visitor typed) and swaps the texts.
 */
export const mountReferralForm: MountWidget<ReferralFormViewProps> = (root, initial) => {
  const container = shadowContainer(root, referralFormStyles);
  const reactRoot = createRoot(container);
  const i18n = setupI18n();
  let latest = initial;
  let ready = false;
  void ensureToastRegion(root.ownerDocument);

  const render = () => {
    const { locale: _locale, ...props } = latest;
    reactRoot.render(
      <I18nProvider i18n={i18n}>
        <ReferralForm {...props} />
      </I18nProvider>,
    );
  };
  const switchTo = (locale: WidgetLocale) =>
    activateWidgetLocale(i18n, locale, referralCatalog).then(
      () => {
        ready = true;
        render();
      },
      (error: unknown) => console.error("agency-referral-form: could not load its texts", error),
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
