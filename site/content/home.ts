import { msg } from "@lingui/core/macro";
import type { Card, Metric, ServiceProjectType, Step, Text } from "./types.ts";

/** The three key figures under the home hero; "10x" is explained here and nowhere repeated. */
export const homeStats: (Metric & { text: Text })[] = [
  { value: { range: [2, 4] }, label: msg`weeks to your MVP`, text: msg`From the first call to a live product, for a focused scope.` },
  { value: { atLeast: 15 }, label: msg`internal tools built`, text: msg`Dashboards, back offices and workflows in daily use.` },
  {
    value: { times: 10 },
    label: msg`faster on routine code`,
    text: msg`Measured on routine code: boilerplate, tests and migrations. Discovery, design and our senior engineers' review of every line take as long as ever.`,
  },
];

/** The five service cards on the home page, in the order of the Services menu (components/services.ts). */
export const homeServices: (Card & { path: string; projectType: ServiceProjectType; detail: Text })[] = [
  {
    path: "/frontend-development",
    projectType: "frontend",
    icon: "layers",
    title: msg`Frontend Development`,
    text: msg`Fast, accessible interfaces for web applications, built on components your team can maintain.`,
    detail: msg`Accessibility checked in every build`,
  },
  {
    path: "/rapid-prototyping",
    projectType: "prototype",
    icon: "sparkles",
    title: msg`Rapid Prototyping`,
    text: msg`Clickable and working prototypes in days, for user tests and investor meetings.`,
    detail: msg`Tested with users within a week`,
  },
  {
    path: "/internal-tools",
    projectType: "internal",
    icon: "tool",
    title: msg`Internal Tools`,
    text: msg`Dashboards, admin panels and workflows that replace spreadsheets. The first tool is ready in 2 weeks.`,
    detail: msg`One live tool instead of spreadsheets`,
  },
  {
    path: "/mvp-development",
    projectType: "mvp",
    icon: "rocket",
    title: msg`MVP Development`,
    text: msg`A production-ready first version of your product in 2–4 weeks, to test your idea with real users.`,
    detail: msg`Week 1 prototype, week 4 launch`,
  },
  {
    path: "/landing-page-creation",
    projectType: "landing",
    icon: "target",
    title: msg`Landing Page Creation`,
    text: msg`Fast, search-friendly landing pages that turn visitors into leads and customers.`,
    detail: msg`Measurable from the first visit`,
  },
];

/** The five languages we answer in (the site itself is in English and German). */
export const languages: { code: string; name: Text }[] = [
  { code: "EN", name: msg`English` },
  { code: "DE", name: msg`German` },
  { code: "FR", name: msg`French` },
  { code: "IT", name: msg`Italian` },
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
  { title: msg`Tell us who`, text: msg`Fill in the form with your details and the contact person at the company you recommend.` },
  { title: msg`We get in touch`, text: msg`We contact them personally, mention your recommendation and offer a free consultation.` },
  { title: msg`You get rewarded`, text: msg`As soon as they sign a contract with us, we tell you by email and you choose your reward.` },
];

/** What every project comes with, whatever its size. */
export const agencyServices: Card[] = [
  {
    icon: "users",
    title: msg`Senior engineers`,
    text: msg`Experienced developers plan, review and own your project from start to finish.`,
  },
  {
    icon: "shield",
    title: msg`Security and privacy`,
    text: msg`Secure by default and GDPR-compliant. Your product's data stays on EU servers, and every service that touches it is named in the contract.`,
  },
  { icon: "check", title: msg`Tested and documented`, text: msg`Automated tests and clear documentation come with every delivery.` },
  { icon: "layers", title: msg`Your code, your rights`, text: msg`You own everything we build for you, with no lock-in.` },
  { icon: "clock", title: msg`Fixed timelines`, text: msg`Clear milestones and fixed prices, agreed before we start.` },
  { icon: "globe", title: msg`Support after launch`, text: msg`Hosting, maintenance and further development, if you want it.` },
];

/** The case studies the home page shows, and the quotes beside them. */
export const homeCaseStudies = ["alpenmarkt", "frachtblick", "muenzfink"] as const;
export const homeTestimonials = ["nahbei", "halden", "zettelwerk"] as const;
