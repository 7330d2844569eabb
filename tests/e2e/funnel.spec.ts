import { execFile } from "node:child_process";
import type { Page } from "@playwright/test";
import type { FunnelJsonRow } from "../../scripts/leads/funnel.ts";
import { expect, PLAIN_PARTNER_ORIGIN, test } from "./fixtures.ts";
import { bookOnPage, de, en, fillAll, interceptCalendar, openFromCta, toastHost, uniqueEmail } from "./questionnaire-helpers.ts";

/**
 * The questionnaire funnel end to end: real visits in Chromium send their anonymous events,
 * and staff read them with `npm run leads -- funnel --format json` on the e2e server's
 * database, as they would on theirs.
 */

type Counts = Omit<FunnelJsonRow, "source">;

const none: Counts = { opened: 0, step2: 0, step3: 0, summary: 0, submitted: 0, failed: 0, booked: 0 };

/** `npm run leads -- funnel --format json` against the e2e server's local D1 (scripts/e2e-server.ts). */
function funnelReport(): Promise<Map<string, Counts>> {
  const state = `.wrangler/e2e-${process.env.E2E_API_PORT ?? "8787"}`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ["scripts/leads.ts", "funnel", "--format", "json", "--since", "1d", "--persist-to", state],
      { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" } },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`leads funnel failed: ${stderr}`));
        else resolve(new Map((JSON.parse(stdout) as { rows: FunnelJsonRow[] }).rows.map(({ source, ...counts }) => [source, counts])));
      },
    );
  });
}

/** What a source gained since `before` (the e2e server's database is shared by every test). */
function gained(before: Map<string, Counts>, after: Map<string, Counts>, source: string): Counts {
  const was = before.get(source) ?? none;
  const now = after.get(source) ?? none;
  return Object.fromEntries(Object.entries(now).map(([key, value]) => [key, value - was[key as keyof Counts]])) as Counts;
}

/** Watches the page's funnel events leaving the browser. */
function eventRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    // (The body of a beacon is not always visible to the test: the counts are read with the CLI.)
    if (new URL(request.url()).pathname === "/api/events") sent.push(request.headers()["content-type"] ?? "");
  });
  return sent;
}

test.describe("questionnaire funnel", () => {
  // Each reading of the counts starts the staff CLI, which starts wrangler: seconds each on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test("counts how far visitors get, per page: opened to step 3 on /internal-tools, completed on /de/", async ({
    page,
    context,
    consoleProblems,
  }) => {
    await interceptCalendar(context);
    const before = await funnelReport();

    // English service page: two steps further, then closed.
    const sent = eventRequests(page);
    await page.goto("/internal-tools");
    let dialog = await openFromCta(page);
    await dialog.getByRole("combobox", { name: en.projectType }).selectOption("internal");
    await dialog.getByRole("textbox", { name: en.description }).fill("An approval tool for our purchasing team");
    await dialog.getByRole("button", { name: en.next }).click();
    await dialog.getByRole("textbox", { name: en.company }).fill("Acme GmbH");
    await dialog.getByRole("button", { name: en.next }).click();
    await expect(dialog.getByRole("textbox", { name: en.name })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // Opened, step 2, step 3: three beacons, plain text so a partner page needs no preflight.
    await expect.poll(() => sent).toEqual(["text/plain", "text/plain", "text/plain"]);

    // German home page in a fresh tab (no draft from the first visit): all the way through.
    const german = await context.newPage();
    await german.goto("/de/");
    dialog = await openFromCta(german);
    await fillAll(dialog, de, { email: uniqueEmail("funnel") });
    await bookOnPage(german);
    const bookingTab = context.waitForEvent("page");
    await dialog.getByRole("button", { name: de.book }).click();
    await expect(german.getByRole("dialog")).toHaveCount(0);
    await expect(toastHost(german).getByRole("status")).toContainText("Vielen Dank!");
    await (await bookingTab).close();

    // Beacons are sent after the fact: wait until the counts are in.
    let after = before;
    await expect(async () => {
      after = await funnelReport();
      expect(gained(before, after, "/internal-tools")).toEqual({
        opened: 1,
        step2: 1,
        step3: 1,
        summary: 0,
        submitted: 0,
        failed: 0,
        booked: 0,
      });
      expect(gained(before, after, "/de/").submitted).toBeGreaterThanOrEqual(1);
    }).toPass({ timeout: 30_000 });
    // Another test may complete the questionnaire on /de/ at the same time, always the whole
    // way: every stage gained the same, and nothing failed.
    const home = gained(before, after, "/de/");
    expect(home).toEqual({
      opened: home.submitted,
      step2: home.submitted,
      step3: home.submitted,
      summary: home.submitted,
      submitted: home.submitted,
      failed: 0,
      // No call is booked here: the calendar's webhook never runs in the e2e suite.
      booked: 0,
    });
    expect(consoleProblems).toEqual([]);
  });

  test("counts a send that failed without a connection once the retry gets through: failed and submitted gain one each", async ({
    page,
    context,
  }) => {
    await interceptCalendar(context);
    const before = await funnelReport();
    await page.goto("/rapid-prototyping");
    const dialog = await openFromCta(page);
    await fillAll(dialog, en, { email: uniqueEmail("funnel-offline") });
    await bookOnPage(page);
    await context.setOffline(true);
    await dialog.getByRole("button", { name: en.book }).click();
    await expect(dialog.locator(".form-error")).toContainText("could not reach our server");
    await context.setOffline(false);
    const booking = context.waitForEvent("page");
    await dialog.getByRole("button", { name: en.book }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await (await booking).close();
    await expect(async () => {
      expect(gained(before, await funnelReport(), "/rapid-prototyping")).toMatchObject({ submitted: 1, failed: 1 });
    }).toPass({ timeout: 30_000 });
  });

  test("counts nothing for a partner's element with funnel=\"off\", and the page's verified origin for one without", async ({
    page,
    consoleProblems,
  }) => {
    const before = await funnelReport();
    const sent = eventRequests(page);
    // An origin listed without a partner id, which no other test visits: its counts are this test's.
    await page.goto(`${PLAIN_PARTNER_ORIGIN}/funnel.html`);
    // The widget's code is in place before anything could be counted.
    await page.waitForFunction(() => window.AgencyWidgets !== undefined);

    await page.getByRole("button", { name: "Start (funnel off)" }).click();
    // The dialog's name follows the step: found by role alone.
    const dialog = page.getByRole("dialog");
    await expect(dialog).toHaveAccessibleName("Tell us about your project");
    await dialog.getByRole("textbox", { name: en.description }).fill("Nothing about this visit is counted");
    await dialog.getByRole("button", { name: en.next }).click();
    await expect(dialog.getByRole("textbox", { name: en.company })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(sent).toEqual([]);

    // The control: the element next to it, funnel on, is counted under the page's origin;
    // the partner ids the elements claim are not the agency's to trust.
    // (It shares the tab's draft, so it reopens on step 2: only the opening is new.)
    await page.getByRole("button", { name: "Start (funnel on)" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => sent.length).toBe(1);

    await expect(async () => {
      const after = await funnelReport();
      expect(gained(before, after, PLAIN_PARTNER_ORIGIN)).toEqual({ ...none, opened: 1 });
      expect(after.has("partner-funnel-on")).toBe(false);
      expect(after.has("partner-funnel-off")).toBe(false);
    }).toPass({ timeout: 30_000 });
    expect(consoleProblems).toEqual([]);
  });
});
