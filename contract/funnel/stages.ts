/**
 * The funnel's stage and group names for the inbox and the CLI (`staff` catalog). Plain
 * descriptors with explicit ids: the CLI runs without the Lingui macro.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { partnerSourceLabel, siteSourceLabel, unknownSourceLabel } from "../lead/columns/text.ts";
import type { FunnelFigure, FunnelGrouping, FunnelRow } from "./rows.ts";

/** A stage of the funnel: its short name for chart and table, and what it counts in words. */
interface FunnelStage {
  label: MessageDescriptor;
  means: MessageDescriptor;
}

/** Words for every figure of a funnel row: a figure added without them is a type error. Read in `funnelFigures`' order. */
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

/** A funnel group's name; a partner and an unknown source read as a lead's source column does. */
export function funnelGroupName(i18n: Pick<I18n, "_">, by: FunnelGrouping, { kind, key }: Pick<FunnelRow, "kind" | "key">): string {
  if (by === "campaign") return key || i18n._(noCampaignGroup);
  if (kind === "site") return key ? i18n._({ ...pageGroup, values: { key } }) : i18n._(siteSourceLabel);
  if (kind === "partner" && key) return i18n._({ ...partnerSourceLabel, values: { partner: key } });
  return i18n._(unknownSourceLabel);
}
