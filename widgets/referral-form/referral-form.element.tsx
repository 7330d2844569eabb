/**
 * `<agency-referral-form>`: the custom element, its contract for partners (the doc block
 * below, from which the manifest is generated) and its registration.
 */

import { widgetCatalog } from "../lib/i18n/widget-catalog.ts";
import { defineOnce, widgetElement } from "../lib/runtime/element.tsx";
import { REFERRAL_FORM_TAG } from "../lib/runtime/tags.ts";
import { referralCatalog } from "./referral-form.catalog.ts";
import { referralFormStyles } from "./referral-form.styles.ts";
import { type ReferralFormAttributes, ReferralFormElementView } from "./referral-form.view.tsx";

/**
 * The referral form as a custom element: the visitor recommends a company to the agency
 * and is told the reward (€500 off the next project or a €250 gift card once the referred
 * company signs a contract); the referral is stored through the agency's API.
 *
 * ```html
 * <script src="https://<site>/widgets/agency-widgets.js" defer></script>
 * <agency-referral-form partner="acme"></agency-referral-form>
 * ```
 *
 * The embed loader downloads the form's code when the element comes near the viewport
 * (also when it is added later).
 *
 * @attr lang - `en`, `de`, `fr`, `it` or `es` (a regional tag such as `es-419` speaks its language).
 *   Default: the nearest `lang` attribute, else `<html lang>`, else `en`. Changing it (or
 *   `<html lang>`) re-renders the texts and keeps everything typed; the visitor's choice in
 *   the form's language switch sets it.
 * @attr api-base - Origin of the lead API. Default: the origin the loader script came from.
 * @attr partner - Deprecated: No longer needed: referrals are credited to the partner id we assigned to your origin;
 *   the value is ignored.
 * @attr calendar-url - The booking page the success view links to, with the referrer's `name`
 *   and `email` appended. Default: the agency's booking page.
 * @attr theme - `light` (default), `dark` or `auto` (follows the visitor's system setting).
 * @attr privacy-url - The privacy policy linked beside the button that sends. Default: the agency's, in the form's language.
 * @attr reward - `off` hides the sentence stating the reward (when your page states it beside the form).
 * @attr heading-level - `2` (default) or `3`: the level of the form's heading, to fit your page's outline.
 *
 * @event {CustomEvent<{ id: string }>} agency-referral-submitted - The referral is stored. `detail: { id }`.
 * @event {CustomEvent<{ error: string; status: number }>} agency-referral-error - A submission failed; the form keeps everything typed.
 *   `detail: { error, status }` (`error` is an API error code, `network` or `timeout`; `status` 0 without answer).
 * Both events bubble and are composed.
 *
 * @csspart card - The box around the form or the success view.
 * @csspart form - The form.
 * @csspart title - The heading ("Recommend a company", "Thank you!").
 * @csspart reward - The sentence stating the reward.
 * @csspart group - Each of the two field groups (you, the person you recommend).
 * @csspart legend - A group's heading.
 * @csspart field - One label + input + error group.
 * @csspart label - A field's label.
 * @csspart input - Every text and e-mail input.
 * @csspart checkbox - The consent checkbox.
 * @csspart error - A field's error message.
 * @csspart submit-button - "Submit referral" / "Submitting..." with the spinner.
 * @csspart spinner - The spinner while submitting.
 * @csspart success - The view after a success (for `SUCCESS_VIEW_MS`, then the empty form returns).
 * @csspart success-text - Its message: what happens next.
 * @csspart success-reward - When the reward is due (with its amounts unless `reward="off"`).
 * @csspart success-more - The line offering a call about the referrer's own project.
 * @csspart privacy-note - The notice beside the button that sends, with the privacy policy link.
 * @csspart sent-note - The line above the empty form after a success: the last referral went out.
 * @csspart schedule-button - The link in that line to the booking page (new tab).
 *
 * @cssproperty --agency-accent - Buttons, the reward's bar, the checkbox. Default #1d4ed8.
 * @cssproperty --agency-on-accent - Text on the accent colour. Default #fff.
 * @cssproperty --agency-font - Font family. Default the system UI font.
 * @cssproperty --agency-font-size - Base text size; the form's text and spacing scale with it. Default `medium`
 *   (the visitor's browser setting), never your page's root font size.
 * @cssproperty --agency-radius - Corner radius of the card (inputs and buttons scale with it). Default 12px.
 * @cssproperty --agency-bg - Card and input background. Default #fff.
 * @cssproperty --agency-text - Text colour. Default #111827.
 * @cssproperty --agency-muted - Secondary text. Default #4b5563.
 * @cssproperty --agency-border - Input borders. Default #6b7280.
 * @cssproperty --agency-surface - The card's border and the reward's background. Default #f3f4f6.
 * @cssproperty --agency-error - Errors and required marks. Default #b91c1c.
 * @cssproperty --agency-success - The check of the success view. Default #15803d.
 * @cssproperty --agency-focus - Focus ring. Default #1d4ed8.
 * @cssproperty --agency-scroll-margin-top - The space kept above a field the form scrolls to (after a failed submit);
 *   set it to your sticky header's height. Default 0.
 */
export class AgencyReferralFormElement extends widgetElement<ReferralFormAttributes>({
  tag: REFERRAL_FORM_TAG,
  attributes: ["lang", "api-base", "partner", "calendar-url", "theme", "reward", "heading-level", "privacy-url"],
  styles: referralFormStyles,
  Component: ReferralFormElementView,
  catalogs: [widgetCatalog, referralCatalog],
}) {}

defineOnce(REFERRAL_FORM_TAG, AgencyReferralFormElement);

declare global {
  interface HTMLElementTagNameMap {
    "agency-referral-form": AgencyReferralFormElement;
  }
}
