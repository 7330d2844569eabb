import type { MessageDescriptor } from "@lingui/core";
import type { IconName } from "../components/Icon.tsx";
import type { Figure } from "./numbers.ts";

/** A text of the site: a Lingui message descriptor, rendered with `i18n._(text)`. */
export type Text = MessageDescriptor;

export interface Card {
  icon: IconName;
  title: Text;
  text: Text;
}

export interface Step {
  title: Text;
  text: Text;
  /** e.g. "Week 1". */
  meta?: Text;
}

export interface Faq {
  question: Text;
  answer: Text;
}

export interface Metric {
  value: Figure;
  label: Text;
}

/** What every service page shares: hero, feature cards and the closing call-to-action band. */
export interface ServicePageContent {
  path: string;
  /** Page title (before " | <company>") and meta description. */
  title: Text;
  description: Text;
  eyebrow: Text;
  heading: Text;
  lead: Text;
  cta: Text;
  featuresTitle: Text;
  featuresIntro: Text;
  features: Card[];
  closing: { title: Text; text: Text; cta: Text };
  founderNote?: Text;
}
