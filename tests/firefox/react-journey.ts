/**
 * The React journey in Firefox: a React-like partner app (tests/e2e/partner/react.html)
 * creates the questionnaire, sets `hiddenFields` as an object and listens for its event
 * before its bundle adds the loader; the visitor opens it from the app's button, fills the
 * four steps and books. The app's own listener shows the lead's id, and the stored lead
 * carries the hidden fields the app set before the tag was defined.
 */
import { waitUntil } from "./browser.ts";
import { check, dialogOpen, fillQuestionnaire, type Journey, uniqueEmail } from "./journeys.ts";

const Q = "agency-questionnaire";
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

export const reactJourney: Journey = {
  name: "React-like app: properties set before the loader ran, opened from the app's button, filled and booked; the lead keeps the hidden fields",
  async run(page, servers) {
    await page.goto(servers.partnerPage.replace("all-widgets.html", "react.html"), { waitUntil: "load" });
    await page.locator("button[data-agency-questionnaire]").click();
    await waitUntil("the questionnaire", () => dialogOpen(page));
    const email = uniqueEmail("react");
    await fillQuestionnaire(page, email);
    await page.locator(`${Q} >>> [part~="next-button"]`).click();
    const reference = await waitUntil("the app's thank-you", () =>
      page.evaluate(() => /Your reference: (\S+)/.exec(document.querySelector('[role="status"]')?.textContent ?? "")?.[1]),
    );
    const [row] = servers.queryD1<{ id: string; hidden_fields: string }>(
      `SELECT id, hidden_fields FROM project_inquiries WHERE contact_email = ${sqlText(email)}`,
    );
    check(row?.id === reference, `the app's listener got the stored lead's id (got ${reference}, stored ${row?.id})`);
    const hidden = JSON.parse(row.hidden_fields) as unknown;
    check(JSON.stringify(hidden) === '{"plan":"pro","seats":"5"}', `the hidden fields the app set are stored (got ${row.hidden_fields})`);
  },
};
