import type { ComponentType } from "react";
import { I18nProvider } from "@lingui/react";
import { setupI18n } from "@lingui/core";
import { createRoot } from "react-dom/client";
import { ensureToastRegion } from "../toast/mount.tsx";
import type { MountWidget } from "./element.ts";
import { activateWidgetLocale, type WidgetCatalog } from "./i18n.ts";
import type { WidgetLocale } from "./locale.ts";
import { shadowContainer } from "./shadow.ts";

export interface ReactWidgetOptions<P> {
  /** The element's tag, for messages in the console. */
  tag: string;
  styles: string;
  Component: ComponentType<P>;
  /** The widget's own catalog, loaded with the shared widget texts. */
  catalog?: WidgetCatalog;
  /** When the texts cannot load (offline): what the widget does instead of showing. */
  onTextsFailed?: (props: P) => void;
}

/**
 * The `mount` of a React widget chunk: renders `Component` into the element's shadow root
 * (with its styles and the page's one toast region), once the texts of its language are
 * loaded. The element calls `update` on every attribute change; a language switch keeps
 * the same component instance, so what the visitor typed stays, and swaps the texts.
 *
 * @example
 * export const mountReferralForm = reactWidgetMount({ tag: "agency-referral-form", styles, Component: ReferralForm });
 */
export function reactWidgetMount<P extends object>({
  tag,
  styles,
  Component,
  catalog,
  onTextsFailed,
}: ReactWidgetOptions<P>): MountWidget<P & { locale: WidgetLocale }> {
  return (root, initial) => {
    const reactRoot = createRoot(shadowContainer(root, styles));
    const i18n = setupI18n();
    let latest = initial;
    let ready = false;
    void ensureToastRegion(root.ownerDocument);

    const render = () => {
      const { locale: _locale, ...props } = latest;
      reactRoot.render(
        <I18nProvider i18n={i18n}>
          <Component {...(props as P)} />
        </I18nProvider>,
      );
    };
    const switchTo = (locale: WidgetLocale) =>
      activateWidgetLocale(i18n, locale, catalog).then(
        () => {
          ready = true;
          render();
        },
        (error: unknown) => {
          console.error(`${tag}: could not load its texts`, error);
          onTextsFailed?.(latest);
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
}
