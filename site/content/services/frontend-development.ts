import { msg } from "@lingui/core/macro";
import type { Card, Faq, ServicePageContent } from "../types.ts";

export const frontendDevelopment: ServicePageContent = {
  path: "/frontend-development",
  projectType: "frontend",
  title: msg`Frontend Development`,
  description: msg`Fast, accessible and maintainable front-ends for web applications: React and TypeScript, built with AI-assisted development by a Vienna software agency.`,
  eyebrow: msg`Frontend development`,
  heading: msg`Front-ends that are fast, accessible and a pleasure to use`,
  lead: msg`Your users judge your product by its interface. We build web front-ends that load quickly, work for everyone and stay easy to change.`,
  cta: msg`Tell us about your project – 2 min`,
  featuresTitle: msg`What makes a good front-end`,
  featuresIntro: msg`Beautiful is not enough. A front-end has to be fast, accessible and easy to maintain, long after the launch.`,
  features: [
    {
      icon: "bolt",
      title: msg`Performance`,
      text: msg`Small bundles, prerendered pages and careful loading: your app feels instant, even on a mid-range phone.`,
    },
    {
      icon: "users",
      title: msg`Accessibility`,
      text: msg`Keyboard operable, screen-reader friendly and with sufficient contrast, in line with WCAG and the European Accessibility Act.`,
    },
    {
      icon: "code",
      title: msg`Maintainable code`,
      text: msg`TypeScript, reusable components and automated tests, so new features do not break old ones.`,
    },
    {
      icon: "globe",
      title: msg`Multilingual`,
      text: msg`Interfaces in every language your users speak, with translations that read naturally and layouts that fit long German words.`,
    },
  ],
  closing: {
    title: msg`Does your front-end hold your product back?`,
    text: msg`Let us look at it together. In a free call we show you where the quick wins are.`,
    cta: msg`Tell us about your project – 2 min`,
  },
  founderNote: msg`A front-end is where all the work behind a product finally meets its users. We care about every millisecond and every keyboard user, because that is what people notice, even when they cannot name it.`,
};

export const frontendServices: Card[] = [
  {
    icon: "layers",
    title: msg`New web applications`,
    text: msg`From the design system to the last screen: complete front-ends for your product, connected to your API.`,
  },
  {
    icon: "tool",
    title: msg`Modernisation`,
    text: msg`We move ageing front-ends to a modern stack step by step, without stopping your business.`,
  },
  {
    icon: "search",
    title: msg`Performance and accessibility audits`,
    text: msg`A clear report with measured results and a prioritised list of fixes, which we can also implement for you.`,
  },
];

export const frontendFaqs: Faq[] = [
  {
    question: msg`Which frameworks do you work with?`,
    answer: msg`Mostly React and Preact with TypeScript, and we are at home in Vue and Svelte as well. We recommend what fits your team, not what is fashionable.`,
  },
  {
    question: msg`Can you work with our designers and back-end team?`,
    answer: msg`Of course. We work from your designs in Figma, agree on the API with your back-end developers and join your rituals if you like.`,
  },
  {
    question: msg`Do you also take over existing projects?`,
    answer: msg`Yes. We start with a short review of the code, then continue development or modernise it step by step.`,
  },
];
