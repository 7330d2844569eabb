import { msg } from "@lingui/core/macro";
import type { CaseStudySlug } from "./case-study-slugs.ts";
import { type Duration, durationText } from "./durations.ts";
import type { SampleMark, Text } from "./types.ts";

/**
 * A case study (/our-work/<slug>): the outcome first, then the client's problem, what we
 * built, the stack and the time it took. The project's card, client and quote live in
 * portfolio.ts, clients.ts and people.ts; the screenshots are drawn per project in
 * components/mockups/. Every figure is the template's example until replaced.
 */
export interface CaseStudy extends SampleMark {
  slug: CaseStudySlug;
  /** The page's heading: what changed for the client. */
  headline: Text;
  /** Page title for search results (about 60 characters). */
  title: Text;
  summary: Text;
  year: number;
  duration: Text;
  team: Text;
  /** Three outcome figures, each written out per language. */
  figures: { value: Text; label: Text }[];
  problem: Text[];
  built: Text;
  features: Text[];
  stack: string[];
  result: Text;
  /** Captions of the two screenshots (overview, detail). */
  screens: [Text, Text];
  /** The client's quote (people.ts), if there is one. */
  testimonialId?: string;
}

/**
 * How long each project took, from the kick-off to its launch or first use: a case study's
 * figures and the reference cards read it here, so no page can state another figure.
 */
const spans: Record<CaseStudySlug, Duration> = {
  frachtblick: { weeks: 2 },
  alpenmarkt: { weeks: 3 },
  nahbei: { days: 5 },
  platzwahl: { weeks: 2 },
  tourguide: { weeks: 6 },
  muenzfink: { days: 10 },
  zettelwerk: { weeks: 4 },
};

export const caseStudies: CaseStudy[] = [
  {
    slug: "frachtblick",
    headline: msg`Dispatch in one live view, two weeks after the kick-off`,
    title: msg`Frachtblick: a dispatch board for Kranzl Transporte`,
    summary: msg`Kranzl Transporte runs 80 vehicles out of Vienna. Their dispatchers planned every day across four spreadsheets. Frachtblick puts orders, vehicles and drivers on one screen.`,
    year: 2025,
    duration: msg`2 weeks to daily use, 5 weeks to full roll-out`,
    team: msg`2 engineers, 1 designer`,
    figures: [
      { value: durationText(spans.frachtblick), label: msg`from kick-off to the first version in daily use` },
      { value: msg`4 → 1`, label: msg`spreadsheets replaced by one live board` },
      { value: msg`6 hours`, label: msg`of manual updates saved per dispatcher each week` },
    ],
    problem: [
      msg`Orders came in by phone and email and were copied into a spreadsheet; vehicles, drivers and delivery times lived in three more. Three dispatchers kept them in sync by hand.`,
      msg`Nobody saw the whole day at once. Every change meant a phone call, and mistakes surfaced only when a driver stood at the wrong ramp.`,
    ],
    built: msg`We spent the first two days beside the dispatchers, then built the one screen they needed most: a live board of the day. Order intake, vehicles and drivers followed in weekly releases.`,
    features: [
      msg`A live board of every vehicle, driver and delivery`,
      msg`Order intake that is typed once and updates every view`,
      msg`Single sign-on and roles for dispatch, drivers and management`,
      msg`A nightly export to the accounting system`,
    ],
    stack: ["React", "TypeScript", "Hono", "PostgreSQL", "Microsoft Entra ID"],
    result: msg`The spreadsheets were switched off in week three. Dispatch now plans the next day in the afternoon instead of the next morning.`,
    screens: [
      msg`The dispatch board: today's routes, vehicles and their status`,
      msg`On the driver's phone: the next stop and a one-tap delivery note`,
    ],
    testimonialId: "kranzl",
    sample: true,
  },
  {
    slug: "alpenmarkt",
    headline: msg`From pitch deck to first paid orders in three weeks`,
    title: msg`Alpenmarkt: a marketplace MVP in three weeks`,
    summary: msg`Alpenmarkt connects regional producers in the Alps with shops and restaurants. The founders had a pitch deck and a waiting list; they needed a product to sell through.`,
    year: 2025,
    duration: msg`3 weeks to launch`,
    team: msg`2 engineers, 1 designer`,
    figures: [
      { value: durationText(spans.alpenmarkt), label: msg`from kick-off to the first paid order` },
      { value: msg`12`, label: msg`producers selling on launch day` },
      { value: msg`9 of 9`, label: msg`Austrian states with shops ordering, one year after launch` },
    ],
    problem: [
      msg`Twelve producers had agreed to sell, but only if orders and payouts worked from the first day. A long project would have lost them to the next season.`,
      msg`The founders' first plan had thirty features. Investors wanted to see real orders, not a roadmap.`,
    ],
    built: msg`In a half-day workshop we cut the plan to what proves the idea: producers list products, shops order and pay, producers are paid out. Everything else went on the list for later.`,
    features: [
      msg`Product listings that producers fill in from their phones`,
      msg`Ordering and card payment with automatic payouts to producers`,
      msg`Order overview and delivery slots for every producer`,
      msg`Analytics from day one, to decide what to build next`,
    ],
    stack: ["React", "TypeScript", "Node.js", "PostgreSQL", "Stripe Connect"],
    result: msg`The first order was paid in week three. A year later shops in all nine Austrian states order through Alpenmarkt, on the same code base.`,
    screens: [
      msg`The marketplace: regional products with prices and delivery slots`,
      msg`The producer's view: today's orders and the next payout`,
    ],
    testimonialId: "alpenmarkt",
    sample: true,
  },
  {
    slug: "nahbei",
    headline: msg`Forty user tests before a line of production code`,
    title: msg`Nahbei: a prototype tested with 40 users`,
    summary: msg`Nahbei wants to connect families with home-care nurses near them. Before raising money for development, the founder needed to know what families would really use.`,
    year: 2024,
    duration: msg`5 days to the prototype, 2 weeks of testing`,
    team: msg`1 designer, 1 engineer`,
    figures: [
      { value: durationText(spans.nahbei), label: msg`from the first workshop to a clickable prototype` },
      { value: msg`40`, label: msg`families and nurses in the user tests` },
      { value: msg`3`, label: msg`planned features dropped before development` },
    ],
    problem: [
      msg`The idea rested on assumptions: that families would book online, that nurses would keep a calendar, that ratings would build trust.`,
      msg`Building the full product to test them would have cost months and most of the seed money.`,
    ],
    built: msg`A clickable prototype of the booking flow and the nurse's profile, on real phones, with realistic content. We ran the tests together with the founder and sorted the findings by what they changed.`,
    features: [
      msg`A clickable booking flow from search to confirmed visit`,
      msg`Nurse profiles with qualifications, languages and availability`,
      msg`A chat between family and nurse before the first visit`,
      msg`A test plan and a report sorted by decision`,
    ],
    stack: ["Figma", "React", "TypeScript", "Vite"],
    result: msg`Families wanted to talk to a nurse before booking, not rate her afterwards. The chat moved to the centre, ratings were dropped, and the investor pitch showed test results instead of assumptions.`,
    screens: [
      msg`The booking flow: search, profile and chat on two phones`,
      msg`The test board: findings sorted by the decision they changed`,
    ],
    testimonialId: "nahbei",
    sample: true,
  },
  {
    slug: "platzwahl",
    headline: msg`Three offices, one booking system, no training needed`,
    title: msg`Platzwahl: desk booking for Halden & Partner`,
    summary: msg`Halden & Partner is a law firm with offices in Linz, Vienna and Salzburg. Since people work partly from home, desks stood empty in one office while another was full.`,
    year: 2025,
    duration: msg`2 weeks to the first office, 4 weeks to all three`,
    team: msg`2 engineers`,
    figures: [
      { value: msg`3`, label: msg`offices on one booking system` },
      { value: msg`180`, label: msg`people booking every week` },
      { value: msg`0`, label: msg`training sessions needed` },
    ],
    problem: [
      msg`Desks and meeting rooms were booked through a shared mailbox and a whiteboard at each reception. Nobody knew in the evening where they would sit the next day.`,
      msg`An off-the-shelf tool failed at the firm's single sign-on and its rule that client meetings come first.`,
    ],
    built: msg`A booking tool inside the firm's existing sign-in: pick an office, a day and a desk or room; the booking lands in your calendar. Client meetings reserve rooms first.`,
    features: [
      msg`A week view of desks and rooms in all three offices`,
      msg`Floor plans with free and booked places`,
      msg`Bookings in everyone's Outlook calendar`,
      msg`Single sign-on, no new password`,
    ],
    stack: ["React", "TypeScript", "Microsoft Graph", "Microsoft Entra ID", "Azure (EU)"],
    result: msg`Linz went live in week two, Vienna and Salzburg two weeks later. The shared mailbox was closed after a month.`,
    screens: [
      msg`The week view: desks and rooms booked across three offices`,
      msg`Booking a desk on the phone, straight into the calendar`,
    ],
    testimonialId: "halden",
    sample: true,
  },
  {
    slug: "tourguide",
    headline: msg`A city guide that opens in 0.8 seconds, even without signal`,
    title: msg`Tourguide Wien: a fast, offline city guide`,
    summary: msg`Wiener Stadtwege runs guided walks through Vienna. Their app was slow, needed a connection and spoke two languages; their guests speak many more.`,
    year: 2024,
    duration: msg`6 weeks`,
    team: msg`2 engineers, 1 designer`,
    figures: [
      { value: msg`0.8 s`, label: msg`to the first content on a mid-range phone` },
      { value: msg`100`, label: msg`Lighthouse performance score` },
      { value: msg`5`, label: msg`languages, offline on the go` },
    ],
    problem: [
      msg`Guests opened the old app in underground stations and cellars, where there is no signal, and saw a blank screen.`,
      msg`It loaded 4 MB before showing anything and was only in German and English.`,
    ],
    built: msg`A web app that installs from the browser, keeps every tour offline and loads only the language and tour a guest needs. Maps and photos load in the order a walk passes them.`,
    features: [
      msg`Tours, maps and audio available offline`,
      msg`English, German, French, Italian and Spanish, chosen on the first screen`,
      msg`Accessible to screen readers, with large text that still fits`,
      msg`No app store: it installs from a QR code at the meeting point`,
    ],
    stack: ["Preact", "TypeScript", "Vite", "Service Worker", "MapLibre"],
    result: msg`The app opens in 0.8 seconds on a mid-range phone and works without signal. Guests no longer ask the guide for the paper map.`,
    screens: [
      msg`The guide on a phone: map, next stop and the offline badge`,
      msg`A tour on the phone: stops, audio guide and the offline download`,
    ],
    testimonialId: "stadtwege",
    sample: true,
  },
  {
    slug: "muenzfink",
    headline: msg`A full waiting list before the app went live`,
    title: msg`Münzfink: the launch page of a fintech start-up`,
    summary: msg`Münzfink helps freelancers put money aside for taxes. Before the app launched, the team needed a page that explained it in one screen and filled the waiting list.`,
    year: 2025,
    duration: msg`10 days from brief to launch`,
    team: msg`1 designer, 1 engineer`,
    figures: [
      { value: msg`2,000`, label: msg`waitlist sign-ups in the first month` },
      { value: durationText(spans.muenzfink), label: msg`from brief to launch` },
      { value: msg`1.1 s`, label: msg`to load on a 4G phone` },
    ],
    problem: [
      msg`The product was not public yet, and its benefit took a paragraph to explain. The launch date for the campaign was fixed.`,
    ],
    built: msg`One page, one promise, one field: an email address. We tested three headlines in the first week and kept the one that doubled sign-ups. Every sign-up lands in the CRM with its campaign.`,
    features: [
      msg`A page that explains the product in one screen`,
      msg`A sign-up form connected to the CRM, with double opt-in`,
      msg`Headline tests in the first week`,
      msg`Consent-based analytics and campaign tracking`,
    ],
    stack: ["Astro", "TypeScript", "HubSpot", "Plausible"],
    result: msg`2,000 people joined the waiting list in the first month. The page stayed live until the app launched and became its home page.`,
    screens: [msg`The launch page: one promise, one field`, msg`The first month: sign-ups per day and the winning headline`],
    testimonialId: "muenzfink",
    sample: true,
  },
  {
    slug: "zettelwerk",
    headline: msg`Invoices read and booked in seconds, live in four weeks`,
    title: msg`Zettelwerk: an AI document processing MVP`,
    summary: msg`Zettelwerk's founders know accounting firms. Their clients send invoices as photos and PDFs that someone types in by hand. They wanted to sell a tool that reads them.`,
    year: 2025,
    duration: msg`4 weeks to the first customers`,
    team: msg`2 engineers`,
    figures: [
      { value: durationText(spans.zettelwerk), label: msg`from kick-off to the first paying customers` },
      { value: msg`92 %`, label: msg`of invoice fields read without a correction` },
      { value: msg`30 s`, label: msg`from upload to booking proposal` },
    ],
    problem: [
      msg`Reading invoices with AI works in a demo. In an accounting firm it has to be right, or at least say when it is not sure.`,
      msg`The founders had one pilot customer waiting and no product yet.`,
    ],
    built: msg`An upload that reads the invoice, proposes the booking and marks every field it is unsure of. An accountant confirms with one click or corrects the marked fields; every correction makes the next proposal better.`,
    features: [
      msg`Upload by email, photo or PDF`,
      msg`Fields read by AI, each with a confidence mark`,
      msg`Booking proposals exported to the accounting software`,
      msg`Data processed on EU servers only`,
    ],
    stack: ["React", "TypeScript", "Python", "PostgreSQL", "Azure OpenAI (EU)"],
    result: msg`The pilot firm went live in week four and nine more followed in the first quarter. The MVP is still the core of the product.`,
    screens: [
      msg`From invoice to booking proposal: the fields read, with their confidence`,
      msg`The review queue: only the uncertain fields need a look`,
    ],
    testimonialId: "zettelwerk",
    sample: true,
  },
];

/** How long a case study's project took, for the pages that state it beside the study. */
export function caseStudySpan(slug: CaseStudySlug): Duration {
  return spans[slug];
}

export function caseStudyBySlug(slug: string): CaseStudy {
  const found = caseStudies.find((c) => c.slug === slug);
  if (!found) throw new Error(`unknown case study ${slug}`);
  return found;
}
