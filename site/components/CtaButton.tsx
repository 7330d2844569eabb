import type { ReactNode } from "react";
import { useQuestionnaire } from "../../widgets/questionnaire/questionnaire-provider.tsx";

export interface CtaButtonProps {
  children: ReactNode;
  /** "link" looks like a text link (e.g. in the footer's link lists). */
  variant?: "primary" | "ghost" | "light" | "link";
  size?: "default" | "large";
  className?: string;
  onClick?: () => void;
}

/**
 * Every call-to-action on the site ("book a call", "start your project", "contact us")
 * goes through this one component, so they all lead to the same place: the project
 * questionnaire, whose last step opens the booking page. Its code loads on first hover,
 * focus or click, never with the page. `data-cta` marks them for tests.
 */
export function CtaButton({ children, variant = "primary", size = "default", className, onClick }: CtaButtonProps) {
  const questionnaire = useQuestionnaire();
  const look = variant === "link" ? ["cta-link"] : ["button", `button--${variant}`, size === "large" ? "button--large" : ""];
  const classes = [...look, className ?? ""].filter(Boolean).join(" ");
  return (
    <button
      type="button"
      className={classes}
      data-cta=""
      aria-haspopup="dialog"
      onPointerEnter={questionnaire.preload}
      onFocus={questionnaire.preload}
      onClick={() => {
        onClick?.();
        questionnaire.open();
      }}
    >
      {children}
    </button>
  );
}
