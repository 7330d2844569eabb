import { msg } from "@lingui/core/macro";
import type { Card, Faq, ServicePageContent, Step } from "../types.ts";

export const rapidPrototyping: ServicePageContent = {
  path: "/rapid-prototyping",
  projectType: "prototype",
  title: msg`Rapid Prototyping`,
  description: msg`Clickable and working prototypes in days: test ideas with users and investors before you invest in development. AI-assisted rapid prototyping from Vienna.`,
  eyebrow: msg`Rapid prototyping`,
  heading: msg`See your idea working in days, not weeks`,
  lead: msg`A prototype answers questions no document can. We turn your idea into something people can click, try and react to, usually within a week.`,
  cta: msg`Tell us about your project – 2 min`,
  featuresTitle: msg`Why prototype first`,
  featuresIntro: msg`A prototype is the cheapest way to find out what works. And the fastest way to convince others.`,
  features: [
    {
      icon: "clock",
      title: msg`Days, not months`,
      text: msg`With AI-assisted development we build working prototypes in days, so you can decide quickly.`,
    },
    {
      icon: "users",
      title: msg`Tested with real people`,
      text: msg`We help you put the prototype in front of users and turn their reactions into clear next steps.`,
    },
    {
      icon: "rocket",
      title: msg`Ready for investors`,
      text: msg`A prototype that really works makes your pitch tangible and answers the question “does it work?” on the spot.`,
    },
  ],
  closing: {
    title: msg`Have an idea you want to test?`,
    text: msg`Describe it in a free call. We tell you what a prototype can show and how quickly we can build it.`,
    cta: msg`Tell us about your project – 2 min`,
  },
  founderNote: msg`The best decision I ever made with a client was to throw away a prototype after two days of user tests. It saved them months. Prototypes are there to learn fast, and we build them so that learning is cheap.`,
};

export const prototypeKinds: Card[] = [
  {
    icon: "palette",
    title: msg`Clickable prototypes`,
    text: msg`Realistic screens and flows for user tests and stakeholder feedback, ready in a few days.`,
  },
  {
    icon: "code",
    title: msg`Working prototypes`,
    text: msg`Real code with real data, to test technical feasibility and the core experience.`,
  },
  {
    icon: "sparkles",
    title: msg`AI proofs of concept`,
    text: msg`We test whether an AI feature works with your data before you build a product around it.`,
  },
];

export const prototypeSteps: Step[] = [
  { title: msg`Define the question`, text: msg`What do you need to find out? We agree on the one question the prototype has to answer.` },
  { title: msg`Build`, text: msg`In a few days we build just enough to answer that question, no more.` },
  { title: msg`Test`, text: msg`Users, colleagues or investors try it out. We collect and sort their feedback with you.` },
  { title: msg`Decide`, text: msg`Build it, change it or drop it: you decide based on evidence, and we show you the way forward.` },
];

export const prototypeFaqs: Faq[] = [
  {
    question: msg`What is the difference between a prototype and an MVP?`,
    answer: msg`A prototype answers a question, such as "do users understand this?". An MVP is a first real product that people use. Many of our clients start with a prototype and continue with an MVP.`,
  },
  {
    question: msg`Can the prototype become the product later?`,
    answer: msg`Working prototypes are built on the same stack we use for products, so good parts can be carried over. Clickable prototypes are meant for learning and are replaced.`,
  },
  {
    question: msg`What do you need from us to start?`,
    answer: msg`An idea, the people who will use it, and an hour of your time for the kick-off. We take care of the rest.`,
  },
];
