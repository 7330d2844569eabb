/**
 * The funnel report's words in the agency's language: the stages by the names and meanings
 * the staff inbox gives them (contract/funnel-stages.ts, the `staff` catalog), the rest the
 * CLI's own (the `staff-cli` catalog).
 */
import type { MessageDescriptor } from "@lingui/core";
import { funnelStageLabel, funnelStageMeans } from "../../contract/funnel-stages.ts";
import type { FunnelWords } from "./funnel.ts";
import type { CliText } from "./texts.ts";

const funnelMessages = {
  leads: /*i18n*/ { id: "cli.funnel.leads", message: "Leads" },
  heading: /*i18n*/ { id: "cli.funnel.heading", message: "Questionnaire funnel since {since} (UTC days): {stages}" },
  failedNote: /*i18n*/ { id: "cli.funnel.failedNote", message: "submissions refused or not answered" },
  noCounts: /*i18n*/ { id: "cli.funnel.noCounts", message: "No funnel counts in this period." },
  leadCount: /*i18n*/ {
    id: "cli.funnel.leadCount",
    message: "{inquiries, plural, one {# inquiry} other {# inquiries}}, {referrals, plural, one {# referral} other {# referrals}}",
  },
  noLeads: /*i18n*/ { id: "cli.funnel.noLeads", message: "none" },
  leadsPerSource: /*i18n*/ {
    id: "cli.funnel.leadsPerSource",
    message: "Leads per source (from our own site under the page they were sent from):",
  },
  leadsPerCampaign: /*i18n*/ { id: "cli.funnel.leadsPerCampaign", message: "Leads per campaign:" },
  perOpening: /*i18n*/ { id: "cli.funnel.perOpening", message: "submitted per opening" },
  leadsNote: /*i18n*/ {
    id: "cli.funnel.leadsNote",
    message: "Leads include those sent without the questionnaire (the API, other tools); submitted per opening is the questionnaire's own.",
  },
} satisfies Record<string, MessageDescriptor>;

/** The funnel report's words in the CLI's language. */
export function funnelWords({ t }: CliText): FunnelWords {
  const m = funnelMessages;
  return {
    stage: (key) => t(funnelStageLabel(key)),
    means: (key) => t(funnelStageMeans(key)),
    leadsLabel: t(m.leads),
    heading: (since, stages) => t(m.heading, { since, stages }),
    failedNote: t(m.failedNote),
    noCounts: t(m.noCounts),
    leads: (inquiries, referrals) => t(m.leadCount, { inquiries, referrals }),
    noLeads: t(m.noLeads),
    leadsHeading: (by) => t(by === "campaign" ? m.leadsPerCampaign : m.leadsPerSource),
    perOpening: t(m.perOpening),
    leadsNote: t(m.leadsNote),
  };
}
