import { queryD1, sqlText } from "./d1.ts";
import { expect, test } from "./fixtures.ts";
import { caughtMessages, linkAfter, sentTo, waitForMessage } from "./mail-catcher.ts";
import * as questionnaire from "./questionnaire-helpers.ts";
import * as referral from "./referral-helpers.ts";

/**
 * Every lead reaches people: the UI submits to `wrangler dev`, whose real MailChannels
 * transport sends to the mail catcher (scripts/mail-catcher), and the tests read what arrived
 * through the inbox's API, as a person would read their mailbox.
 */

const AGENCY = "hello@example.com";
const CALENDAR = "https://cal.com/example-agency/consultation";

test("a German inquiry: the agency gets every field with Reply-To the visitor, the visitor a German acknowledgement with the booking link", async ({
  page,
  context,
  request,
}) => {
  await questionnaire.interceptCalendar(context);
  await page.goto("/de/");
  const dialog = await questionnaire.openFromCta(page);
  const email = questionnaire.uniqueEmail("mail");
  await questionnaire.fillAll(dialog, questionnaire.de, { email });
  await questionnaire.bookOnPage(page);
  await dialog.getByRole("button", { name: questionnaire.de.book }).click();
  await expect(questionnaire.toastHost(page).getByRole("status")).toContainText("Vielen Dank!");
  const [lead] = queryD1<{ id: string }>(`select id from project_inquiries where contact_email = ${sqlText(email)}`);

  const agency = await waitForMessage(request, (m) => sentTo(AGENCY)(m) && m.replyTo?.email === email);
  expect(agency.replyTo).toEqual({ email, name: "Anna Huber" });
  expect(agency.subject).toBe(`Neue Projektanfrage von Acme GmbH (${lead!.id})`);
  expect(agency.headers["X-Lead-Id"]).toBe(lead!.id);
  for (const line of [
    "Art des Projekts: MVP-Entwicklung",
    "Projektbeschreibung: A booking app for our three clinics",
    "Name des Unternehmens: Acme GmbH",
    "Vor- und Nachname: Anna Huber",
    `E-Mail: ${email}`,
    "Antwortsprache: Deutsch",
    `Lead-ID: ${lead!.id}`,
  ]) {
    expect(agency.text).toContain(line);
  }
  expect(agency.text).toMatch(/^Eingegangen: .+ um \d{1,2}:\d{2} \(Mitteleuropäische Zeit\)$/m);
  expect(agency.text).toMatch(/^Quelle: Website \(direkt\)$/m);

  const acknowledgement = await waitForMessage(request, sentTo(email));
  expect(acknowledgement.subject).toBe("Wir haben Ihre Projektanfrage erhalten");
  expect(acknowledgement.text).toContain("Guten Tag Anna Huber,");
  expect(acknowledgement.text).toContain("Art des Projekts: MVP-Entwicklung");
  const booking = linkAfter(acknowledgement.text, "Termin vereinbaren");
  expect(`${booking.origin}${booking.pathname}`).toBe(CALENDAR);
  expect(booking.searchParams.get("name")).toBe("Anna Huber");
  expect(booking.searchParams.get("email")).toBe(email);

  // The HTML part, rendered by Chromium: the same link, in German.
  await page.setContent(acknowledgement.html);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("link", { name: "Termin vereinbaren" })).toHaveAttribute("href", booking.href);
  await expect(page.getByRole("link", { name: "Datenschutzerklärung" })).toBeVisible();
});

test("a referral: the referrer gets a confirmation with the reward terms, the referred person gets nothing", async ({ page, request }) => {
  await page.goto("/");
  const form = await referral.showForm(page, referral.en);
  const email = referral.uniqueEmail("mail");
  await referral.fillAll(form, referral.en, email);
  await form.getByRole("button", { name: referral.en.submit }).click();
  await expect(referral.slot(page).getByRole("heading", { name: referral.en.thanks })).toBeVisible();

  const confirmation = await waitForMessage(request, sentTo(email));
  expect(confirmation.subject).toBe("Thank you for your recommendation");
  // The referrer's mail repeats nothing typed but their own name: not the referred company.
  expect(confirmation.text).toMatch(/^Dear .+,\n\nThank you for your recommendation/);
  expect(confirmation.text).not.toContain("Beispiel AG");
  expect(confirmation.text).toContain("a €500 discount on your next project and a €250 gift card");
  const agency = await waitForMessage(request, (m) => sentTo(AGENCY)(m) && m.replyTo?.email === email);
  // The agency reads its notification in its own language (German by default).
  expect(agency.text).toContain(`E-Mail der empfohlenen Person: eva.${email}`);

  // Both mails are in; every delivery of this lead is done, and none went to the referred address.
  const [lead] = queryD1<{ id: string }>(`select id from referrals where email = ${sqlText(email)}`);
  await expect
    .poll(() =>
      queryD1<{ recipient: string; status: string }>(
        `select recipient, status from outbox where lead_id = ${sqlText(lead!.id)} and channel = 'mail' order by rowid`,
      ),
    )
    .toEqual([
      { recipient: AGENCY, status: "sent" },
      { recipient: email, status: "sent" },
    ]);
  expect((await caughtMessages(request)).filter(sentTo(`eva.${email}`))).toEqual([]);
});

test("the newsletter double opt-in needs the button behind the link in the real confirmation mail", async ({ page, request }) => {
  await page.goto("/blog", { waitUntil: "networkidle" });
  const email = `news.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  await page.getByRole("textbox", { name: "Your email address" }).fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Please check your inbox");

  const mail = await waitForMessage(request, sentTo(email));
  expect(mail.subject).toBe("Please confirm your newsletter subscription");
  const confirm = linkAfter(mail.text, "Confirm subscription");
  const subscriber = () => queryD1<{ status: string }>(`select status from newsletter_subscribers where email = ${sqlText(email)}`);
  expect(subscriber()).toEqual([{ status: "pending" }]);

  // RFC 8058 one-click unsubscribe for mail clients.
  expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
  expect(String((mail.headers as Record<string, string>)["List-Unsubscribe"])).toMatch(
    /^<https?:\/\/.*\/api\/newsletter\/unsubscribe\?token=/,
  );

  // Opening the link (what a corporate mail scanner does) changes nothing...
  await page.goto(confirm.href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your newsletter subscription");
  expect(subscriber()).toEqual([{ status: "pending" }]);
  // ...the person's click on the page's one button does.
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
  await expect.poll(subscriber).toEqual([{ status: "confirmed" }]);
});
