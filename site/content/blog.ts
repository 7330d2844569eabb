import { msg } from "@lingui/core/macro";
import type { IllustrationSpec } from "../components/Illustration.tsx";
import type { ArticleSlug } from "./blog-slugs.ts";
import type { Text } from "./types.ts";

/** A blog article (spec: id, title, excerpt, date, readTime, category, image) with its body. */
export interface Article {
  id: ArticleSlug;
  title: Text;
  /** The page title (search results cut titles after about 60 characters). */
  shortTitle: Text;
  excerpt: Text;
  /** ISO date of publication. */
  date: string;
  /** Minutes. */
  readTime: number;
  category: Text;
  image: IllustrationSpec;
  body: { heading?: Text; paragraphs: Text[] }[];
}

export const articles: Article[] = [
  {
    id: "mvp-in-weeks-not-months",
    title: msg`How to launch an MVP in weeks, not months`,
    shortTitle: msg`Launching an MVP in weeks`,
    excerpt: msg`Most MVPs are late because they are not minimal. Here is how we scope, build and launch a first product version in 2-4 weeks.`,
    date: "2025-03-12",
    readTime: 8,
    category: msg`MVP`,
    image: { motif: "code", hue: 220 },
    body: [
      {
        paragraphs: [
          msg`Ask founders why their first product took nine months instead of three, and you rarely hear about technology. You hear about features that seemed essential, decisions that were postponed and a launch date that kept moving. The problem is almost never speed of typing. It is scope.`,
          msg`Over the last years we have launched many MVPs in 2-4 weeks, some in 2 weeks or less. None of them were magic. They followed the same few rules.`,
        ],
      },
      {
        heading: msg`Start with one question`,
        paragraphs: [
          msg`An MVP exists to answer a question: will people use this, will they pay for it, does this workflow save time? Write the question down before anything else. Every feature that does not help answer it goes on a list for later. That list is not a failure, it is your roadmap.`,
        ],
      },
      {
        heading: msg`Prototype before you build`,
        paragraphs: [
          msg`In the first week we build a clickable prototype of the key screens and put it in front of five to ten real users. It takes days, and it regularly saves weeks: misunderstood flows and unnecessary screens show up immediately, while changing them is still cheap.`,
        ],
      },
      {
        heading: msg`Let AI do the routine work`,
        paragraphs: [
          msg`Forms, tables, authentication, API clients: a large part of every product is routine. AI-assisted development writes much of it in minutes. Our engineers spend their time on architecture, data models and the parts that make your product different, and they review every line the tools produce.`,
        ],
      },
      {
        heading: msg`Launch, measure, repeat`,
        paragraphs: [
          msg`An MVP is not finished on launch day; that is when the learning starts. We build in analytics from the beginning, so after the first week you know which features people use and where they drop off. The next iteration is based on data, not on the loudest opinion in the room.`,
          msg`If you have an idea and want to know what fits into a few weeks, book a free consultation. We will tell you honestly.`,
        ],
      },
    ],
  },
  {
    id: "internal-tools-instead-of-spreadsheets",
    title: msg`When your spreadsheet becomes a risk: the case for internal tools`,
    shortTitle: msg`Internal tools instead of spreadsheets`,
    excerpt: msg`Spreadsheets are a great start and a poor foundation. Five signs that it is time for a custom internal tool, and what it really costs.`,
    date: "2025-02-04",
    readTime: 6,
    category: msg`Internal tools`,
    image: { motif: "dashboard", hue: 160 },
    body: [
      {
        paragraphs: [
          msg`Almost every company runs on at least one spreadsheet that nobody dares to touch. It started as a quick list, grew with the business and now holds orders, prices or customer data that half the team depends on. It works, until it does not.`,
        ],
      },
      {
        heading: msg`Five signs you have outgrown it`,
        paragraphs: [
          msg`Several people edit the same file and overwrite each other's changes. Data is copied by hand between the spreadsheet, your CRM and your accounting software. Only one colleague really understands the formulas. You cannot tell who changed what and when. And reports take hours every week, although the numbers are already there.`,
          msg`If two or more of these sound familiar, a small internal tool will pay for itself quickly.`,
        ],
      },
      {
        heading: msg`What a good internal tool looks like`,
        paragraphs: [
          msg`It does one process well. It has clear roles, so people see and change only what they should. It keeps a history of every change. And it connects to the systems you already use, so data is entered once. It does not need to be large: our first version for a client is usually ready in 2 weeks.`,
        ],
      },
      {
        heading: msg`Build or buy?`,
        paragraphs: [
          msg`If an off-the-shelf product fits your process, buy it. Custom tools make sense when your process is what makes you better than your competitors, or when you would have to bend your team around a product that almost fits. With more than 50 internal tools behind us, we are happy to help you decide, even when the answer is not us.`,
        ],
      },
    ],
  },
  {
    id: "ai-assisted-development-in-practice",
    title: msg`AI-assisted development in practice: what really gets faster`,
    shortTitle: msg`AI-assisted development in practice`,
    excerpt: msg`"10x faster with AI" sounds like marketing. Here is where the speed really comes from in our projects, where it does not, and how we keep quality high.`,
    date: "2025-01-15",
    readTime: 10,
    category: msg`AI development`,
    image: { motif: "chat", hue: 265 },
    body: [
      {
        paragraphs: [
          msg`We tell clients that we build up to 10x faster with AI. That claim deserves an explanation, because AI does not make every part of a project faster, and speed without quality is worthless.`,
        ],
      },
      {
        heading: msg`Where AI saves the most time`,
        paragraphs: [
          msg`The biggest gains are in well-understood work: turning a design into components, writing data access code, building forms with validation, generating test cases, writing documentation and migrating code from one version of a library to the next. Tasks that took a day now often take an hour.`,
          msg`Prototypes benefit most of all. Screens that used to take a week to click together now exist after a day, which means clients can test ideas before committing to them.`,
        ],
      },
      {
        heading: msg`Where it does not`,
        paragraphs: [
          msg`AI does not understand your business. Deciding what to build, modelling your data, choosing the architecture and finding the edge cases in a workflow still take experienced people and conversations with your team. That part of a project is no faster than before, and it should not be.`,
        ],
      },
      {
        heading: msg`How we keep quality high`,
        paragraphs: [
          msg`Every line of generated code is reviewed by a senior engineer. We write automated tests for the important paths, use strict typing and check accessibility and performance before every release. AI speeds up writing code; our process makes sure the result is code you can trust and maintain.`,
        ],
      },
      {
        heading: msg`What this means for you`,
        paragraphs: [
          msg`Shorter projects, lower costs and earlier feedback from real users. An MVP in 2-4 weeks, the first internal tool in 2 weeks, and a prototype in days. If you would like to see how this works for your project, we are happy to show you in a free consultation.`,
        ],
      },
    ],
  },
];

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.id === slug);
}
