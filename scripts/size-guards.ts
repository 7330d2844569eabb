/**
 * Every size guard of the project, in bytes of min+gzip, in one table: `npm run size`
 * (scripts/size.ts, part of `npm test`) checks the widgets' figures and the home page's
 * first-load JS against it, `npm run bench:site` (scripts/bench-site.ts, it needs a
 * browser) the home page's JS fetched by idle. What each figure counts is defined once, in
 * docs/architecture.md ("Size guards").
 *
 * A guard keeps what a partner's visitors download small; each figure is kept at least
 * {@link ROOM} under its guard, so that adding a field does not fail CI.
 */

export const KB = 1024;

/** The room every figure keeps under its guard. */
export const ROOM = KB;

/** The figures an element is measured by. */
export type Figure = "first use" | "complete" | "booking";

export const sizeGuards = {
  /** The embed loader, on every partner page. */
  loader: 3 * KB,
  /** Per element (the prefix of its chunk in dist/widgets/) and figure. */
  elements: {
    // On every page of a partner that embeds it (vanilla-cookieconsent: 15.5 KB, Klaro 18 KB).
    "chunks/cookie-consent-": { "first use": 18 * KB },
    "chunks/questionnaire-": { "first use": 37 * KB, complete: 50 * KB, booking: 10 * KB },
    "chunks/referral-form-": { "first use": 34 * KB, complete: 45 * KB },
  } satisfies Record<string, Partial<Record<Figure, number>>>,
  /** All three elements on one page, each byte counted once: their first use. */
  allThree: 46 * KB,
  /** The agency's home page: the JS its HTML references with the cookie banner, and what it has fetched once idle. */
  home: { "first load": 36 * KB, "fetched by idle": 55 * KB },
} as const;
