import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { queryD1, sqlText } from "./d1.ts";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { caughtMessages, linkAfter, sentTo, waitForMessage } from "./mail-catcher.ts";
import { de, en, fillAll, interceptCalendar, uniqueEmail } from "./questionnaire-helpers.ts";

/**
 * The call booked inside the dialog (`booking="inline"`), against the e2e server's Worker,
 * its scheduling stand-in (09:00-17:00 Europe/Vienna, 30-minute calls) and its mail catcher;
 * and the booking page in a new tab, when free times fail and on `booking="page"`.
 */

const PAGE = `${PARTNER_ORIGIN}/questionnaire-booking.html`;
const texts = {
  step: "Thank you! Now pick a time for your free call",
  times: "Free times",
  bookCall: "Book Appointment",
  booked: "Your call is booked",
  taken: "This time was just taken. Here are the free times now.",
};

interface FreeTimes {
  slots: string[];
  duration: number;
}

/** Opens the partner page's questionnaire (with `booking` set as given) and fills every step. */
async function fillOnPartnerPage(page: Page, email: string, booking?: "page"): Promise<Locator> {
  await page.goto(PAGE);
  const element = page.locator("agency-questionnaire");
  if (booking) await element.evaluate((el, value) => el.setAttribute("booking", value), booking);
  await page.getByRole("button", { name: "Start your project" }).click();
  const dialog = element.getByRole("dialog");
  await fillAll(dialog, en, { email });
  return dialog;
}

/** The free times the widget was given (asked while the visitor reads the summary). */
const slotsAnswer = (page: Page) => page.waitForResponse((r) => r.url().includes("/api/booking/slots") && r.request().method() === "GET");

/** The row of days; the free times show one day at a time. */
const days = (dialog: Locator) => dialog.getByRole("group", { name: "Days" });

const timeButtons = (dialog: Locator) => dialog.getByRole("group", { name: texts.times }).getByRole("button");

async function newVisitor(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

test("fill, Book Appointment, pick a time, Book Appointment again: booked in the dialog, in D1 and in the visitor's mail", async ({
  page,
  context,
  request,
}) => {
  const email = uniqueEmail("booking");
  const opened: string[] = [];
  context.on("page", (p) => opened.push(p.url()));
  // A beacon's body is not always visible to Playwright: the page's sendBeacon tells it.
  const events: string[] = [];
  await page.exposeFunction("recordBeacon", (body: string) => void events.push((JSON.parse(body) as { event: string }).event));
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob)
        void data.text().then((body) => (window as unknown as { recordBeacon(b: string): void }).recordBeacon(body));
      return send(url, data);
    };
  });
  const dialog = await fillOnPartnerPage(page, email);
  await dialog.getByRole("button", { name: en.book }).click();

  // The times show in the same dialog: no new tab, focus on the step's heading.
  const heading = dialog.getByRole("heading", { name: texts.step });
  await expect(heading).toBeFocused();
  await expect(timeButtons(dialog).first()).toBeVisible();
  expect(await seriousViolations(page, { state: "times" })).toEqual([]);

  const first = timeButtons(dialog).first();
  const label = (await first.getAttribute("aria-label"))!;
  await first.click();
  await expect(dialog.getByRole("heading", { name: "Your call" })).toBeFocused();
  await dialog.getByRole("button", { name: texts.bookCall }).click();

  const confirmation = dialog.getByRole("status").filter({ has: page.getByRole("heading", { name: texts.booked }) });
  await expect(confirmation).toBeVisible();
  // The time's label is "Tuesday 1 December, 09:30"; the confirmation says the same day and time.
  const [day, time] = label.split(", ") as [string, string];
  const weekday = day.slice(0, day.indexOf(" "));
  const date = day.slice(day.indexOf(" ") + 1);
  for (const part of [weekday, date, time]) await expect(confirmation).toContainText(part);
  const calendars = confirmation.getByRole("group", { name: "Add to calendar" });
  await expect(calendars.getByRole("link", { name: "Calendar file (.ics)" })).toHaveAttribute("href", /\.ics/);
  await expect(calendars.getByRole("link")).toHaveCount(3);
  expect(await seriousViolations(page, { state: "confirmation" })).toEqual([]);
  expect(opened).toEqual([]);
  // The anonymous funnel hears of the times shown and the call booked, once each.
  await expect.poll(() => events.filter((e) => e === "times_shown" || e === "booked")).toEqual(["times_shown", "booked"]);

  const [lead] = queryD1<{ id: string; status: string }>(
    `select id, status from project_inquiries where contact_email = ${sqlText(email)}`,
  );
  expect(lead?.status).toBe("booked");
  const bookings = queryD1<{ lead_id: string; status: string }>(
    `select lead_id, status from bookings where lead_id = ${sqlText(lead!.id)}`,
  );
  expect(bookings).toEqual([{ lead_id: lead!.id, status: "booked" }]);

  const mail = (await waitForMessage(request, (m) => sentTo(email)(m) && m.subject.startsWith("Your call on"))) as Awaited<
    ReturnType<typeof waitForMessage>
  > & { attachments: { filename: string; contentType: string; content: string }[] };
  for (const part of [weekday, date, time]) expect(mail.text).toContain(part);
  expect(mail.subject).toContain(time);
  expect(mail.attachments.map((a) => a.contentType.split(";")[0])).toContain("text/calendar");
  // One mail to the visitor: the acknowledgement held while they booked is replaced by the
  // confirmation, which carries the answers and offers no second booking.
  expect(mail.text).toContain("Your project at a glance");
  expect(mail.text).not.toContain("Book a call");
  expect((await caughtMessages(request)).filter(sentTo(email)).map((m) => m.subject)).toEqual([mail.subject]);
});

test("at 1440 px the row of days shows that more days are off to the side: its buttons scroll it, by keyboard too, and nothing moves as they turn on and off", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const dialog = await fillOnPartnerPage(page, uniqueEmail("days"));
  await dialog.getByRole("button", { name: en.book }).click();
  const row = days(dialog);
  const earlier = dialog.getByRole("button", { name: "Earlier days" });
  const later = dialog.getByRole("button", { name: "Later days" });
  await expect(later).toBeVisible();
  await expect(later).toHaveAttribute("aria-disabled", "false");
  await expect(earlier).toHaveAttribute("aria-disabled", "true");
  const box = await row.boundingBox();
  // The keyboard reaches the cue after the row's one tab stop, and it scrolls the row.
  await row.getByRole("button", { pressed: true }).focus();
  await page.keyboard.press("Tab");
  await expect(later).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(earlier).toHaveAttribute("aria-disabled", "false");
  // The buttons are always laid out, on or off: nothing moved as the row scrolled.
  expect(await row.boundingBox()).toEqual(box);
});

test("I'd rather pick a time later: the acknowledgement with its booking link arrives at once", async ({ page, request }) => {
  const email = uniqueEmail("booking-later");
  const dialog = await fillOnPartnerPage(page, email);
  await dialog.getByRole("button", { name: en.book }).click();
  await expect(timeButtons(dialog).first()).toBeVisible();
  await dialog.getByRole("button", { name: "I’d rather pick a time later" }).click();
  const acknowledgement = await waitForMessage(request, sentTo(email));
  expect(acknowledgement.subject).toBe("We received your project inquiry");
  const booking = linkAfter(acknowledgement.text, "Book a call");
  expect(booking.searchParams.get("email")).toBe(email);
  expect(booking.searchParams.get("metadata[lead]")).toMatch(/^inq_/);
});

test("in America/New_York the times are the Vienna working hours on the visitor's clock", async ({ browser }) => {
  const { context, page } = await newVisitor(browser, { timezoneId: "America/New_York" });
  const answer = slotsAnswer(page);
  const dialog = await fillOnPartnerPage(page, uniqueEmail("booking-ny"));
  const times = (await (await answer).json()) as FreeTimes;
  await dialog.getByRole("button", { name: en.book }).click();
  await expect(timeButtons(dialog).first()).toBeVisible();

  const clock = (zone: string, iso: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  // A call that starts at 09:00 in Vienna starts at 03:00 (04:00 while only Europe keeps summer time) in New York.
  const nine = times.slots.find((s) => clock("Europe/Vienna", s) === "09:00")!;
  expect(["03:00", "04:00"]).toContain(clock("America/New_York", nine));
  await expect(dialog).toContainText("Times are in Eastern Time.");
  // The first time shown is the first free time, on the New York clock, inside Vienna's working hours.
  await expect(timeButtons(dialog).first()).toHaveText(clock("America/New_York", times.slots[0]!));
  const vienna = clock("Europe/Vienna", times.slots[0]!);
  expect(vienna >= "09:00" && vienna <= "16:30", vienna).toBe(true);
  // A whole working day later, the day starts at Vienna's 09:00 on the New York clock.
  await days(dialog).getByRole("button").nth(1).click();
  expect(["03:00", "04:00"]).toContain(await timeButtons(dialog).first().textContent());
  await context.close();
});

/** The places in the time zone select, without their offsets. */
const zonePlaces = (select: Locator) =>
  select.locator("option").evaluateAll((options) => options.map((o) => (o.textContent ?? "").replace(/ \(UTC[+-]\d\d:\d\d\)$/, "")));

test("in America/New_York, Europe/Vienna picked from the time zones: fresh times from 09:00; the summary and confirmation name the zone and the host", async ({
  browser,
}) => {
  const { context, page } = await newVisitor(browser, { timezoneId: "America/New_York" });
  const dialog = await fillOnPartnerPage(page, uniqueEmail("booking-zone"));
  await dialog.getByRole("button", { name: en.book }).click();
  const zone = dialog.getByRole("combobox", { name: "Time zone" });
  await expect(zone).toHaveValue("America/New_York");
  // The visitor's zone and the agency's come first; then every zone by region, with its offset.
  const suggested = zone.locator("optgroup").first();
  await expect(suggested).toHaveAttribute("label", "Suggested");
  await expect(suggested.locator("option")).toHaveText([/^New York \(UTC-0[45]:00\)$/, /^Austria \(UTC\+0[12]:00\)$/]);
  await expect
    .poll(() => zone.locator("optgroup").evaluateAll((groups) => groups.map((g) => g.getAttribute("label")).slice(0, 3)))
    .toEqual(["Suggested", "Common time zones", "Europe"]);
  expect(await seriousViolations(page, { state: "times with the time zone select" })).toEqual([]);

  // Keyboard first: focus the select and choose Vienna; the times are asked again in that zone.
  const asked = page.waitForResponse((r) => r.url().includes("/api/booking/slots") && r.url().includes("timeZone=Europe%2FVienna"));
  await zone.focus();
  await zone.selectOption("Europe/Vienna");
  const times = (await (await asked).json()) as FreeTimes;
  await expect(dialog).toContainText("Times are in Central European Time.");
  const clock = (iso: string) =>
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Vienna", hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  await expect(timeButtons(dialog).first()).toHaveText(clock(times.slots[0]!));
  // Vienna's working day starts at 09:00: the second day shown begins there (the first may be
  // today, half over, or have its first time booked by an earlier test).
  await days(dialog).getByRole("button").nth(1).click();
  await expect(timeButtons(dialog).first()).toHaveText("09:00");
  await days(dialog).getByRole("button").first().click();

  await timeButtons(dialog).first().click();
  const summary = dialog.locator("[part~=booking-summary]");
  await expect(summary).toContainText("(Central European Time)");
  await expect(dialog).toContainText("You'll meet Max Mustermann, Founder and lead developer.");
  const photo = dialog.locator("[part~=host] img");
  await expect(photo).toHaveAttribute("src", /\/images\/host\.svg$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await dialog.getByRole("button", { name: texts.bookCall }).click();
  const confirmation = dialog.getByRole("status").filter({ has: page.getByRole("heading", { name: texts.booked }) });
  await expect(confirmation).toContainText(`${clock(times.slots[0]!)} (Central European Time)`);
  await expect(confirmation).toContainText("You'll meet Max Mustermann");
  expect(await seriousViolations(page, { state: "confirmation with the host" })).toEqual([]);
  await context.close();
});

test("in German every place in the time zone list reads in German, in the browser's own time-zone data", async ({ page }) => {
  await page.goto(PAGE);
  const element = page.locator("agency-questionnaire");
  await element.evaluate((el) => el.setAttribute("lang", "de"));
  await page.getByRole("button", { name: "Start your project" }).click();
  const dialog = element.getByRole("dialog");
  await fillAll(dialog, de, { email: uniqueEmail("booking-zones-de") });
  await dialog.getByRole("button", { name: de.book }).click();
  const select = dialog.getByRole("combobox", { name: "Zeitzone" });
  await expect(select.locator("optgroup").first()).toHaveAttribute("label", "Vorgeschlagen");
  // Countries by their German names, our names where the browser keeps a city in English,
  // and never the words around a place or a zone's outdated spelling.
  await expect.poll(async () => (await zonePlaces(select)).length).toBeGreaterThan(350);
  const places = await zonePlaces(select);
  expect(places).toEqual(
    expect.arrayContaining(["Österreich", "Deutschland", "Vereinigtes Königreich", "Dänemark", "Moskau", "Kanarische Inseln"]),
  );
  const english = ["Austria", "Germany", "United Kingdom", "Denmark", "Vienna", "Copenhagen", "Moscow", "Canary"];
  const outdated = ["Truk", "Ponape", "Godthab", "Enderbury", "Coral Harbour", "Calcutta", "Kiev", "Saigon"];
  expect(places.filter((place) => english.includes(place) || outdated.includes(place) || /Ortszeit/.test(place))).toEqual([]);
  expect(places).toEqual(expect.arrayContaining(["Chuuk", "Pohnpei", "Nuuk", "Kanton", "Atikokan"]));
});

test("switching the language on the booking step renames every place, also back to a language whose texts it already has, keeping the zone chosen", async ({
  page,
}) => {
  await page.goto(PAGE);
  const element = page.locator("agency-questionnaire");
  await element.evaluate((el) => el.setAttribute("lang", "de"));
  await page.getByRole("button", { name: "Start your project" }).click();
  const dialog = element.getByRole("dialog");
  await fillAll(dialog, de, { email: uniqueEmail("booking-zones-switch") });
  await dialog.getByRole("button", { name: de.book }).click();
  const german = dialog.getByRole("combobox", { name: "Zeitzone" });
  await expect.poll(async () => (await zonePlaces(german)).length).toBeGreaterThan(350);
  await german.selectOption("Europe/London");
  await element.evaluate((el) => el.setAttribute("lang", "en"));
  const english = dialog.getByRole("combobox", { name: "Time zone" });
  await expect(english).toHaveValue("Europe/London");
  await expect.poll(async () => (await zonePlaces(english)).length).toBeGreaterThan(350);
  const places = await zonePlaces(english);
  expect(places).toEqual(expect.arrayContaining(["Austria", "Denmark", "United Kingdom"]));
  expect(places.filter((place) => ["Österreich", "Dänemark", "Vereinigtes Königreich"].includes(place))).toEqual([]);
  await element.evaluate((el) => el.setAttribute("lang", "de"));
  await expect.poll(() => zonePlaces(german)).toEqual(expect.arrayContaining(["Österreich", "Dänemark"]));
  await expect(german).toHaveValue("Europe/London");
});

test("two visitors pick the same time: one is booked, the other hears it was just taken and gets fresh times", async ({ browser }) => {
  // Two whole questionnaires and an axe scan of a dialog with every time zone listed.
  test.slow();
  const a = await newVisitor(browser);
  const b = await newVisitor(browser);
  const dialogs: Locator[] = [];
  for (const visitor of [a, b]) {
    const dialog = await fillOnPartnerPage(visitor.page, uniqueEmail("booking-race"));
    await dialog.getByRole("button", { name: en.book }).click();
    await expect(timeButtons(dialog).first()).toBeVisible();
    dialogs.push(dialog);
  }
  const [first, second] = dialogs as [Locator, Locator];
  // Both lists are on screen before either visitor picks, and the time is one both were
  // offered: the lists were asked seconds apart, so their earliest times may differ. The
  // latest such time: the booking tests that run beside this one book the earliest.
  const labelsOf = (dialog: Locator) => timeButtons(dialog).evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label")));
  const offeredToSecond = new Set(await labelsOf(second));
  const label = (await labelsOf(first)).reverse().find((name) => name && offeredToSecond.has(name));
  if (!label) throw new Error("no time was offered to both visitors");
  await first.getByRole("button", { name: label, exact: true }).click();
  await second.getByRole("button", { name: label, exact: true }).click();

  await first.getByRole("button", { name: texts.bookCall }).click();
  // A booking is a reservation, Cal.com's booking and D1 in a row: on a loaded machine that
  // takes longer than the default wait.
  await expect(first.getByRole("heading", { name: texts.booked })).toBeVisible({ timeout: 25_000 });

  await second.getByRole("button", { name: texts.bookCall }).click();
  await expect(second.getByRole("alert")).toHaveText(texts.taken);
  await expect(timeButtons(second).first()).toBeVisible();
  await expect(second.getByRole("button", { name: label, exact: true })).toHaveCount(0);
  expect(await seriousViolations(b.page, { state: "taken" })).toEqual([]);
  await a.context.close();
  await b.context.close();
});

/** The spec's ending: the dialog closes, the booking page opens in a new tab with the lead's id and token. */
async function expectBookingPageFlow(page: Page, context: BrowserContext, dialog: Locator) {
  await interceptCalendar(context);
  const tab = context.waitForEvent("page");
  await dialog.getByRole("button", { name: en.book }).click();
  await expect(page.locator("agency-questionnaire").getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("#agency-toast-host").getByRole("status")).toContainText("Thank you");
  const booking = await tab;
  await booking.waitForLoadState();
  const url = new URL(booking.url());
  expect(url.searchParams.get("metadata[lead]"), url.href).toMatch(/^inq_/);
  expect(url.searchParams.get("metadata[token]")).toBeTruthy();
  await booking.close();
}

test("free times failing (503): the dialog closes and the booking page opens in a new tab", async ({ page, context }) => {
  await context.route("**/api/booking/slots**", (route) => route.fulfill({ status: 503, body: "{}", contentType: "application/json" }));
  const dialog = await fillOnPartnerPage(page, uniqueEmail("booking-503"));
  await expectBookingPageFlow(page, context, dialog);
});

test('booking="page": the dialog closes and the booking page opens in a new tab', async ({ page, context }) => {
  const dialog = await fillOnPartnerPage(page, uniqueEmail("booking-page"), "page");
  await expectBookingPageFlow(page, context, dialog);
});
