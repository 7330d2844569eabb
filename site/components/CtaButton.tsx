import type { ReactNode } from "react";
import { company } from "../content/company.ts";

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
 * questionnaire once it exists, the booking page until then. `data-cta` marks them for
 * tests and for the code that wires them to the questionnaire.
 */
export function CtaButton({ children, variant = "primary", size = "default", className, onClick }: CtaButtonProps) {
  const look = variant === "link" ? ["cta-link"] : ["button", `button--${variant}`, size === "large" ? "button--large" : ""];
  const classes = [...look, className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <a className={classes} href={company.calendarUrl} target="_blank" rel="noopener" onClick={onClick} data-cta="">
      {children}
    </a>
  );
}
