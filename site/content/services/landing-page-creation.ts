import { msg } from "@lingui/core/macro";
import type { Metric, ServicePageContent, Step, Text } from "../types.ts";

export const landingPageCreation: ServicePageContent = {
  path: "/landing-page-creation",
  projectType: "landing",
  title: msg`Landing Page Creation`,
  description: msg`High-converting landing pages, designed, built and measured: responsive, fast, SEO-ready and connected to your CRM. From a Vienna software agency.`,
  eyebrow: msg`Landing page creation`,
  heading: msg`Landing pages that turn visitors into customers`,
  lead: msg`A clear message, a fast page and one obvious next step. We design, build and measure landing pages that convert, and report what they bring in.`,
  cta: msg`Tell us about your project – 2 min`,
  featuresTitle: msg`Made to convert`,
  featuresIntro: msg`Every element of the page has one job: to lead your visitor to the next step.`,
  features: [
    {
      icon: "palette",
      title: msg`Conversion-focused design`,
      text: msg`A layout built around your offer and your call to action, tested against what your audience expects.`,
    },
    {
      icon: "bolt",
      title: msg`Fast everywhere`,
      text: msg`Pages that load in about a second on a phone, because every second of waiting costs conversions.`,
    },
    {
      icon: "search",
      title: msg`Found on Google`,
      text: msg`Clean markup, structured content and technical SEO, so your page ranks as well as it converts.`,
    },
  ],
  closing: {
    title: msg`Launching a product or a campaign?`,
    text: msg`Tell us about it in a free call and get a landing page that works as hard as you do.`,
    cta: msg`Tell us about your project – 2 min`,
  },
};

export const landingPageIncluded: Text[] = [
  msg`Custom design in your brand`,
  msg`Responsive layout for phone, tablet and desktop`,
  msg`On-page SEO and fast loading`,
  msg`Analytics and conversion tracking`,
  msg`Forms that work and arrive`,
  msg`CRM integration for your leads`,
  msg`Two rounds of revisions`,
];

export const landingPagePhases: Step[] = [
  {
    title: msg`Discovery`,
    text: msg`We learn about your offer, your audience and your goal, and define what success means in numbers.`,
  },
  {
    title: msg`Design`,
    text: msg`Wireframes first, then the full design in your brand. You give feedback on every step.`,
  },
  {
    title: msg`Development`,
    text: msg`We build a fast, accessible page, connect forms, analytics and your CRM, and test it on real devices.`,
  },
  {
    title: msg`Launch`,
    text: msg`The page goes live, we watch the numbers and improve headlines and layout where the data says so.`,
  },
];

/**
 * Sample figures of one landing page in its first month after a relaunch, labelled so
 * they add up: 2,400 visitors, 38 % of them clicked through to the
 * form, 185 became leads (7.7 % of visitors), 64 % more than the old page's 4.7 %.
 */
export const landingPageMetrics: Metric[] = [
  { value: { percent: 0.64 }, label: msg`conversion uplift over the previous page`, sample: true },
  { value: { count: 2400 }, label: msg`visitors per month`, sample: true },
  { value: { percent: 0.38 }, label: msg`click-through to the sign-up form`, sample: true },
  { value: { count: 185 }, label: msg`qualified leads per month`, sample: true },
];
