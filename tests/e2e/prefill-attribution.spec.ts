import type { Page, Request } from "@playwright/test";
import { queryD1, sqlText } from "./d1.ts";
import { expect, PARTNER_ORIGIN, test } from "./fixtures.ts";
import { MAIL_CATCHER_ORIGIN, sentTo, waitForMessage } from "./mail-catcher.ts";
import { en, fillAll, interceptCalendar, openFromCta, uniqueEmail } from "./questionnaire-helpers.ts";

/**
 * Where a lead came from and what the partner already knew: the campaign and the hidden
 * fields in the request the page sends, prefill from attributes, URL parameters and a
 * call-to-action (never over a draft), and the questionnaire inline in a partner's page.
 */

const sourceOf = (email: string) =>
  queryD1<{ id: string; source: string; project_type: string }>(
    `select id, source, project_type from project_inquiries where contact_email = ${sqlText(email)}`,
  );

/** The JSON bodies the page POSTs to a path of the API, as they leave the browser. */
function bodiesTo(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== path) return;
    try {
      bodies.push(JSON.parse(request.postData() ?? "") as Record<string, unknown>);
    } catch {
      // Not JSON: not ours to check.
    }
  });
  return bodies;
}

test("a partner page's campaign and hidden fields travel with the lead into D1, the staff mail and the webhook, never the visitor's mail; the funnel carries the campaign", async ({
  page,
  context,
  request,
  consoleProblems,
}) => {
  await interceptCalendar(context);
  const inquiries = bodiesTo(page, "/api/inquiries");
  const events = bodiesTo(page, "/api/events");
  await page.goto(`${PARTNER_ORIGIN}/prefill.html?utm_source=newsletter&utm_campaign=spring`);
  await page.getByRole("button", { name: "Start your project" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  const email = uniqueEmail("campaign");
  await fillAll(dialog, en, { email });
  const newTab = context.waitForEvent("page");
  await dialog.getByRole("button", { name: en.book }).click();
  const tab = await newTab;
  const rows = await expect
    .poll(() => sourceOf(email))
    .toHaveLength(1)
    .then(() => sourceOf(email));
  // The booking page keeps the lead's id where Cal.com returns it with the booking.
  expect(new URL(tab.url()).searchParams.get("metadata[lead]")).toBe(rows[0]!.id);
  await tab.close();

  expect(inquiries).toHaveLength(1);
  expect(inquiries[0]).toMatchObject({
    partner: "partner-e2e",
    attribution: { utm_source: "newsletter", utm_campaign: "spring", landing: "/prefill.html", page: "/prefill.html" },
    hiddenFields: { plan: "pro" },
  });
  // No analytics consent on this page: the session's first touch is neither kept nor sent.
  expect(inquiries[0]!.attribution).not.toHaveProperty("first");
  expect(await page.evaluate(() => sessionStorage.getItem("agency-first-touch"))).toBeNull();
  await expect.poll(() => events.filter((e) => e.event === "submit").length).toBe(1);
  for (const event of events) expect(event).toMatchObject({ campaign: "spring" });
  expect(rows[0]).toMatchObject({ source: "partner-e2e" });

  // Stored with the lead, as staff read it with `leads show` and `leads export`.
  const [stored] = queryD1<{ attribution: string; hidden_fields: string; campaign: string }>(
    `select attribution, hidden_fields, campaign from project_inquiries where id = ${sqlText(rows[0]!.id)}`,
  );
  expect(JSON.parse(stored!.attribution)).toMatchObject({ utm_source: "newsletter", utm_campaign: "spring", landing: "/prefill.html" });
  expect(JSON.parse(stored!.hidden_fields)).toEqual({ plan: "pro" });
  expect(stored!.campaign).toBe("spring");

  // The agency's notification (German by default) names the campaign and the hidden field;
  // the visitor's acknowledgement carries neither.
  const staff = await waitForMessage(request, (m) => m.replyTo?.email === email);
  expect(staff.text).toMatch(/spring/);
  expect(staff.text).toMatch(/newsletter/);
  expect(staff.text).toMatch(/plan.*pro/);
  const acknowledgement = await waitForMessage(request, sentTo(email));
  expect(acknowledgement.text).not.toMatch(/spring|newsletter|\bpro\b/);

  // The signed inquiry.created call a CRM receives (the e2e server sends webhooks to the inbox).
  const hookFor = async () => {
    const hooks = (await (await request.get(`${MAIL_CATCHER_ORIGIN}/api/hooks`)).json()) as {
      headers: Record<string, string>;
      body: { type: string; data: { id: string; attribution?: unknown; hiddenFields?: unknown } };
    }[];
    return hooks.find((h) => h.body.type === "inquiry.created" && h.body.data.id === rows[0]!.id);
  };
  await expect.poll(hookFor, { timeout: 20_000 }).toBeTruthy();
  const hook = (await hookFor())!;
  expect(hook.headers["webhook-signature"]).toMatch(/^v1,/);
  expect(hook.body.data).toMatchObject({
    attribution: { utm_source: "newsletter", utm_campaign: "spring" },
    hiddenFields: { plan: "pro" },
  });
  expect(consoleProblems).toEqual([]);
});

test("with the partner's declared analytics consent, the session's first landing travels with a lead sent from a later page", async ({
  page,
  context,
}) => {
  await interceptCalendar(context);
  const inquiries = bodiesTo(page, "/api/inquiries");
  const chunks: string[] = [];
  page.on("request", (r) => {
    const chunk = /\/widgets\/chunks\/([a-z-]+)-[\w-]+\.js$/.exec(r.url())?.[1];
    if (chunk) chunks.push(chunk);
  });
  await page.goto(`${PARTNER_ORIGIN}/first-touch.html?utm_source=ads&utm_campaign=spring`);
  // Kept by the loader's small first-touch recorder once the browser is idle, without the
  // dialog's code, which waits for the visitor's intent.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem("agency-first-touch")), { timeout: 15_000 })
    .toBe(JSON.stringify({ utm_source: "ads", utm_campaign: "spring", landing: "/first-touch.html" }));
  expect(chunks).toEqual(["first-touch"]);

  await page.getByRole("link", { name: "Another page of the partner" }).click();
  await page.waitForURL(`${PARTNER_ORIGIN}/first-touch.html`);
  await page.getByRole("button", { name: "Start your project" }).click();
  const dialog = page.getByRole("dialog");
  await fillAll(dialog, en, { email: uniqueEmail("first-touch") });
  await dialog.getByRole("button", { name: en.book }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(inquiries).toHaveLength(1);
  expect(inquiries[0]!.attribution).toEqual({
    landing: "/first-touch.html",
    page: "/first-touch.html",
    first: { utm_source: "ads", utm_campaign: "spring", landing: "/first-touch.html" },
  });
});

test("prefill: the project-type attribute and an agency_name URL parameter fill empty fields, never a draft typed before", async ({
  page,
}) => {
  await page.goto(`${PARTNER_ORIGIN}/prefill.html?agency_name=Eva%20Muster&agency_company=Muster%20AG`);
  await page.getByRole("button", { name: "Start your project" }).click();
  let dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("combobox", { name: en.projectType })).toHaveValue("internal");
  await dialog.getByRole("textbox", { name: en.description }).fill("A tool for our depots");
  await dialog.getByRole("button", { name: en.next }).click();
  await expect(dialog.getByRole("textbox", { name: en.company })).toHaveValue("Muster AG");
  await dialog.getByRole("button", { name: en.next }).click();
  await expect(dialog.getByRole("textbox", { name: en.name })).toHaveValue("Eva Muster");

  // The visitor changes both answers, closes, and comes back through another link of the partner.
  await dialog.getByRole("textbox", { name: en.name }).fill("Typed Name");
  await dialog.getByRole("button", { name: "Back" }).click();
  await dialog.getByRole("button", { name: "Back" }).click();
  await dialog.getByRole("combobox", { name: en.projectType }).selectOption("frontend");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.goto(`${PARTNER_ORIGIN}/prefill.html?agency_name=Someone%20Else&agency_project_type=mvp`);
  await page.getByRole("button", { name: "Start your project" }).click();
  dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("combobox", { name: en.projectType })).toHaveValue("frontend");
  await dialog.getByRole("button", { name: en.next }).click();
  await dialog.getByRole("button", { name: en.next }).click();
  await expect(dialog.getByRole("textbox", { name: en.name })).toHaveValue("Typed Name");
});

test('mode="inline" submits a lead from the page itself, with no dialog anywhere', async ({ page, context, consoleProblems }) => {
  await interceptCalendar(context);
  const inquiries = bodiesTo(page, "/api/inquiries");
  await page.goto(`${PARTNER_ORIGIN}/inline.html`);
  // A region named by the step's title: the name changes with each step.
  const form = page.locator("agency-questionnaire").getByRole("region");
  await expect(form).toHaveAccessibleName("Tell us about your project");
  // In the page's flow, where the partner put it; the page still scrolls.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

  const email = uniqueEmail("inline");
  await fillAll(form, en, { email });
  const newTab = context.waitForEvent("page");
  await form.getByRole("button", { name: en.book }).click();
  const confirmation = page.locator("agency-questionnaire").getByRole("heading", { name: "Thank you! We have your answers." });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  const tab = await newTab;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).searchParams.get("email")).toBe(email);
  await tab.close();

  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.locator("agency-questionnaire").evaluate((el) => el.shadowRoot?.querySelector("dialog") ?? null)).toBeNull();
  expect(inquiries).toHaveLength(1);
  await expect.poll(() => sourceOf(email)).toMatchObject([{ source: "partner-e2e", project_type: "mvp" }]);
  expect(consoleProblems).toEqual([]);
});

test.describe("our service pages' calls-to-action choose their service", () => {
  for (const [path, value, label] of [
    ["/internal-tools", "internal", "Internal tool"],
    ["/landing-page-creation", "landing", "Landing page"],
  ] as const) {
    test(`${path} opens the questionnaire with ${label} chosen`, async ({ page }) => {
      await page.goto(path);
      const dialog = await openFromCta(page, page.locator("main [data-cta][data-project-type]").first());
      const select = dialog.getByRole("combobox", { name: en.projectType });
      await expect(select).toHaveValue(value);
      await expect(select.locator("option:checked")).toHaveText(label);
    });
  }
});
