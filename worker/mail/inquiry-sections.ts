/**
 * The parts of a visitor's mail about an inquiry that the acknowledgement and the booking
 * confirmation (which replaces it when the call is booked in the dialog) both show: the
 * choices made and how to reach us; and the acknowledgement's subject and thanks.
 */
import type { I18n } from "@lingui/core";
import { inquiryFieldLabels, type OptionField, optionLabel } from "../../contract/inquiry/field-labels.ts";
import { optionColumns } from "../../contract/lead/columns/labels.ts";
import { company, displayPhone } from "../../contract/site/company.ts";
import type { Block, Row } from "./render.ts";

/**
 * The acknowledgement's subject, in `i18n`'s language: the visitor's mail carries it, and
 * the staff notification's reply button answers it ("Re: ...") in the visitor's language.
 */
export function inquiryAckSubject(i18n: I18n): string {
  return i18n._({ id: "inquiry.ack.subject", message: "We received your project inquiry" });
}

/** The choices an acknowledgement may repeat: all but the salutation, which its greeting already uses. */
const repeatedChoices = Object.values(optionColumns).filter((field) => field !== "salutation");

/**
 * "Your project at a glance" with the answered choices, or nothing when none was answered:
 * only the choices they made, in the option labels we wrote. A visitor's mail goes to an
 * address nobody has verified, so it repeats nothing a stranger typed (description, company,
 * industry, role, phone, links). The acknowledgement and the booking confirmation that
 * replaces it show the same section; `answer` reads a choice from the form or the stored row.
 */
export function choicesSection(i18n: I18n, answer: (field: OptionField) => string): Block[] {
  const rows: Row[] = repeatedChoices
    .filter((field) => answer(field) !== "")
    .map((field) => [i18n._(inquiryFieldLabels[field]), optionLabel(i18n, field, answer(field))]);
  if (rows.length === 0) return [];
  return [{ heading: i18n._({ id: "inquiry.ack.choices", message: "Your project at a glance" }) }, { rows }];
}

/** The thanks that opens the acknowledgement: no call is agreed yet, so it promises an answer. */
export function thanksParagraph(i18n: I18n): Block {
  return {
    paragraph: i18n._({
      id: "inquiry.ack.thanks",
      message: "Thank you for telling us about your project. We will read your answers carefully and get back to you personally.",
    }),
  };
}

/** How to add something before we answer: by reply or by phone. */
export function contactParagraph(i18n: I18n): Block {
  return {
    paragraph: i18n._({
      id: "inquiry.ack.contact",
      message: "Anything to add, or a question in the meantime? Just reply to this email or call us on {phone}.",
      values: { phone: displayPhone(company.phone) },
    }),
  };
}
