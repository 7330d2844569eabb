import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { useLateStyles } from "../lib/late-styles.ts";
import { confirmationStyles } from "./questionnaire.confirmation.styles.ts";
import { texts } from "./questionnaire.success.ts";

/**
 * The inline questionnaire's success, in the form's place: the same confirmation the
 * dialog's toast gives, with the booking page as a link (a browser may block the tab
 * opened a moment after the click). It takes the focus, so the visitor hears it.
 */
export function InlineConfirmation({ url }: { url: string }) {
  const { i18n } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const styleElement = useLateStyles(heading, confirmationStyles);
  return (
    <div className="dialog inline confirmation" part="inline confirmation" role="status">
      {styleElement ? <style>{confirmationStyles}</style> : null}
      <h2 ref={heading} className="title" part="title" tabIndex={-1}>
        {i18n._(texts.title)}
      </h2>
      <p className="subtitle" part="subtitle">
        {i18n._(texts.description)}
      </p>
      <p className="confirmation-action">
        <a className="button primary" part="booking-link" href={url} target="_blank" rel="noopener">
          {i18n._(texts.action)}
        </a>
      </p>
    </div>
  );
}
