import { AgencyReferralFormElement, REFERRAL_FORM_TAG, type ReferralFormChunk } from "./referral-form.element.ts";

export { AgencyReferralFormElement, REFERRAL_FORM_TAG };

/**
 * Registers `<agency-referral-form>` once per page (a second loader or a second call is a
 * no-op), with where its chunk and the API are. Elements already in the page upgrade now,
 * and load their code at once; elements added later do so when they are inserted.
 */
export function defineReferralForm(config: { load: () => Promise<ReferralFormChunk>; apiBase: string }): void {
  if (customElements.get(REFERRAL_FORM_TAG)) return;
  AgencyReferralFormElement.config = config;
  customElements.define(REFERRAL_FORM_TAG, AgencyReferralFormElement);
}

declare global {
  interface HTMLElementTagNameMap {
    "agency-referral-form": AgencyReferralFormElement;
  }
}
