// A partner's React 19 app as docs/embedding.md describes it, compiled by
// tests/unit/partner-types.test.ts against the generated agency-widgets.react.d.ts.
import { useRef, useState } from "react";
import type {} from "./agency-widgets.react.js";

export function ProjectPage({ plan }: { plan: string }) {
  const questionnaire = useRef<HTMLElementTagNameMap["agency-questionnaire"]>(null);
  const [leadId, setLeadId] = useState<string>();
  return (
    <main>
      <button type="button" onClick={() => questionnaire.current?.show()}>
        Start your project
      </button>
      <agency-questionnaire
        ref={questionnaire}
        lang="de"
        project-type="mvp"
        hiddenFields={JSON.stringify({ plan })}
        calendarUrl="https://cal.com/agency/intro"
        onagency-questionnaire-submitted={(event) => setLeadId(event.detail.id)}
        onagency-questionnaire-error={(event) => console.warn(event.detail.error, event.detail.status)}
      />
      <agency-questionnaire mode="inline" style={{ maxWidth: 400, margin: "48px auto" }} open={false} />
      <agency-referral-form
        theme="auto"
        heading-level="3"
        onagency-referral-submitted={(event) => console.log("referral", event.detail.id.toUpperCase())}
      />
      <agency-cookie-consent gtmId="GTM-ABC1234" onagency-consent-change={(event) => console.log(event.detail?.analytics === true)} />
      {leadId && <p>Thank you ({leadId})</p>}
    </main>
  );
}

export async function openWhenReady(): Promise<void> {
  await AgencyWidgets.ready("agency-questionnaire");
  document.querySelector("agency-questionnaire")?.show();
  await window.AgencyWidgets.toast({ title: "Welcome", duration: 20000 });
}

/** The properties, as a page script sets them (also before the loader has defined the tag). */
export function setProperties(): void {
  const questionnaire = document.querySelector("agency-questionnaire");
  if (!questionnaire) return;
  questionnaire.hiddenFields = { plan: "pro", seats: 5, trial: false };
  questionnaire.projectType = "mvp";
  questionnaire.calendarUrl = undefined;
  questionnaire.open = true;
  const referral = document.querySelector("agency-referral-form");
  if (referral) referral.headingLevel = "3";
}
