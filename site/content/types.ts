import type { MessageDescriptor } from "@lingui/core";
import type { IconName } from "../components/Icon.tsx";
import type { Figure } from "./numbers.ts";

/** A text of the site: a Lingui message descriptor, rendered with `i18n._(text)`. */
export type Text = MessageDescriptor;

/**
 * Marks content the template ships as an example: invented clients, people, projects and
 * their figures. The deploy guard (scripts/check-placeholders.ts) refuses every
 * `sample: true` in site/content until the record is replaced by a real one and the mark
 * removed, so the examples can never go live as if they were the agency's own.
 */
export interface SampleMark {
  sample?: true;
}

/**
 * The questionnaire's project type a call to action chooses (the element's `project-type`
 * attribute): one per service.
 */
export type ServiceProjectType = "mvp" | "frontend" | "internal" | "prototype" | "landing";

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

export interface Metric extends SampleMark {
  value: Figure;
  label: Text;
}

/** What every service page shares: hero, feature cards and the closing call-to-action band. */
export interface ServicePageContent {
  path: string;
  /** What the page's calls to action choose in the questionnaire. */
  projectType: ServiceProjectType;
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
  /** Beside the starting price: what the price includes and what makes a project cost more. */
  priceScope?: Text;
}
