/**
 * The funnel's stages as staff read them: a short name for the chart and the table, and what
 * each counts in words. The staff inbox's funnel page and the staff CLI's `funnel` report
 * both name the stages from here (the `staff` catalog, English and German). Plain
 * descriptors with explicit ids, as the CLI runs under plain node without the Lingui macro.
 */
import type { MessageDescriptor } from "@lingui/core";
import type { FunnelFigure } from "./funnel-rows.ts";

/** A stage of the funnel: its short name for chart and table, and what it counts in words. */
export interface FunnelStage {
  label: MessageDescriptor;
  means: MessageDescriptor;
}

/**
 * Every figure of a funnel row named, none more: a figure added to `funnelFigures` without
 * its words here is a type error. Read in `funnelFigures`' order, never in this one's.
 */
export const funnelStages = {
  opened: {
    label: /*i18n*/ { id: "funnel.opened", message: "Opened" },
    means: /*i18n*/ { id: "funnel.opened.means", message: "the questionnaire was opened" },
  },
  // Steps 2 and 3 by the titles the questionnaire gives them, so the office reads where visitors stop.
  step2: {
    label: /*i18n*/ { id: "funnel.step2", message: "Company" },
    means: /*i18n*/ { id: "funnel.step2.means", message: "step 2 (the company) was reached" },
  },
  step3: {
    label: /*i18n*/ { id: "funnel.step3", message: "Contact" },
    means: /*i18n*/ { id: "funnel.step3.means", message: "step 3 (the contact details) was reached" },
  },
  summary: {
    label: /*i18n*/ { id: "funnel.summary", message: "Summary" },
    means: /*i18n*/ { id: "funnel.summary.means", message: "the summary before sending was reached" },
  },
  submitted: {
    label: /*i18n*/ { id: "funnel.submitted", message: "Submitted" },
    means: /*i18n*/ { id: "funnel.submitted.means", message: "Send was pressed (once per opening), also when sending then failed" },
  },
  failed: {
    label: /*i18n*/ { id: "funnel.failed", message: "Failed submissions" },
    means: /*i18n*/ {
      id: "funnel.failed.means",
      message: "of those submitted, the ones refused or never answered (for example without a connection)",
    },
  },
  booked: {
    label: /*i18n*/ { id: "funnel.booked", message: "Call booked" },
    means: /*i18n*/ { id: "funnel.booked.means", message: "a call was booked after sending, less the ones cancelled again" },
  },
  inquiries: {
    label: /*i18n*/ { id: "funnel.inquiries", message: "Inquiries" },
    means: /*i18n*/ { id: "funnel.inquiries.means", message: "project inquiries stored, the ones staff work in the inbox" },
  },
  won: {
    label: /*i18n*/ { id: "funnel.won", message: "Won" },
    means: /*i18n*/ { id: "funnel.won.means", message: "inquiries and referrals marked won (referrals also once their reward is paid)" },
  },
  referrals: {
    label: /*i18n*/ { id: "funnel.referrals", message: "Referrals" },
    means: /*i18n*/ { id: "funnel.referrals.means", message: "referrals stored" },
  },
} satisfies Record<FunnelFigure, FunnelStage>;

/** The name of the stage `key`. */
export function funnelStageLabel(key: FunnelFigure): MessageDescriptor {
  return funnelStages[key].label;
}

/** What the stage `key` counts, in words. */
export function funnelStageMeans(key: FunnelFigure): MessageDescriptor {
  return funnelStages[key].means;
}
