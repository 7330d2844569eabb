import { expect, test } from "./fixtures.ts";
import { linkAfter, sentTo, waitForMessage } from "./mail-catcher.ts";

/**
 * The mails as they arrive: a lead sent straight to the API (as an API client would), the
 * Worker's real MailChannels transport, the local inbox. The agency reads its notification
 * in its own language whatever the visitor spoke, and every mail comes from the company.
 */

const AGENCY = "hello@example.com";
const COMPANY = "Example Agency";
const CALENDAR = "https://cal.com/example-agency/consultation";

const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.org`;

test("an English inquiry: the agency's notification is German, the visitor's acknowledgement English, both from the company", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("english");
  const res = await request.post("/api/inquiries", {
    data: {
      projectType: "internal",
      projectDescription: "Our orders live in three spreadsheets.",
      projectTimeline: "1month",
      companyName: "Northwind Ltd",
      companySize: "51-200",
      industry: "Wholesale",
      name: "Oliver Smith",
      email,
      phone: "",
      locale: "en",
    },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };

  const notification = await waitForMessage(request, (m) => sentTo(AGENCY)(m) && m.replyTo?.email === email);
  expect(notification.from).toEqual({ email: "website@example.com", name: COMPANY });
  expect(notification.subject).toBe(`Neue Projektanfrage von Northwind Ltd (${id})`);
  for (const line of [
    "Art des Projekts: Internes Tool",
    "Zeitrahmen: Innerhalb eines Monats",
    "Antwortsprache: Englisch",
    `Lead-ID: ${id}`,
  ]) {
    expect(notification.text).toContain(line);
  }
  // No raw codes: neither the language nor an option value.
  expect(notification.text).not.toMatch(/: (en|internal|1month|51-200)$/m);

  const acknowledgement = await waitForMessage(request, sentTo(email));
  expect(acknowledgement.from).toEqual({ email: "website@example.com", name: COMPANY });
  expect(acknowledgement.subject).toBe("We received your project inquiry");
  expect(acknowledgement.text).toContain("Hello Oliver Smith,\n\nThank you for telling us about your project.");
  expect(acknowledgement.text).toContain("within one working day");
  const booking = linkAfter(acknowledgement.text, "Book a call");
  expect(`${booking.origin}${booking.pathname}`).toBe(CALENDAR);
  expect(booking.searchParams.get("email")).toBe(email);

  // The HTML parts, rendered by Chromium: German for the agency; the booking link a button.
  await page.setContent(notification.html);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByText("Englisch", { exact: true })).toBeVisible();

  await page.setContent(acknowledgement.html);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const button = page.getByRole("link", { name: "Book a call" });
  await expect(button).toHaveAttribute("href", booking.href);
  const box = await button.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  await expect(page.getByText(COMPANY, { exact: false }).first()).toBeVisible();
});

test("a German referral: the referrer's confirmation comes from the company and is signed by a person", async ({ request }) => {
  const email = uniqueEmail("referrer");
  const res = await request.post("/api/referrals", {
    data: {
      name: "Peter Gruber",
      email,
      companyName: "Gruber Logistik GmbH",
      referralName: "Eva Berger",
      referralEmail: `eva.${email}`,
      referralCompany: "Berger Bau GmbH",
      confirmed: true,
      locale: "de",
    },
  });
  expect(res.status()).toBe(201);
  const confirmation = await waitForMessage(request, sentTo(email));
  expect(confirmation.from).toEqual({ email: "website@example.com", name: COMPANY });
  expect(confirmation.subject).toBe("Danke für Ihre Empfehlung");
  expect(confirmation.text).toMatch(/^Guten Tag Peter Gruber,\n\nvielen Dank für Ihre Empfehlung/);
  expect(confirmation.text).toContain(`Max Mustermann\nGründer und leitender Entwickler, ${COMPANY}`);
  for (const typed of ["Eva Berger", "Berger Bau", "Gruber Logistik"]) expect(confirmation.text).not.toContain(typed);
});
