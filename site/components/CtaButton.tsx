import type { ReactNode } from "react";
import type { FirstNeed, ProjectType } from "../../contract/inquiry/fields.ts";
import { QUESTIONNAIRE_ID, useQuestionnaire } from "./widgets.tsx";

export interface CtaButtonProps {
  children: ReactNode;
  /** "link" looks like a text link (e.g. in the footer's link lists). */
  variant?: "primary" | "ghost" | "light" | "link";
  size?: "default" | "large";
  className?: string;
  onClick?: () => void;
  /** The service this call-to-action is about: the questionnaire opens with it chosen, unless the visitor chose already. */
  projectType?: ProjectType;
  /**
   * What the visitor asks for first (`data-first-need`), e.g. "references" on the page for
   * IT and procurement: the questionnaire opens with it chosen.
   */
  firstNeed?: FirstNeed;
}

/**
 * Every call-to-action on the site ("book a call", "start your project", "contact us")
 * goes through this one component, so they all lead to the same place: the project
 * questionnaire, whose last step opens the booking page. Each is a
 * `data-agency-questionnaire` trigger, the same as on partner pages: the embed loader
 * downloads the dialog on hover, focus or click (also before the page has hydrated) and
 * opens it. `data-cta` marks them for tests.
 */
export function CtaButton({ children, variant = "primary", size = "default", className, onClick, projectType, firstNeed }: CtaButtonProps) {
  // The trigger belongs inside the provider that renders the dialog it opens.
  useQuestionnaire();
  const look = variant === "link" ? ["cta-link"] : ["button", `button--${variant}`, size === "large" ? "button--large" : ""];
  const classes = [...look, className ?? ""].filter(Boolean).join(" ");
  return (
    <button
      type="button"
      className={classes}
      data-cta=""
      data-agency-questionnaire={QUESTIONNAIRE_ID}
      data-project-type={projectType}
      data-first-need={firstNeed}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {children}
    </button>
  );
}
