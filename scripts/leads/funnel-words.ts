/** The funnel report's words: the stages as the inbox names them (`staff` catalog), the rest the CLI's own (`staff-cli`). */
import type { MessageDescriptor } from "@lingui/core";
import { agencyDate } from "../../contract/agency-time.ts";
import { funnelAllGroups, funnelGroupings, funnelGroupName, funnelStages } from "../../contract/funnel/stages.ts";
import type { FunnelWords } from "./funnel.ts";
import type { CliText } from "./texts.ts";

const funnelMessages = {
  leads: /*i18n*/ { id: "cli.funnel.leads", message: "Leads" },
  // {since} is the window's first day as the inbox's funnel page writes it (04.05.2026 in German).
  heading: /*i18n*/ { id: "cli.funnel.heading", message: "Questionnaire funnel since {since}: {stages}" },
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
  perCampaign: /*i18n*/ {
    id: "cli.funnel.perCampaign",
    message: "Per campaign (utm_campaign; leads and openings without one under “{none}”).",
  },
  leadsPerCampaign: /*i18n*/ { id: "cli.funnel.leadsPerCampaign", message: "Leads per campaign:" },
  perOpening: /*i18n*/ { id: "cli.funnel.perOpening", message: "submitted per opening" },
  leadsNote: /*i18n*/ {
    id: "cli.funnel.leadsNote",
    message: "Leads include those sent without the questionnaire (the API, other tools); submitted per opening is the questionnaire's own.",
  },
} satisfies Record<string, MessageDescriptor>;

/** The funnel report's words in the CLI's language. */
export function funnelWords({ t, i18n, locale }: CliText): FunnelWords {
  const m = funnelMessages;
  return {
    stage: (key) => t(funnelStages[key].label),
    means: (key) => t(funnelStages[key].means),
    group: (by, row) => funnelGroupName(i18n, by, row),
    allGroups: t(funnelAllGroups),
    grouping: (by) => t(funnelGroupings[by]),
    perCampaign: (none) => t(m.perCampaign, { none }),
    leadsLabel: t(m.leads),
    heading: (since, stages) => t(m.heading, { since: agencyDate(since, locale), stages }),
    failedNote: t(m.failedNote),
    noCounts: t(m.noCounts),
    leads: (inquiries, referrals) => t(m.leadCount, { inquiries, referrals }),
    noLeads: t(m.noLeads),
    leadsHeading: (by) => t(by === "campaign" ? m.leadsPerCampaign : m.leadsPerSource),
    perOpening: t(m.perOpening),
    leadsNote: t(m.leadsNote),
  };
}
