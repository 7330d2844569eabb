/**
 * The questionnaire as the agency's site shows it: the same component the
 * `<agency-questionnaire>` element wraps, rendered through a portal into a shadow root
 * (the site's CSS and the dialog's CSS stay apart), speaking the site's language and
 * counted in the anonymous funnel under the page's path.
 * Imported on demand by QuestionnaireProvider.
 */
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { createShadowHost } from "../lib/shadow.ts";
import { ensureToastRegion } from "../toast/mount.tsx";
import { Questionnaire, type QuestionnaireProps } from "./questionnaire.component.tsx";
import { questionnaireStyles } from "./questionnaire.styles.ts";

export type SiteQuestionnaireProps = QuestionnaireProps;

export function SiteQuestionnaire(props: SiteQuestionnaireProps) {
  const [shadow] = useState(() => createShadowHost(questionnaireStyles));
  useEffect(() => {
    shadow.host.setAttribute("data-agency-questionnaire-host", "");
    void ensureToastRegion();
    return () => shadow.host.remove();
  }, [shadow]);
  // FUNNEL: on our site the funnel counts per page, the path as visited ("/internal-tools",
  // "/de/"); read on every render, so it is the page the dialog opened on.
  return createPortal(<Questionnaire funnelSource={window.location.pathname} {...props} />, shadow.container);
}
