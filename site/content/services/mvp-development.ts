import { msg } from "@lingui/core/macro";
import type { Card, Faq, ServicePageContent, Step } from "../types.ts";

export const mvpDevelopment: ServicePageContent = {
  path: "/mvp-development",
  projectType: "mvp",
  title: msg`MVP Development`,
  description: msg`Launch your minimum viable product in 2–4 weeks. AI-assisted, custom MVP development from Vienna for start-ups and companies across Europe.`,
  eyebrow: msg`MVP development`,
  heading: msg`Your MVP in 2–4 weeks`,
  lead: msg`Test your idea with real users instead of slides. We build a focused, production-ready first version of your product in 2–4 weeks.`,
  cta: msg`Tell us about your project – 2 min`,
  featuresTitle: msg`Everything a first version needs`,
  featuresIntro: msg`An MVP is not a half-finished product. It is the smallest product that proves your idea, built well enough to grow from.`,
  features: [
    {
      icon: "target",
      title: msg`Focused scope`,
      text: msg`Together we cut your idea down to the features that prove it. Everything else goes on the list for later.`,
    },
    {
      icon: "code",
      title: msg`Production-ready code`,
      text: msg`Clean, tested code on a modern stack that your future team can build on, not a throwaway demo.`,
    },
    {
      icon: "chart",
      title: msg`Analytics from day one`,
      text: msg`We measure what users really do, so your next decision is based on data instead of guesses.`,
    },
  ],
  closing: {
    title: msg`Ready to put your idea in front of users?`,
    text: msg`In a free consultation we scope your MVP together and tell you honestly what fits into 2–4 weeks.`,
    cta: msg`Tell us about your project – 2 min`,
  },
  priceScope: msg`That covers one core user journey: design, development, tests, hosting set-up and launch. More user roles, integrations or screens cost more, and you agree the price in writing before we start; it does not change afterwards.`,
  founderNote: msg`I have seen too many good ideas die in month six of development. An MVP in a few weeks changes the conversation: you talk to users and investors about a product, not a plan. That is what we are here for.`,
};

export const mvpBenefits: Card[] = [
  {
    icon: "clock",
    title: msg`Launch in weeks`,
    text: msg`Your MVP goes live in 2–4 weeks instead of the months a traditional project takes.`,
  },
  {
    icon: "sparkles",
    title: msg`AI does the routine`,
    text: msg`AI-assisted development takes care of the routine work, so our senior developers can focus on your product.`,
  },
  {
    icon: "target",
    title: msg`Validate before you scale`,
    text: msg`Real users, real feedback, real numbers: find out what works before you invest in the full product.`,
  },
  {
    icon: "layers",
    title: msg`Built to grow`,
    text: msg`A clean architecture means the MVP becomes version 1 of your product, not something you have to rebuild.`,
  },
];

export const mvpSteps: Step[] = [
  {
    title: msg`Consultation`,
    meta: msg`Day 1`,
    text: msg`A free call about your idea, your users and your goals. We agree on the core features and a fixed timeline.`,
  },
  {
    title: msg`Rapid prototyping`,
    meta: msg`Week 1`,
    text: msg`A clickable prototype shows the key screens and flows. You test it with real users before a line of production code is written.`,
  },
  {
    title: msg`MVP development`,
    meta: msg`Weeks 1–3`,
    text: msg`We build the product in short cycles. You see progress every few days and can try every feature as soon as it is ready.`,
  },
  {
    title: msg`Launch and iteration`,
    meta: msg`Week 4 and beyond`,
    text: msg`We launch, measure how people use it and improve the product with you, based on real data.`,
  },
];

export const mvpFaqs: Faq[] = [
  {
    question: msg`What does an MVP cost?`,
    answer: msg`It depends on the scope. After the free consultation you receive a fixed-price offer, so there are no surprises. Because we build faster with AI, our MVPs cost a fraction of a traditional project.`,
  },
  {
    question: msg`Is 2–4 weeks realistic?`,
    answer: msg`Yes, for a focused scope: most of our MVPs went live in 2–4 weeks. If your idea needs more, we tell you in the first call and suggest how to split it.`,
  },
  {
    question: msg`Which technologies do you use?`,
    answer: msg`Proven, widely used technologies such as TypeScript, React and modern cloud platforms on EU servers. You are never locked into an exotic stack.`,
  },
  {
    question: msg`What happens after the launch?`,
    answer: msg`You decide. We can keep improving the product with you, help you build your own team, or hand over the code with documentation.`,
  },
];
