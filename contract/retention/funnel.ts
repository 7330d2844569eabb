/** The questionnaire's funnel: daily counters and the openings that keep them from counting twice. */
import { tableRetention } from "./rule.ts";

export const funnelCountsRetention = tableRetention({
  holds: "none",
  columns: {
    day: "none",
    source: "none",
    campaign: "free-text",
    lang: "none",
    event: "none",
    step: "none",
    count: "none",
  },
  rules: [
    {
      rows: "daily counters of UTC days before the cutoff",
      action: "delete",
      period: { months: "funnelRetentionMonths", wholeDays: true },
      countedFrom: ["day"],
      cutoff: "funnelDays",
      why: "anonymous counts, kept for a year-on-year comparison",
    },
  ],
  why: "anonymous counts per day, source, campaign and language: a campaign that looks like an address is stored as `(redacted)`",
});

export const funnelOpeningsRetention = tableRetention({
  holds: "none",
  columns: {
    opening: "none",
    event: "none",
    step: "none",
    created_at: "none",
    counted: "none",
  },
  rules: [
    {
      rows: "every opening (a random id the widget made, and which events it counted)",
      action: "delete",
      period: { days: 2 },
      countedFrom: ["created_at"],
      cutoff: "funnelOpenings",
      why: "only needed while a visitor is in the questionnaire; the day's counters stay",
    },
  ],
  why: "a random id per opening of the questionnaire: nothing ties it to a visitor",
});
