/**
 * The last step's review of every answer: behind the questionnaire's lazy boundary
 * (questionnaire.later.ts), which Next on the third step waits for. Its styles come with
 * it, adopted into the shadow root (lib/runtime/late-styles.ts), so they are no part of the
 * element's first use.
 */
import { useLingui } from "@lingui/react/macro";
import { useId, useRef } from "react";
import { useFormState } from "react-final-form";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import type { InquiryField, InquiryValues } from "../../contract/inquiry/fields.ts";
import { useLateStyles } from "../lib/runtime/late-styles.ts";
import { fieldOptions, SUMMARY, steps } from "./questionnaire.fields.ts";
import { summaryStyles } from "./questionnaire.summary.styles.ts";

/** The last step: every answer by section ("-" for an empty one), each section with its Edit button. */
export function Summary({ onEdit, disabled }: { onEdit: (step: number) => void; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const { values } = useFormState<InquiryValues>({ subscription: { values: true } });
  const sectionTitles = [t`Project`, t`Company`, t`Contact`];
  const baseId = useId();
  const box = useRef<HTMLDivElement>(null);
  const styleElement = useLateStyles(box, summaryStyles);
  const display = (name: InquiryField): string => {
    const value = values[name]?.trim();
    if (!value) return "-";
    const label = fieldOptions[name]?.labels[value];
    return label ? i18n._(label) : value;
  };
  return (
    <div ref={box} className="summary" part="summary">
      {styleElement ? <style>{summaryStyles}</style> : null}
      {steps.slice(0, SUMMARY).map((s, i) => {
        const headingId = `${baseId}-${i}`;
        const title = sectionTitles[i]!;
        return (
          <section key={s.id} className="summary-section" aria-labelledby={headingId}>
            <div className="summary-head">
              <h3 id={headingId}>{title}</h3>
              <button
                type="button"
                className="edit"
                part="edit-button"
                onClick={() => onEdit(i)}
                disabled={disabled}
                aria-label={t`Edit ${title}`}
              >
                {t`Edit`}
              </button>
            </div>
            <dl>
              {s.fields.map((name) => (
                <div key={name} className="summary-row">
                  <dt>{i18n._(inquiryFieldLabels[name])}</dt>
                  <dd>{display(name)}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}

/**
 * On the summary, before the click: what Book Appointment does (it books nothing by
 * itself; it sends the answers, then the visitor picks a time here or, with
 * `booking="page"`, on the booking page).
 */
export function BookingNote({ id, inPlace }: { id: string; inPlace: boolean }) {
  const { t } = useLingui();
  const label = t`Book Appointment`;
  return (
    <p id={id} className="booking-note" part="booking-note">
      {inPlace
        ? t`“${label}” sends your answers; then you pick a time for your free call right here.`
        : t`“${label}” sends your answers and opens our booking page in a new tab, where you pick a time for your free call.`}
    </p>
  );
}
