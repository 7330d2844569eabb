/**
 * `@lingui/react` in the site's client build (vite.config.ts points the site's imports of
 * it here). The provider and the hook come from the widgets' runtime, the one Lingui on
 * the page; `<Trans>` is built here from Lingui's own context-free `TransNoContext`, so
 * the runtime, which every partner page downloads with the cookie banner, does not carry
 * a component only the site renders.
 */
import { I18nProvider, type TransProps, useLingui } from "@lingui/react";
import { TransNoContext } from "@lingui/react/server";

export { I18nProvider, useLingui };

// Its declared props are a union that a spread of `TransProps` cannot name; these are the same props.
const Plain = TransNoContext as (props: TransProps & { lingui: ReturnType<typeof useLingui> }) => ReturnType<typeof TransNoContext>;

export function Trans(props: TransProps) {
  return <Plain {...props} lingui={useLingui()} />;
}
