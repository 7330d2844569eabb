import { msg } from "@lingui/core/macro";
import type { Card, Faq, ServicePageContent, Text } from "../types.ts";

export const internalTools: ServicePageContent = {
  path: "/internal-tools",
  projectType: "internal",
  title: msg`Internal Tools`,
  description: msg`Custom internal tools, dashboards and admin panels built around your processes. The first working tool in 2 weeks, more than 15 internal tools delivered.`,
  eyebrow: msg`Internal tools`,
  heading: msg`Internal tools your team actually wants to use`,
  lead: msg`Replace spreadsheets, copy-paste and email ping-pong with software made for the way you work. Your first working tool is ready in 2 weeks.`,
  cta: msg`Tell us about your project – 2 min`,
  featuresTitle: msg`Built around your processes`,
  featuresIntro: msg`We have built more than 15 internal tools. Every one of them is made to measure, because no two companies work the same way.`,
  features: [
    {
      icon: "chart",
      title: msg`Dashboards`,
      text: msg`Live numbers from your databases and services in one place, instead of a weekly spreadsheet export.`,
    },
    {
      icon: "layers",
      title: msg`Admin panels`,
      text: msg`Manage customers, orders, content and permissions safely, without touching the database.`,
    },
    {
      icon: "bolt",
      title: msg`Workflow automation`,
      text: msg`Approvals, hand-overs and reminders that run by themselves and leave a clear audit trail.`,
    },
    {
      icon: "globe",
      title: msg`Integrations`,
      text: msg`We connect your CRM, ERP, accounting and the APIs you already pay for, so data is entered once.`,
    },
    {
      icon: "shield",
      title: msg`Roles and security`,
      text: msg`Single sign-on, fine-grained roles and logging; your tool runs on EU servers, GDPR-compliant.`,
    },
    {
      icon: "users",
      title: msg`Made for your team`,
      text: msg`We test with the people who use the tool every day. Training takes minutes, not days.`,
    },
  ],
  closing: {
    title: msg`Which process costs your team the most time?`,
    text: msg`Tell us in a free 30-minute call. You will leave it with a concrete plan for your first tool.`,
    cta: msg`Tell us about your project – 2 min`,
  },
  founderNote: msg`Most internal tools fail because they are built for a process on paper, not the one people really follow. We sit with your team first, then build, and we stay until the tool is part of the daily routine.`,
};

export const internalToolsTabs: { id: string; label: Text; title: Text; text: Text; points: Text[] }[] = [
  {
    id: "overview",
    label: msg`Overview`,
    title: msg`From scattered spreadsheets to one reliable tool`,
    text: msg`Internal tools are the software your customers never see but your team uses all day: dashboards, back offices, approval flows. We build them quickly with AI-assisted development, and we build them to last.`,
    points: [msg`First working tool in 2 weeks`, msg`More than 15 internal tools delivered`, msg`Your tool on EU servers, GDPR-compliant`],
  },
  {
    id: "solutions",
    label: msg`Solutions`,
    title: msg`What we typically build`,
    text: msg`Every tool is custom, but the needs behind them are often similar. These are the problems we solve most often.`,
    points: [
      msg`Customer and order back offices`,
      msg`Reporting dashboards for management`,
      msg`Approval and request workflows`,
      msg`Inventory, booking and resource planning`,
    ],
  },
  {
    id: "process",
    label: msg`Process`,
    title: msg`How we work with you`,
    text: msg`Short cycles and visible progress: you see working software every week and decide what comes next.`,
    points: [
      msg`Week 1: workshop with your team and a clickable prototype`,
      msg`Week 2: the first working version in daily use`,
      msg`After that: weekly improvements based on real feedback`,
    ],
  },
];

export const internalToolsFaqs: Faq[] = [
  {
    question: msg`How can the first tool be ready in only two weeks?`,
    answer: msg`We focus on the one process that hurts most, use proven building blocks and AI-assisted development for the routine work. The first version does one job well; everything else follows in short iterations.`,
  },
  {
    question: msg`Can the tool work with our existing systems?`,
    answer: msg`Yes. We connect to databases, spreadsheets and the APIs of your CRM, ERP or accounting software. Where there is no API, we find a safe way to import and export data.`,
  },
  {
    question: msg`Who owns the code, and who maintains it?`,
    answer: msg`You own the code and all rights to it. We offer maintenance and further development, but your own developers or another agency can take over at any time.`,
  },
];

/**
 * What a company's IT and security team asks before an internal tool touches its data,
 * answered on the page, because a buyer has to clear it with them before a first call.
 */
export const internalToolsSecurity: Card[] = [
  {
    icon: "shield",
    title: msg`Data processing agreement`,
    text: msg`We sign a data processing agreement under Art. 28 GDPR before we see any of your data, with every sub-processor named.`,
  },
  {
    icon: "globe",
    title: msg`Your tool runs in the EU`,
    text: msg`Production data and backups stay on servers in the EU. We choose the region with you and write it into the contract.`,
  },
  {
    icon: "users",
    title: msg`Single sign-on and roles`,
    text: msg`Your people sign in with Microsoft Entra ID or Google Workspace. Roles follow your teams, and every administrator uses two-factor authentication.`,
  },
  {
    icon: "layers",
    title: msg`Audit trail`,
    text: msg`Every change to a record is logged with who made it and when. You decide how long the log is kept.`,
  },
  {
    icon: "clock",
    title: msg`Backups and monitoring`,
    text: msg`Daily backups and a restore we test, uptime monitoring, and critical security fixes within two working days.`,
  },
  {
    icon: "sparkles",
    title: msg`AI tools and your data`,
    text: msg`Your code goes only into tools we use under business terms that rule out training on it. Your production data never does: we develop with test data, and nothing from your systems goes into an AI tool without your written consent.`,
  },
  {
    icon: "calendar",
    title: msg`Support after launch`,
    text: msg`A monthly plan, priced by the hours you reserve, with response times in writing: a critical fault gets an answer within four working hours. You can end it at the end of any month.`,
  },
  {
    icon: "code",
    title: msg`No lock-in`,
    text: msg`The code lives in your repository from the first day, with documentation and a runbook, so your own team or another agency can take over.`,
  },
];
