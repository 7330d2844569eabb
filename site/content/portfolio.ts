import { msg } from "@lingui/core/macro";
import type { IllustrationSpec } from "../components/Illustration.tsx";
import type { Text } from "./types.ts";

/** A project in "Our Work" (spec: id, title, description, image, link). */
export interface PortfolioItem {
  id: string;
  title: string;
  category: Text;
  description: Text;
  image: IllustrationSpec;
  /** The live project; opens in a new tab. Sample URLs: replace with real projects. */
  link: string;
}

export const portfolio: PortfolioItem[] = [
  {
    id: "fleetboard",
    title: "Fleetboard",
    category: msg`Internal tool`,
    description: msg`A live dashboard for a logistics company that replaced five spreadsheets: vehicles, drivers and deliveries in one view.`,
    image: { motif: "dashboard", hue: 230 },
    link: "https://fleetboard.example.com",
  },
  {
    id: "alpenmarkt",
    title: "Alpenmarkt",
    category: msg`MVP`,
    description: msg`A marketplace for regional producers, launched as an MVP in three weeks and now serving shops across Austria.`,
    image: { motif: "shop", hue: 150 },
    link: "https://alpenmarkt.example.com",
  },
  {
    id: "careconnect",
    title: "CareConnect",
    category: msg`Rapid prototype`,
    description: msg`A prototype for a care service that connects families with nurses, tested with 40 users before development began.`,
    image: { motif: "chat", hue: 190 },
    link: "https://careconnect.example.com",
  },
  {
    id: "roomly",
    title: "Roomly",
    category: msg`Internal tool`,
    description: msg`Room and desk booking for a company with three offices, integrated with their calendars and single sign-on.`,
    image: { motif: "calendar", hue: 350 },
    link: "https://roomly.example.com",
  },
  {
    id: "tourguide",
    title: "Tourguide Wien",
    category: msg`Frontend`,
    description: msg`A fast, multilingual city guide web app in five languages that works offline on the go.`,
    image: { motif: "map", hue: 20 },
    link: "https://tourguide.example.com",
  },
  {
    id: "fundly",
    title: "Fundly",
    category: msg`Landing page`,
    description: msg`The launch landing page for a fintech start-up that collected 2,000 waitlist sign-ups in its first month.`,
    image: { motif: "document", hue: 270 },
    link: "https://fundly.example.com",
  },
  {
    id: "docuscan",
    title: "DocuScan",
    category: msg`MVP`,
    description: msg`An AI-powered document processing MVP that reads invoices and sends them straight to accounting.`,
    image: { motif: "code", hue: 200 },
    link: "https://docuscan.example.com",
  },
];
