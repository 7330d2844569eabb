import { msg } from "@lingui/core/macro";
import type { Card, Metric, Step, Text } from "./types.ts";

export const homeStats: (Metric & { text: Text })[] = [
  { value: { range: [2, 4] }, label: msg`weeks to your MVP`, text: msg`Often in 2 weeks or less, from the first call to a live product.` },
  { value: { atLeast: 50 }, label: msg`internal tools built`, text: msg`Dashboards, back offices and workflows in daily use.` },
  { value: { times: 10 }, label: msg`faster with AI`, text: msg`AI-assisted development, reviewed by senior engineers.` },
];

/** The four service cards on the home page (the fifth, frontend, is in the menu and below). */
export const homeServices: (Card & { path: string })[] = [
  {
    path: "/mvp-development",
    icon: "rocket",
    title: msg`MVP Development`,
    text: msg`A production-ready first version of your product in 2-4 weeks, to test your idea with real users.`,
  },
  {
    path: "/internal-tools",
    icon: "tool",
    title: msg`Internal Tools`,
    text: msg`Dashboards, admin panels and workflows that replace spreadsheets. The first tool is ready in 2 weeks.`,
  },
  {
    path: "/rapid-prototyping",
    icon: "sparkles",
    title: msg`Rapid Prototyping`,
    text: msg`Clickable and working prototypes in days, for user tests and investor meetings.`,
  },
  {
    path: "/landing-page-creation",
    icon: "target",
    title: msg`Landing Page Creation`,
    text: msg`Fast, search-friendly landing pages that turn visitors into leads and customers.`,
  },
];

export const languages: { code: string; name: Text }[] = [
  { code: "EN", name: msg`English` },
  { code: "FR", name: msg`French` },
  { code: "IT", name: msg`Italian` },
  { code: "DE", name: msg`German` },
  { code: "ES", name: msg`Spanish` },
];

export const aiTools: Card[] = [
  {
    icon: "code",
    title: msg`AI pair programming`,
    text: msg`Coding assistants write the routine code while our engineers design the architecture and review every line.`,
  },
  {
    icon: "palette",
    title: msg`AI-generated interfaces`,
    text: msg`We go from sketch to working screens in hours, then refine the design by hand until it fits your brand.`,
  },
  {
    icon: "shield",
    title: msg`AI-assisted testing`,
    text: msg`Generated test cases and automated reviews catch bugs early, so speed never comes at the cost of quality.`,
  },
];

export const referralSteps: Step[] = [
  { title: msg`Tell us who`, text: msg`Fill in the form below with your details and the contact person at the company you recommend.` },
  { title: msg`We get in touch`, text: msg`We contact them personally, mention your recommendation and offer a free consultation.` },
  {
    title: msg`You get rewarded`,
    text: msg`As soon as they sign up as a client, you choose: 500 euro off your next project or a 250 euro gift card.`,
  },
];

export const agencyServices: Card[] = [
  {
    icon: "users",
    title: msg`Senior engineers`,
    text: msg`Experienced developers plan, review and own your project from start to finish.`,
  },
  { icon: "shield", title: msg`Security and privacy`, text: msg`Secure by default, GDPR-compliant and hosted on EU servers.` },
  { icon: "check", title: msg`Tested and documented`, text: msg`Automated tests and clear documentation come with every delivery.` },
  { icon: "layers", title: msg`Your code, your rights`, text: msg`You own everything we build for you, with no lock-in.` },
  { icon: "clock", title: msg`Fixed timelines`, text: msg`Clear milestones and fixed prices, agreed before we start.` },
  { icon: "globe", title: msg`Support after launch`, text: msg`Hosting, maintenance and further development, if you want it.` },
];
