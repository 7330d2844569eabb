import type { ServiceProjectType } from "./types.ts";

/**
 * The case studies' URL slugs (/our-work/<slug>), one per portfolio project, apart from
 * their texts so the routes stay small.
 */
export const caseStudySlugs = ["frachtblick", "alpenmarkt", "nahbei", "platzwahl", "tourguide", "muenzfink", "zettelwerk"] as const;

export type CaseStudySlug = (typeof caseStudySlugs)[number];

/**
 * What a call to action on a page chooses in the questionnaire: the service a service page
 * is about, or the kind of project a case study shows. Pages not listed choose nothing.
 */
export const pageProjectTypes: Record<string, ServiceProjectType> = {
  "/mvp-development": "mvp",
  "/internal-tools": "internal",
  "/landing-page-creation": "landing",
  "/rapid-prototyping": "prototype",
  "/frontend-development": "frontend",
  "/our-work/frachtblick": "internal",
  "/our-work/alpenmarkt": "mvp",
  "/our-work/nahbei": "prototype",
  "/our-work/platzwahl": "internal",
  "/our-work/tourguide": "frontend",
  "/our-work/muenzfink": "landing",
  "/our-work/zettelwerk": "mvp",
};
