import { msg } from "@lingui/core/macro";
import { caseStudySpan } from "./case-studies.ts";
import type { Duration } from "./durations.ts";
import type { SampleMark, ServiceProjectType, Text } from "./types.ts";

/**
 * A client who agreed to be a reference: who they are and how large, what we built, how
 * long it took, what changed, and the person a buyer may speak to, by name and role: a
 * reference without a name reads as made up. Their phone number and e-mail are shared after
 * a first call, never on the page. The template's references are invented: replace them
 * with your own before going live.
 */
export interface Reference extends SampleMark {
  id: string;
  client: string;
  sector: Text;
  city: string;
  /** People the client employs: the page for IT and procurement shows the mid-sized ones. */
  employees: number;
  projectType: ServiceProjectType;
  built: Text;
  /** From the kick-off to the roll-out; a project with a case study reads the study's. */
  duration: Duration;
  outcome: Text;
  /** The contact's name as they sign ("Mag. Petra Lindner") and role at the client ("Head of IT"). */
  contactName: string;
  contactRole: Text;
}

export const references: Reference[] = [
  {
    id: "donau-logistik",
    client: "Donau Logistik GmbH",
    sector: msg`Logistics and warehousing`,
    city: "Linz",
    employees: 250,
    projectType: "internal",
    built: msg`A yard and warehouse tool that replaced paper lists at three sites: gate bookings, loading ramps and stock moves, connected to SAP and their single sign-on.`,
    duration: { weeks: 16 },
    outcome: msg`Lorries wait 15 minutes at the gate instead of 40; 120 staff use it every shift.`,
    contactName: "Mag. Petra Lindner",
    contactRole: msg`Head of IT`,
    sample: true,
  },
  {
    id: "tauern-versicherung",
    client: "Tauern Versicherung AG",
    sector: msg`Insurance`,
    city: "Salzburg",
    employees: 400,
    projectType: "frontend",
    built: msg`A customer portal for the insurer's network of 300 independent brokers: quotes, policy documents and claims status, with roles, audit logs and sign-in through the insurer's identity provider.`,
    duration: { weeks: 24 },
    outcome: msg`A third fewer broker calls to the service centre within six months.`,
    contactName: "Dr. Stefan Gruber",
    contactRole: msg`Head of Broker Sales`,
    sample: true,
  },
  {
    id: "muerztal-metall",
    client: "Mürztaler Metallwerke GmbH",
    sector: msg`Metal manufacturing`,
    city: "Kapfenberg",
    employees: 320,
    projectType: "internal",
    built: msg`A maintenance app for the shop floor on rugged tablets: fault reports with photos, spare parts and shift handovers, usable offline in the halls.`,
    duration: { weeks: 10 },
    outcome: msg`Faults reach maintenance within minutes instead of at the next shift change.`,
    contactName: "Ing. Andrea Pichler",
    contactRole: msg`Head of Operations`,
    sample: true,
  },
  {
    id: "muenzfink",
    client: "Münzfink",
    sector: msg`Fintech start-up`,
    city: "Berlin",
    employees: 6,
    projectType: "landing",
    built: msg`The launch landing page and the waiting list for the founders' savings app.`,
    duration: caseStudySpan("muenzfink"),
    outcome: msg`2,000 sign-ups in the first month.`,
    contactName: "Sophie Wagner",
    contactRole: msg`Head of Marketing`,
    sample: true,
  },
];

/** Companies a buyer from an established firm compares itself with: between 100 and 999 people. */
export function isMidSized(reference: Reference): boolean {
  return reference.employees >= 100 && reference.employees < 1000;
}
