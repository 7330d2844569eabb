// What the generated types must refuse (tests/unit/partner-types.test.ts expects one
// error per line marked below).
import type {} from "./agency-widgets.react.js";

export const mistakes = (
  <>
    {/* error: not a mode */}
    <agency-questionnaire mode="popup" />
    {/* error: the detail has no `name` */}
    <agency-questionnaire onagency-questionnaire-submitted={(event) => console.log(event.detail.name)} />
    {/* error: the referral's detail is typed too */}
    <agency-referral-form onagency-referral-error={(event) => event.detail.status.toUpperCase()} />
    {/* error: not one of the widgets */}
    <agency-unknown />
  </>
);

// error: not a tag of ours
void AgencyWidgets.ready("agency-form");

const questionnaire = document.querySelector("agency-questionnaire")!;
// error: hidden fields are an object of texts, numbers and booleans, or its JSON
questionnaire.hiddenFields = 42;
// error: not a project type
questionnaire.projectType = "bogus";
