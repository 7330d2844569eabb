/**
 * The one world every end-to-end file of the CLI (scripts/leads/e2e/) runs against: its
 * settings, the leads most files start from, and how a file reaches it. The global setup
 * (global-setup.ts) starts it once and provides its address; the files run one after
 * another, and each starts from an emptied database (`reset`), so each also runs alone.
 */
import { beforeAll, inject } from "vitest";
import { type World, type WorldAddress, worldAt } from "./world.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared world's API origin and state directory. */
    leadsWorld: WorldAddress;
  }
}

/** The secret the bookings test signs its Cal.com webhooks with. */
export const CALCOM_SECRET = "cli-test-calcom-secret";
/** The partner page of the funnel test, listed in ALLOWED_ORIGINS as `acme`. */
export const ACME_ORIGIN = "https://www.acme.example";

/** The world's Worker settings beyond the defaults. */
export const WORLD_VARS: readonly string[] = [
  // The partner `acme` of the funnel test: the API credits the id of the request's Origin.
  `ALLOWED_ORIGINS:acme=${ACME_ORIGIN}`,
  // The Cal.com webhook's secret, for the bookings test.
  `CALCOM_WEBHOOK_SECRET:${CALCOM_SECRET}`,
];

/** The world the global setup started, as this test file's hands on it. */
export function sharedWorld(): World {
  return worldAt(inject("leadsWorld"));
}

/** The questionnaire answers most tests submit. */
export const inquiry = {
  projectType: "mvp",
  projectDescription: "A booking app for our three clinics.",
  projectTimeline: "3months",
  companyName: "Acme GmbH",
  companySize: "11-50",
  industry: "Healthcare",
  name: "Anna Huber",
  email: "anna@acme.at",
  phone: "",
  locale: "de",
};
// What a spreadsheet must not run, and what CSV must keep in one cell.
export const hostile = {
  ...inquiry,
  projectDescription: 'He said "hi", then left,\nand wrote =cmd("calc") on the next line. Also a very long text to truncate in the list.',
  companyName: '=cmd("calc")',
  name: "@SUM(A1)",
  phone: "+43 1 234 56 78",
  email: "O'Brien@Example.com",
};

/**
 * Empties the world and stores, through the API, the leads the reading, moving and
 * forgetting tests start from: two inquiries (one hostile to spreadsheets), four referrals
 * (O'Brien once referred and once referring), two newsletter sign-ups; one notification
 * MailChannels kept refusing. Answers the ids by name.
 */
export async function seedLeads(world: World): Promise<Record<string, string>> {
  const { post, sql } = world;
  world.reset();
  const ids: Record<string, string> = {};
  ids.anna = await post("/api/inquiries", inquiry);
  ids.obrienInquiry = await post("/api/inquiries", hostile);
  // The forgotten person appears once as the referred one and once as the referrer.
  ids.referredObrien = await post("/api/referrals", {
    name: "Max Muster",
    email: "max@example.com",
    companyName: "Muster KG",
    referralName: "Orla O'Brien",
    referralEmail: "o'brien@example.com",
    referralCompany: "O'Brien Ltd",
    confirmed: true,
    locale: "en",
  });
  ids.referrerObrien = await post("/api/referrals", {
    name: "Orla O'Brien",
    email: "O'BRIEN@example.com",
    companyName: "",
    referralName: "Eva Beispiel",
    referralEmail: "eva@example.org",
    referralCompany: "Beispiel AG",
    confirmed: true,
    locale: "en",
  });
  ids.moving = await post("/api/referrals", {
    name: "Max Muster",
    email: "max@example.com",
    companyName: "Muster KG",
    referralName: "Karl Klein",
    referralEmail: "karl@klein.at",
    referralCompany: "Klein OG",
    confirmed: true,
    locale: "de",
  });
  ids.declining = await post("/api/referrals", {
    name: "Max Muster",
    email: "max@example.com",
    companyName: "",
    referralName: "Dora Dorn",
    referralEmail: "dora@dorn.at",
    referralCompany: "Dorn AG",
    confirmed: true,
    locale: "de",
  });
  ids.obrienSub = await post("/api/newsletter", { email: "o'brien@example.com", locale: "en" });
  ids.keepSub = await post("/api/newsletter", { email: "keep@example.com", locale: "de" });

  // wrangler dev sends each mail to the local inbox right after the answer.
  await world.untilSent();
  // One notification that MailChannels kept refusing.
  sql(
    `UPDATE outbox SET status = 'dead', attempts = 8, last_error = 'MailChannels answered 403' WHERE lead_id = '${ids.moving}' AND kind = 'referral_notification'`,
  );
  return ids;
}

/**
 * The shared world with the leads `seedLeads` stores, loaded before the file's tests: the
 * ids fill in once they are stored. Generous time: eight submissions and their mails, on a
 * machine that may be busy.
 */
export function seededWorld(): { world: World; ids: Record<string, string> } {
  const world = sharedWorld();
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(ids, await seedLeads(world));
  }, 120_000);
  return { world, ids };
}
