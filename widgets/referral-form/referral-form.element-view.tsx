/**
 * Between `<agency-referral-form>` (referral-form.element.tsx) and the component
 * (referral-form.component.tsx): the element's attributes in, its events out.
 */
import { privacyUrl } from "../../contract/site/privacy-paths.ts";
import type { ElementProps } from "../lib/element.tsx";
import { codeOrigin, emit } from "../lib/events.ts";
import { ReferralForm } from "./referral-form.component.tsx";

export interface ReferralFormAttributes {
  apiBase?: string;
  privacyUrl?: string;
  partner?: string;
  calendarUrl?: string;
  reward?: string;
  headingLevel?: string;
}

/** Between the element and the component: attributes in, events out. */
export function ReferralFormElementView({
  host,
  locale,
  apiBase,
  partner,
  calendarUrl,
  reward,
  headingLevel,
  privacyUrl: privacy,
}: ReferralFormAttributes & ElementProps) {
  return (
    <ReferralForm
      apiBase={apiBase ?? codeOrigin()}
      partner={partner ?? ""}
      privacyUrl={privacy || privacyUrl(locale, codeOrigin())}
      calendarUrl={calendarUrl}
      showReward={reward !== "off"}
      headingLevel={headingLevel === "3" ? 3 : 2}
      onSubmitted={(detail) => emit(host, "agency-referral-submitted", detail)}
      onError={(detail) => emit(host, "agency-referral-error", detail)}
      onLanguage={(l) => host.setAttribute("lang", l)}
    />
  );
}
