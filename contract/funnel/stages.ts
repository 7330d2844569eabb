/**
 * The funnel's stages and groups as staff read them: a short name for the chart and the
 * table, what each stage counts in words, and each group's name. The staff inbox's funnel
 * page and the staff CLI's `funnel` report both name them from here (the `staff` catalog,
 * English and German). Plain descriptors with explicit ids, as the CLI runs under plain
 * node without the Lingui macro.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { partnerSourceLabel, siteSourceLabel, unknownSourceLabel } from "../lead/columns/text.ts";
import type { FunnelFigure, FunnelGrouping, FunnelRow } from "./rows.ts";

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
    means: /*i18n*/ { id: "funnel.submitted.means", message: "the inquiry was sent and stored (once per opening)" },
  },
  failed: {
    label: /*i18n*/ { id: "funnel.failed", message: "Failed submissions" },
    means: /*i18n*/ {
      id: "funnel.failed.means",
      message:
        "openings in which sending failed at least once, refused or never answered, also when a retry then got through (without a connection it is counted once a later send reaches us)",
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
    means: /*i18n*/ {
      id: "funnel.won.means",
      message: "project inquiries marked won (referrals are counted apart, they do not come from the questionnaire)",
    },
  },
  referrals: {
    label: /*i18n*/ { id: "funnel.referrals", message: "Referrals" },
    means: /*i18n*/ { id: "funnel.referrals.means", message: "referrals stored" },
  },
} satisfies Record<FunnelFigure, FunnelStage>;

const pageGroup: MessageDescriptor = /*i18n*/ { id: "funnel.group.page", message: "Website page {key}" };
const noCampaignGroup: MessageDescriptor = /*i18n*/ { id: "funnel.group.noCampaign", message: "No campaign" };

/** What the funnel is grouped by, in words: the inbox's choice and the CLI's column heading. */
export const funnelGroupings = {
  source: /*i18n*/ { id: "funnel.by.source", message: "Source or partner" },
  campaign: /*i18n*/ { id: "funnel.by.campaign", message: "Campaign" },
} as const satisfies Record<FunnelGrouping, MessageDescriptor>;

/** The name of every group summed, the funnel's first chart and the CLI's total block. */
export const funnelAllGroups: MessageDescriptor = /*i18n*/ { id: "funnel.group.all", message: "All groups together" };

/**
 * A funnel group's name in words: a page of our website, a partner (its id or origin), a
 * campaign, or unknown (no origin: the API or another tool). The inbox and the CLI both name
 * groups by it, a partner and an unknown source in the words of a lead's source column.
 */
export function funnelGroupName(i18n: Pick<I18n, "_">, by: FunnelGrouping, { kind, key }: Pick<FunnelRow, "kind" | "key">): string {
  if (by === "campaign") return key || i18n._(noCampaignGroup);
  if (kind === "site") return key ? i18n._({ ...pageGroup, values: { key } }) : i18n._(siteSourceLabel);
  if (kind === "partner" && key) return i18n._({ ...partnerSourceLabel, values: { partner: key } });
  return i18n._(unknownSourceLabel);
}
