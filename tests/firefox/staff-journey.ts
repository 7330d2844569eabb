/**
 * The staff inbox in Firefox: sign in through the local Access stand-in, find the overdue
 * lead marked, open it, add a note and mark it contacted; the history rows name the staff
 * address. The same Worker the widget journeys use, in the agency's language (German).
 */

import { waitUntil } from "./browser.ts";
import type { Journey } from "./journeys.ts";

const STAFF = "office@example.com";
const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function storeOverdueInquiry(api: string, servers: Parameters<Journey["run"]>[1], name: string): Promise<string> {
  const res = await fetch(`${api}/api/inquiries`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: api },
    body: JSON.stringify({
      projectType: "internal",
      projectDescription: "Unsere Aufträge leben in drei Tabellen.",
      projectTimeline: "1month",
      companyName: "Zähler OG",
      companySize: "11-50",
      industry: "Handel",
      name,
      email: `ff.staff.${Date.now()}@acme.example`,
      phone: "",
      locale: "de",
    }),
  });
  check(res.status === 201, `the inquiry was stored (got ${res.status})`);
  const { id } = (await res.json()) as { id: string };
  const old = new Date(Date.now() - 14 * 86_400_000).toISOString();
  servers.queryD1(`UPDATE project_inquiries SET created_at = ${sqlText(old)} WHERE id = ${sqlText(id)}`);
  return id;
}

export const staffJourney: Journey = {
  name: "staff inbox: sign in through the Access stand-in, overdue marked, note added, marked contacted",
  async run(page, servers) {
    const api = `http://localhost:${process.env.E2E_API_PORT}`;
    const name = `Jürgen Überall ${Date.now().toString(36)}`;
    const id = await storeOverdueInquiry(api, servers, name);
    await page.goto(`${api}/staff`, { waitUntil: "load" });
    await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.locator(`button[value="${STAFF}"]`).click()]);
    check(page.url() === `${api}/staff`, `back at the inbox after signing in (at ${page.url()})`);
    const row = await waitUntil("the overdue lead in the list", () =>
      page.evaluate((who) => {
        const line = [...document.querySelectorAll("tr")].find((tr) => tr.textContent?.includes(who));
        return line ? { overdue: line.classList.contains("overdue"), text: line.textContent ?? "" } : null;
      }, name),
    );
    check(row.overdue && row.text.includes("Überfällig"), `the lead is marked overdue (row: ${row.text})`);
    await page.locator(`a[href="/staff/leads/${id}"]`).click();
    await page.locator("textarea[name=note]").fill("Angerufen, Rückruf am Montag.");
    await page.locator("form.work-form button[type=submit]").click();
    await waitUntil("the note saved", () =>
      page.evaluate(() => document.querySelector("form.work-form [role=status]")?.textContent === "Gespeichert."),
    );
    // The form starts again from what was saved once the lead is read again: choose after that.
    await waitUntil("the form read again", () =>
      page.evaluate(() => (document.querySelector("textarea[name=note]") as HTMLTextAreaElement | null)?.value === ""),
    );
    await page.select("select[name=status]", "contacted");
    await page.locator("form.work-form button[type=submit]").click();
    await waitUntil("the status saved", () =>
      page.evaluate(() =>
        document.querySelector("form.work-form [role=status]")?.textContent?.startsWith("Gespeichert. Status auf „Kontaktiert“ gesetzt."),
      ),
    );
    const history = servers.queryD1<{ actor: string; action: string }>(
      `SELECT actor, action FROM lead_history WHERE lead_id = ${sqlText(id)} ORDER BY id`,
    );
    check(
      JSON.stringify(history) ===
        JSON.stringify([
          { actor: STAFF, action: "note" },
          { actor: STAFF, action: "status" },
        ]),
      `the history names the staff address (got ${JSON.stringify(history)})`,
    );
  },
};
