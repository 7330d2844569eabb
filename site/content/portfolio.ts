import { msg } from "@lingui/core/macro";
import type { IllustrationSpec } from "../components/Illustration.tsx";
import type { CaseStudySlug } from "./case-study-slugs.ts";
import type { SampleMark, ServiceProjectType, Text } from "./types.ts";

/** A project in "Our Work"; its case study is /our-work/<id>. */
export interface PortfolioItem extends SampleMark {
  id: CaseStudySlug;
  title: string;
  category: Text;
  projectType: ServiceProjectType;
  description: Text;
  /** The outcome in a few words, shown on the card. */
  outcome: Text;
  image: IllustrationSpec;
  /** The client (content/clients.ts). */
  clientId: string;
  /**
   * Opens in a new tab. A public product links to itself ("Visit site"); an internal tool,
   * which nobody outside the client can open, links to the client's public website, and the
   * link's label names it ("Kranzl Transporte website").
   */
  link: string;
  linkKind: "product" | "client-site";
}

export const portfolio: PortfolioItem[] = [
  {
    id: "frachtblick",
    title: "Frachtblick",
    category: msg`Internal tool`,
    projectType: "internal",
    description: msg`A live dispatch board for a logistics company that replaced four spreadsheets: vehicles, drivers and deliveries in one view.`,
    outcome: msg`In daily use two weeks after the kick-off`,
    image: { motif: "dashboard", hue: 230 },
    clientId: "kranzl",
    link: "https://kranzl.example.com",
    linkKind: "client-site",
    sample: true,
  },
  {
    id: "alpenmarkt",
    title: "Alpenmarkt",
    category: msg`MVP`,
    projectType: "mvp",
    description: msg`A marketplace for regional producers, launched as an MVP in three weeks and now serving shops across Austria.`,
    outcome: msg`First paid orders three weeks after the kick-off`,
    image: { motif: "shop", hue: 150 },
    clientId: "alpenmarkt",
    link: "https://alpenmarkt.example.com",
    linkKind: "product",
    sample: true,
  },
  {
    id: "nahbei",
    title: "Nahbei",
    category: msg`Rapid prototype`,
    projectType: "prototype",
    description: msg`A prototype for a care service that connects families with nurses, tested with 40 users before development began.`,
    outcome: msg`40 user tests before a line of production code`,
    image: { motif: "chat", hue: 190 },
    clientId: "nahbei",
    link: "https://nahbei.example.com",
    linkKind: "product",
    sample: true,
  },
  {
    id: "platzwahl",
    title: "Platzwahl",
    category: msg`Internal tool`,
    projectType: "internal",
    description: msg`Room and desk booking for a law firm with three offices, connected to their calendars and single sign-on.`,
    outcome: msg`180 people booking without a single training session`,
    image: { motif: "calendar", hue: 350 },
    clientId: "halden",
    link: "https://halden.example.com",
    linkKind: "client-site",
    sample: true,
  },
  {
    id: "tourguide",
    title: "Tourguide Wien",
    category: msg`Frontend`,
    projectType: "frontend",
    description: msg`A fast city guide web app in five languages that works offline on the go.`,
    outcome: msg`First screen in 0.8 seconds on a mid-range phone`,
    image: { motif: "map", hue: 20 },
    clientId: "stadtwege",
    link: "https://tourguide.example.com",
    linkKind: "product",
    sample: true,
  },
  {
    id: "muenzfink",
    title: "Münzfink",
    category: msg`Landing page`,
    projectType: "landing",
    description: msg`The launch landing page for a fintech start-up: one screen that explains the app, one field to join the waiting list.`,
    outcome: msg`2,000 waitlist sign-ups in the first month`,
    image: { motif: "document", hue: 270 },
    clientId: "muenzfink",
    link: "https://muenzfink.example.com",
    linkKind: "product",
    sample: true,
  },
  {
    id: "zettelwerk",
    title: "Zettelwerk",
    category: msg`MVP`,
    projectType: "mvp",
    description: msg`An AI-powered document processing MVP that reads invoices and sends them straight to accounting.`,
    outcome: msg`Paying customers four weeks after the kick-off`,
    image: { motif: "code", hue: 200 },
    clientId: "zettelwerk",
    link: "https://zettelwerk.example.com",
    linkKind: "product",
    sample: true,
  },
];

export function portfolioItem(id: string): PortfolioItem {
  const item = portfolio.find((p) => p.id === id);
  if (!item) throw new Error(`unknown project ${id}`);
  return item;
}
