import { company } from "../../contract/company.ts";
import { LazyWidgetElement, type MountWidget } from "../lib/element.ts";
import type { ReferralFormViewProps } from "./entry.tsx";
import type { ReferralErrorDetail, ReferralSubmittedDetail } from "./referral-form.events.ts";

export const REFERRAL_FORM_TAG = "agency-referral-form";

interface ReferralFormEventDetails {
  "agency-referral-submitted": ReferralSubmittedDetail;
  "agency-referral-error": ReferralErrorDetail;
}

export interface ReferralFormChunk {
  mountReferralForm: MountWidget<ReferralFormViewProps>;
}

/**
 * The referral form as a custom element: the visitor recommends a company to the agency
 * and is told the reward (500 euro off the next project or a 250 euro gift card once the
 * referred company signs up); the referral is stored through the agency's API.
 *
 * ```html
 * <script src="https://<site>/widgets/agency-widgets.js" defer></script>
 * <agency-referral-form partner="acme"></agency-referral-form>
 * ```
 *
 * The form shows at once: the element downloads its code as soon as it is on the page
 * (also when it is added later).
 *
 * @attr lang - `en` or `de`. Default: the nearest `lang` attribute, else `<html lang>`, else `en`.
 *   Changing it (or `<html lang>`) re-renders the texts and keeps everything typed.
 * @attr api-base - Origin of the lead API. Default: the origin the loader script came from.
 * @attr partner - Your partner id, stored as the referral's source.
 * @attr calendar-url - The booking page the success view links to, with the referrer's `name`
 *   and `email` appended. Default: the agency's booking page.
 *
 * @event agency-referral-submitted - The referral is stored. `detail: { id }`.
 * @event agency-referral-error - A submission failed; the form keeps everything typed.
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
 * @csspart success - The view after a success (5 seconds, then the empty form returns).
 * @csspart success-text - Its message.
 * @csspart schedule-button - The link to the booking page (new tab).
 *
 * @cssproperty --agency-accent - Buttons, the reward's bar, the checkbox. Default #1d4ed8.
 * @cssproperty --agency-on-accent - Text on the accent colour. Default #fff.
 * @cssproperty --agency-font - Font family. Default the system UI font.
 * @cssproperty --agency-radius - Corner radius of the card (inputs and buttons scale with it). Default 12px.
 * @cssproperty --agency-bg - Card and input background. Default #fff.
 * @cssproperty --agency-text - Text colour. Default #111827.
 * @cssproperty --agency-muted - Secondary text. Default #4b5563.
 * @cssproperty --agency-border - Input borders. Default #6b7280.
 * @cssproperty --agency-surface - The card's border and the reward's background. Default #f3f4f6.
 * @cssproperty --agency-error - Errors and required marks. Default #b91c1c.
 * @cssproperty --agency-success - The check of the success view. Default #15803d.
 * @cssproperty --agency-focus - Focus ring. Default #1d4ed8.
 */
export class AgencyReferralFormElement extends LazyWidgetElement<ReferralFormViewProps> {
  static observedAttributes = ["lang", "api-base", "partner", "calendar-url"];

  /** Set by the loader: how to fetch the chunk and where the API lives by default. */
  static config: { load: () => Promise<ReferralFormChunk>; apiBase: string } = {
    load: () => Promise.reject(new Error("the referral form chunk is not configured")),
    apiBase: "",
  };

  protected loadView(): Promise<MountWidget<ReferralFormViewProps>> {
    return AgencyReferralFormElement.config.load().then((chunk) => chunk.mountReferralForm);
  }

  /** The form is part of the page, not a dialog: it is needed as soon as it is there. */
  protected needsView(): boolean {
    return true;
  }

  protected viewProps(): ReferralFormViewProps {
    return {
      locale: this.locale,
      apiBase: this.getAttribute("api-base") ?? AgencyReferralFormElement.config.apiBase,
      partner: this.getAttribute("partner") ?? "",
      calendarUrl: this.getAttribute("calendar-url") || company.calendarUrl,
      onSubmitted: (detail) => this.#emit("agency-referral-submitted", detail),
      onError: (detail) => this.#emit("agency-referral-error", detail),
    };
  }

  #emit<K extends keyof ReferralFormEventDetails>(type: K, detail: ReferralFormEventDetails[K]): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}
