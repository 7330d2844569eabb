/**
 * One full journey per widget in Firefox, on a partner page of another origin that embeds
 * the whole kit with one script tag: the consent choice and its reopening, the
 * questionnaire through all steps to a stored lead, the referral form to a stored row, and
 * the dialog by keyboard alone. Each journey checks what a visitor and the agency would
 * see: the page, the stored choice, and the rows in D1. The last one compares the kit on a
 * partner page whose CSS attacks it with the same page without that CSS. The first runs on a
 * WordPress-like page, where an author's only trigger is a link to #agency-questionnaire.
 */
import type { Page } from "puppeteer-core";
import { collectWidgetMetrics, metricDifferences, TEXT_PROPERTIES } from "../e2e/widget-metrics.ts";
import { activeDescription, waitUntil } from "./browser.ts";

export interface Servers {
  /** The partner page that embeds the kit (tests/e2e/partner/all-widgets.html). */
  partnerPage: string;
  /** Reads the Worker's local D1, as staff would. */
  queryD1<T>(sql: string): T[];
}

export interface Journey {
  name: string;
  /** `page` has the partner page loaded, in a browser context of its own (nothing stored yet). */
  run(page: Page, servers: Servers): Promise<void>;
}

const Q = "agency-questionnaire";
const R = "agency-referral-form";
const C = "agency-cookie-consent";
/** The default prefixed key the banner keeps the choice under on a partner page. */
const CONSENT_KEY = "agency-cookie-preferences";

const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;
export const uniqueEmail = (tag: string) => `ff.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@acme.example`;

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const storedConsent = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as { analytics?: boolean } | null, CONSENT_KEY);

const bannerShown = (page: Page) =>
  page.evaluate((tag) => {
    const banner = document.querySelector(tag)?.shadowRoot?.querySelector<HTMLElement>('[part~="banner"]');
    return Boolean(banner && !banner.hidden && banner.getBoundingClientRect().height > 0);
  }, C);

/** The page's toast, if one shows: its box, and whether it covers the floating cookie button. */
const toastState = (page: Page) =>
  page.evaluate((tag) => {
    const toast = document.getElementById("agency-toast-host")?.shadowRoot?.querySelector(".toast");
    if (!toast) return { shown: false, coversCookieButton: false };
    const a = toast.getBoundingClientRect();
    const button = document.querySelector(tag)?.shadowRoot?.querySelector('[part~="reopen-button"]');
    const b = button?.getBoundingClientRect();
    const covers = Boolean(b && b.width > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
    return { shown: true, coversCookieButton: covers };
  }, C);

export const dialogOpen = (page: Page) =>
  page.evaluate((tag) => Boolean(document.querySelector(tag)?.shadowRoot?.querySelector("dialog[open]")), Q);

const leadTables = { inquiries: ["project_inquiries", "contact_email"], referrals: ["referrals", "email"] } as const;

async function leadRow(servers: Servers, kind: keyof typeof leadTables, email: string) {
  const [table, column] = leadTables[kind];
  return waitUntil(`the ${kind} row of ${email}`, async () => {
    const rows = servers.queryD1<{ id: string; source: string }>(`SELECT id, source FROM ${table} WHERE ${column} = ${sqlText(email)}`);
    return rows[0];
  });
}

/** The banner sits over the page's lower part until the visitor chooses: choose first, as a visitor would. */
async function decideConsent(page: Page): Promise<void> {
  await waitUntil("the banner", () => bannerShown(page));
  await page.locator(`${C} >>> [part~="functional-button"]`).click();
  await waitUntil("the banner to close", async () => !(await bannerShown(page)));
}

export async function fillQuestionnaire(page: Page, email: string): Promise<void> {
  await page.locator(`${Q} >>> select[name="projectType"]`).fill("mvp");
  await page.locator(`${Q} >>> textarea[name="projectDescription"]`).fill("A booking app for our three clinics");
  await page.locator(`${Q} >>> [part~="next-button"]`).click();
  await page.locator(`${Q} >>> input[name="companyName"]`).fill("Acme GmbH");
  await page.locator(`${Q} >>> [part~="next-button"]`).click();
  await page.locator(`${Q} >>> input[name="name"]`).fill("Anna Huber");
  await page.locator(`${Q} >>> input[name="email"]`).fill(email);
  await page.locator(`${Q} >>> [part~="next-button"]`).click();
  await page.locator(`${Q} >>> [part~="summary"]`).wait();
}

/** Presses Tab (or Shift+Tab) until focus is on an element whose description contains `target`. */
async function tabTo(page: Page, target: string, { back = false, max = 30 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if ((await activeDescription(page)).includes(target)) return;
    if (back) {
      await page.keyboard.down("Shift");
      await page.keyboard.press("Tab");
      await page.keyboard.up("Shift");
    } else {
      await page.keyboard.press("Tab");
    }
  }
  throw new Error(`Tab never reached ${target}; focus is on ${await activeDescription(page)}`);
}

export const journeys: Journey[] = [
  {
    name: "WordPress-like page: a Button block's link to #agency-questionnaire?project-type=mvp opens the dialog with MVP chosen, to a stored lead",
    async run(page, servers) {
      const wordpress = servers.partnerPage.replace("all-widgets.html", "wordpress.html");
      await page.goto(wordpress, { waitUntil: "load" });
      await page.locator("a.wp-block-button__link").click();
      await waitUntil("the questionnaire", () => dialogOpen(page));
      const chosen = await page.evaluate(
        (tag) => document.querySelector(tag)?.shadowRoot?.querySelector<HTMLSelectElement>('select[name="projectType"]')?.value,
        Q,
      );
      check(chosen === "mvp", `the link's project type is chosen (got ${chosen})`);
      check(page.url() === wordpress, `the address keeps no hash (got ${page.url()})`);
      const email = uniqueEmail("wordpress");
      await fillQuestionnaire(page, email);
      await page.locator(`${Q} >>> [part~="next-button"]`).click();
      const row = await leadRow(servers, "inquiries", email);
      check(row.source === "partner-e2e", `the lead's source is the partner (got ${row.source})`);
    },
  },
  {
    name: "cookie consent: Accept All, reopen withdraws, an Escape meant for the questionnaire restores nothing",
    async run(page) {
      const changes: unknown[] = [];
      await page.exposeFunction("recordConsentChange", (detail: unknown) => void changes.push(detail));
      await page.evaluate(() =>
        document.addEventListener("agency-consent-change", (e) =>
          (window as unknown as { recordConsentChange(d: unknown): void }).recordConsentChange((e as CustomEvent).detail),
        ),
      );
      await waitUntil("the banner", () => bannerShown(page));
      await page.locator(`${C} >>> [part~="accept-button"]`).click();
      await waitUntil("the banner to close", async () => !(await bannerShown(page)));
      check((await storedConsent(page))?.analytics === true, "Accept All stored analytics: true");
      await waitUntil("the confirmation toast", async () => (await toastState(page)).shown);
      check(!(await toastState(page)).coversCookieButton, "the confirmation toast covers the cookie button");

      await page.locator(`${C} >>> [part~="reopen-button"]`).click();
      await waitUntil("the reopened banner", () => bannerShown(page));
      await waitUntil("the toast to end with the reopened banner", async () => !(await toastState(page)).shown);
      check((await storedConsent(page)) === null, "reopening withdraws the stored choice");

      changes.length = 0;
      await page.locator("#start").click();
      await waitUntil("the questionnaire", () => dialogOpen(page));
      await page.keyboard.press("Escape");
      await waitUntil("the questionnaire to close", async () => !(await dialogOpen(page)));
      await new Promise((r) => setTimeout(r, 300));
      check((await storedConsent(page)) === null, "the Escape for the questionnaire restored the withdrawn consent");
      check(
        !changes.some((d) => (d as { analytics?: boolean } | null)?.analytics === true),
        "an agency-consent-change reported consent after the Escape",
      );
      check(await bannerShown(page), "the banner stays open until the visitor chooses");
    },
  },
  {
    name: "questionnaire: all four steps to a stored lead with the partner as source",
    async run(page, servers) {
      await decideConsent(page);
      await page.locator("#start").click();
      await waitUntil("the questionnaire", () => dialogOpen(page));
      const email = uniqueEmail("lead");
      await fillQuestionnaire(page, email);
      await page.locator(`${Q} >>> [part~="next-button"]`).click();
      const row = await leadRow(servers, "inquiries", email);
      check(row.source === "partner-e2e", `the lead's source is the partner (got ${row.source})`);
      await waitUntil("the dialog to close after the success", async () => !(await dialogOpen(page)));
    },
  },
  {
    name: 'questionnaire with booking="inline": a free time picked and booked in the dialog, the lead booked',
    async run(page, servers) {
      const origin = new URL(page.url()).origin;
      await page.goto(`${origin}/questionnaire-booking.html`, { waitUntil: "load" });
      await page.locator("[data-agency-questionnaire]").click();
      await waitUntil("the questionnaire", () => dialogOpen(page));
      const email = uniqueEmail("booked");
      await fillQuestionnaire(page, email);
      await page.locator(`${Q} >>> [part~="next-button"]`).click();
      await page.locator(`${Q} >>> [part~="booking-times"] button`).click();
      await page.locator(`${Q} >>> [part~="book-button"]`).click();
      await page.locator(`${Q} >>> [part~="booking-confirmation"]`).wait();
      check(await dialogOpen(page), "the dialog stays open with the confirmation");
      const row = await leadRow(servers, "inquiries", email);
      const [lead] = servers.queryD1<{ status: string }>(`SELECT status FROM project_inquiries WHERE id = ${sqlText(row.id)}`);
      check(lead?.status === "booked", `the lead is booked (got ${lead?.status})`);
      const bookings = servers.queryD1<{ status: string }>(`SELECT status FROM bookings WHERE lead_id = ${sqlText(row.id)}`);
      check(bookings.length === 1 && bookings[0]?.status === "booked", `one booking links the lead (got ${JSON.stringify(bookings)})`);
    },
  },
  {
    name: "referral form: filled and sent to a stored row",
    async run(page, servers) {
      await decideConsent(page);
      const form = `${R} >>> form`;
      await page.locator(form).scroll();
      await page.locator(`${R} >>> input[name="name"]`).fill("Max Muster");
      const email = uniqueEmail("referrer");
      await page.locator(`${R} >>> input[name="email"]`).fill(email);
      await page.locator(`${R} >>> input[name="referralName"]`).fill("Eva Beispiel");
      await page.locator(`${R} >>> input[name="referralEmail"]`).fill(`eva.${email}`);
      await page.locator(`${R} >>> input[name="referralCompany"]`).fill("Beispiel AG");
      await page.locator(`${R} >>> input[name="confirmed"]`).click();
      await page.locator(`${R} >>> button[type="submit"]`).click();
      const row = await leadRow(servers, "referrals", email);
      check(row.source === "partner-e2e", `the referral's source is the partner (got ${row.source})`);
    },
  },
  {
    name: "keyboard only: open, trap, Escape returns focus, then all steps to a stored lead",
    async run(page, servers) {
      await decideConsent(page);
      // From the trigger on, everything is done with the keyboard.
      await page.focus("#start");
      await page.keyboard.press("Enter");
      await waitUntil("the questionnaire", () => dialogOpen(page));
      await waitUntil("focus on the first field", async () => (await activeDescription(page)).includes("[name=projectType]"));

      // The trap: more Tabs than the step has controls wrap around inside, never to the page.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press("Tab");
        check((await activeDescription(page)).startsWith(Q), `Tab left the dialog: ${await activeDescription(page)}`);
      }
      await page.keyboard.press("Escape");
      await waitUntil("the questionnaire to close", async () => !(await dialogOpen(page)));
      check((await page.evaluate(() => document.activeElement?.id)) === "start", "focus returned to the trigger");

      await page.keyboard.press("Enter");
      await waitUntil("the questionnaire again", () => dialogOpen(page));
      await waitUntil("focus on the first field", async () => (await activeDescription(page)).includes("[name=projectType]"));
      await page.keyboard.press("ArrowDown");
      await tabTo(page, "[name=projectDescription]");
      await page.keyboard.type("Keyboard only, start to end");
      await tabTo(page, "next-button");
      await page.keyboard.press("Enter");
      await waitUntil("step 2", async () => (await activeDescription(page)).includes("[name=companyName]"));
      await page.keyboard.type("Tastatur GmbH");
      await page.keyboard.press("Enter");
      // The contact step opens on its first field, the optional salutation; Tab goes on to the name.
      await waitUntil("step 3", async () => (await activeDescription(page)).includes("[name=salutation]"));
      await tabTo(page, "[name=name]");
      await page.keyboard.type("Karl Tastatur");
      const email = uniqueEmail("keys");
      await tabTo(page, "[name=email]");
      await page.keyboard.type(email);
      await page.keyboard.press("Enter");
      await page.locator(`${Q} >>> [part~="summary"]`).wait();
      await tabTo(page, "next-button");
      await page.keyboard.press("Enter");
      const row = await leadRow(servers, "inquiries", email);
      check(row.id.length > 0, "the keyboard-only lead is stored");
    },
  },
  {
    name: "host CSS: a 10 px root, reset boxes and buttons, inherited text styles change no label, input or button (1280 and 390 px)",
    async run(page) {
      const origin = new URL(page.url()).origin;
      const metricsOf = async (path: string) => {
        await page.goto(`${origin}/${path}`, { waitUntil: "load" });
        return page.evaluate(collectWidgetMetrics, TEXT_PROPERTIES);
      };
      for (const [width, height] of [
        [1280, 800],
        [390, 844],
      ] as const) {
        await page.setViewport({ width, height });
        const clean = await metricsOf("clean-css.html");
        // The clean page is the reference only if the widgets look as designed there.
        check(clean["questionnaire label 1"]?.text.fontSize === "16px", `at ${width}px the clean page's labels are 16 px`);
        check((clean["questionnaire input 1"]?.height ?? 0) >= 44, `at ${width}px the clean page's inputs are 44 px tall`);
        const problems = metricDifferences(clean, await metricsOf("hostile-css.html"));
        check(problems.length === 0, `at ${width}px the host page's CSS changed the widgets:\n    ${problems.slice(0, 15).join("\n    ")}`);
      }
    },
  },
];
