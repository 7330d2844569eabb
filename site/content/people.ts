import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { type Locale, toLocale } from "../../contract/locales.ts";
import { company } from "../../contract/site/company.ts";
import type { SampleMark, Text } from "./types.ts";

/**
 * An illustrated portrait (components/Avatar.tsx): the template's people are drawn, never
 * photographed, so nobody mistakes them for real clients or staff. Replace them with photos.
 */
export interface AvatarSpec {
  skin: string;
  hair: string;
  hairStyle: "short" | "side" | "long" | "bun" | "curly" | "bob" | "buzz";
  shirt: string;
  backdrop: string;
  glasses?: boolean;
  beard?: boolean;
}

/**
 * A person's title: a message of the site's catalogs, or the title the company's record
 * gives per language (the founder's, which the widgets and mails read too).
 */
export type Title = Text | Readonly<Record<Locale, string>>;

export interface Person extends SampleMark {
  name: string;
  role: Title;
  avatar: AvatarSpec;
}

/** A person's title in the language of `i18n`. */
export function titleOf(role: Title, i18n: I18n): string {
  return "id" in role ? i18n._(role) : role[toLocale(i18n.locale)];
}

export interface Testimonial extends SampleMark {
  id: string;
  quote: Text;
  person: Person;
  /** The client the person works for (content/clients.ts). */
  clientId: string;
}

/** The team on the home page; the first is the founder who signs the notes. */
export const team: Person[] = [
  {
    name: company.host.name,
    role: company.host.role,
    avatar: { skin: "#e8b796", hair: "#4a3426", hairStyle: "side", shirt: "#2f3b4c", backdrop: "#e6dfd3", beard: true },
    sample: true,
  },
  {
    name: "Lena Novak",
    role: msg`Product design`,
    avatar: { skin: "#f1c7a8", hair: "#b5643a", hairStyle: "bob", shirt: "#c2410c", backdrop: "#eadfd6" },
    sample: true,
  },
  {
    name: "Jonas Leitner",
    role: msg`Senior engineer`,
    avatar: { skin: "#d9a27e", hair: "#1f1b18", hairStyle: "short", shirt: "#5b6b5a", backdrop: "#dfe3da", glasses: true },
    sample: true,
  },
  {
    name: "Aylin Demir",
    role: msg`Delivery and client care`,
    avatar: { skin: "#b9805d", hair: "#231a15", hairStyle: "long", shirt: "#3d3a57", backdrop: "#e2dde8" },
    sample: true,
  },
];

export const testimonials: Testimonial[] = [
  {
    id: "kranzl",
    quote: msg`Our order handling used to live in four spreadsheets. Two weeks after the kick-off the team switched to the new tool, and nobody wants to go back.`,
    person: {
      name: "Katharina Berger",
      role: msg`Head of Operations`,
      avatar: { skin: "#efc3a4", hair: "#6b4a33", hairStyle: "bun", shirt: "#33506b", backdrop: "#dde4ea", glasses: true },
      sample: true,
    },
    clientId: "kranzl",
    sample: true,
  },
  {
    id: "alpenmarkt",
    quote: msg`We came with a pitch deck and twelve producers on a waiting list. Three weeks later the marketplace was live and the first orders were paid.`,
    person: {
      name: "Lukas Hofer",
      role: msg`Co-founder`,
      avatar: { skin: "#e6b08c", hair: "#8a6a3c", hairStyle: "curly", shirt: "#4d6b4f", backdrop: "#e1e6d9" },
      sample: true,
    },
    clientId: "alpenmarkt",
    sample: true,
  },
  {
    id: "nahbei",
    quote: msg`The user tests told us to drop the feature we were proudest of. Learning that from a five-day prototype and two weeks of tests, not from six months of development, was worth every cent.`,
    person: {
      name: "Miriam Steiner",
      role: msg`Founder`,
      avatar: { skin: "#f3cdb1", hair: "#2b2220", hairStyle: "long", shirt: "#6b3f5a", backdrop: "#ecdde3" },
      sample: true,
    },
    clientId: "nahbei",
    sample: true,
  },
  {
    id: "halden",
    quote: msg`Three offices, one booking system, and not a single training session needed. People simply started using it.`,
    person: {
      name: "Thomas Wallner",
      role: msg`Office Manager`,
      avatar: { skin: "#e9bb9b", hair: "#9b9690", hairStyle: "buzz", shirt: "#3b4a5e", backdrop: "#e0e2e6", beard: true },
      sample: true,
    },
    clientId: "halden",
    sample: true,
  },
  {
    id: "stadtwege",
    quote: msg`Our guests open the app in the underground without signal, in five languages, and it just works. Our old app never managed that.`,
    person: {
      name: "Elif Yılmaz",
      role: msg`Head of Digital`,
      avatar: { skin: "#c8906b", hair: "#1d1614", hairStyle: "bob", shirt: "#285e61", backdrop: "#d9e7e5" },
      sample: true,
    },
    clientId: "stadtwege",
    sample: true,
  },
  {
    id: "muenzfink",
    quote: msg`The page was live ten days after the brief, and the waiting list filled faster than our product team could send invitations.`,
    person: {
      name: "Sophie Wagner",
      role: msg`Head of Marketing`,
      avatar: { skin: "#f0c09e", hair: "#d3a35b", hairStyle: "long", shirt: "#4b3f72", backdrop: "#e4e0ee" },
      sample: true,
    },
    clientId: "muenzfink",
    sample: true,
  },
  {
    id: "zettelwerk",
    quote: msg`They challenged our scope on day one. What was left shipped in four weeks and paid for itself with the first ten customers.`,
    person: {
      name: "Markus Aigner",
      role: msg`CEO`,
      avatar: { skin: "#dca585", hair: "#3a2c22", hairStyle: "short", shirt: "#6b5535", backdrop: "#ebe3d6", glasses: true },
      sample: true,
    },
    clientId: "zettelwerk",
    sample: true,
  },
];

export function testimonialById(id: string): Testimonial {
  const found = testimonials.find((t) => t.id === id);
  if (!found) throw new Error(`unknown testimonial ${id}`);
  return found;
}
