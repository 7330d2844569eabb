import type { ReactNode } from "react";
import { company } from "../content/company.ts";

export interface CtaButtonProps {
  children: ReactNode;
  variant?: "primary" | "ghost";
  size?: "default" | "large";
  className?: string;
  onClick?: () => void;
}

/**
 * Every call-to-action on the site ("book a call", "start your project", "contact us")
 * goes through this one component, so they all lead to the same place: the project
 * questionnaire once it exists, the booking page until then.
 */
export function CtaButton({ children, variant = "primary", size = "default", className, onClick }: CtaButtonProps) {
  const classes = ["button", `button--${variant}`, size === "large" ? "button--large" : "", className ?? ""]
    .filter(Boolean)
    .join(" ");
  return (
    <a className={classes} href={company.calendarUrl} target="_blank" rel="noopener" onClick={onClick}>
      {children}
    </a>
  );
}
