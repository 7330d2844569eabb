/**
 * The referral form's chunk (ES module), imported as soon as an `<agency-referral-form>`
 * is on the page: Preact, the form and the validation; the texts come as one small chunk
 * per language.
 */
import type { WidgetLocale } from "../lib/locale.ts";
import { reactWidgetMount } from "../lib/mount.tsx";
import { ReferralForm, type ReferralFormProps } from "./referral-form.component.tsx";
import { referralFormStyles } from "./referral-form.styles.ts";
import { referralCatalog } from "./referral-form.texts.ts";

export interface ReferralFormViewProps extends ReferralFormProps {
  locale: WidgetLocale;
}

/** Renders the form into an element's shadow root, with its own catalog next to the shared texts. */
export const mountReferralForm = reactWidgetMount<ReferralFormProps>({
  tag: "agency-referral-form",
  styles: referralFormStyles,
  Component: ReferralForm,
  catalog: referralCatalog,
});
