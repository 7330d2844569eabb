/**
 * Between `<agency-questionnaire>` (questionnaire.element.tsx) and the component
 * (questionnaire.component.tsx): the element's attributes in, its events out.
 */
import { privacyUrl } from "../../contract/site/privacy-paths.ts";
import type { ElementProps } from "../lib/element.tsx";
import { codeOrigin, emit } from "../lib/events.ts";
import { readPrefill } from "../lib/prefill.ts";
import { Questionnaire } from "./questionnaire.component.tsx";

export interface QuestionnaireAttributes {
  apiBase?: string;
  privacyUrl?: string;
  calendarUrl?: string;
  partner?: string;
  funnel?: string;
  open?: boolean;
  mode?: string;
  bookingLeadParam?: string;
  booking?: string;
  hiddenFields?: string;
}

/**
 * What the anonymous funnel counts an opening under (read at each opening, so a site that
 * navigates client-side counts the page the visitor is on): on the agency's own site,
 * where page and code share the origin, the page's path; on a partner's page the partner
 * id, else the page's origin. `funnel="off"` counts nothing.
 */
function funnelSource(funnel: string | undefined, partner: string | undefined): string | string[] {
  if (funnel === "off") return "";
  if (!partner && codeOrigin() === location.origin) return location.pathname;
  return [partner ?? "", location.origin];
}

/** Between the element and the component: attributes in, events out. */
export function QuestionnaireElementView({
  host,
  locale,
  open,
  mode,
  apiBase,
  calendarUrl,
  bookingLeadParam,
  booking,
  hiddenFields,
  partner,
  funnel,
  privacyUrl: privacy,
}: QuestionnaireAttributes & ElementProps) {
  const element = host as HTMLElement & { close(): void; opener: HTMLElement | null };
  // Read at each render (a change of a prefill attribute renders again, the element observes
  // them): the page's URL parameters as they are now (a single-page app may navigate), the
  // attributes as they are set. PrefillSync compares values, not objects.
  const prefill = readPrefill((a) => host.getAttribute(a), location.search);
  return (
    <Questionnaire
      open={open === true}
      mode={mode === "inline" ? "inline" : "dialog"}
      prefill={prefill}
      hiddenFields={hiddenFields}
      bookingLeadParam={bookingLeadParam || undefined}
      booking={booking === "page" ? "page" : "inline"}
      onClose={() => element.close()}
      apiBase={apiBase ?? codeOrigin()}
      calendarUrl={calendarUrl}
      partner={partner ?? ""}
      privacyUrl={privacy || privacyUrl(locale, codeOrigin())}
      returnFocus={element.opener}
      funnelSource={funnelSource(funnel, partner)}
      onSubmitted={(detail) => emit(host, "agency-questionnaire-submitted", detail)}
      onError={(detail) => emit(host, "agency-questionnaire-error", detail)}
      onLanguage={(l) => host.setAttribute("lang", l)}
    />
  );
}
