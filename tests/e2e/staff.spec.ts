import type { APIRequestContext, Page } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { queryD1, sqlText } from "./d1.ts";
import { expect, test } from "./fixtures.ts";
import { sentTo, waitForMessage } from "./mail-catcher.ts";

/**
 * The staff inbox against `wrangler dev` and the local Access stand-in (scripts/access/):
 * the same sign-in path and token check as production, the inbox in the agency's language.
 */
const STAFF = "office@example.com";

async function store(request: APIRequestContext, path: string, data: object): Promise<string> {
  const res = await request.post(path, { data });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function seed(request: APIRequestContext, tag: string, askTwice = false) {
  const inquiry = (name: string, company: string) => ({
    projectType: "mvp",
    projectDescription: "Termine für drei Praxen.",
    projectTimeline: "3months",
    companyName: company,
    companySize: "1-10",
    industry: "Gesundheit",
    name,
    email: `${tag}.${name.split(" ")[0]!.toLowerCase()}@acme.example`,
    phone: "",
    locale: "de",
  });
  const late = await store(request, "/api/inquiries", inquiry(`Jürgen Überall ${tag}`, "Zähler OG"));
  const fresh = await store(request, "/api/inquiries", inquiry(`Anna Huber ${tag}`, "Huber GmbH"));
  // The same person asks again a little later: the list and both pages say so.
  const again = askTwice ? await store(request, "/api/inquiries", inquiry(`Anna Huber ${tag}`, "Huber GmbH")) : "";
  const referral = await store(request, "/api/referrals", {
    name: `Max Maier ${tag}`,
    email: `${tag}.max@acme.example`,
    companyName: "Maier KG",
    referralName: "Eva Berger",
    referralEmail: `${tag}.eva@acme.example`,
    referralCompany: "Berger AG",
    confirmed: true,
    locale: "de",
  });
  // Two weeks old and still new: overdue whatever today's working days are.
  const old = new Date(Date.now() - 14 * 86_400_000).toISOString();
  queryD1(`UPDATE project_inquiries SET created_at = ${sqlText(old)} WHERE id = ${sqlText(late)}`);
  return { late, fresh, again, referral };
}

/**
 * How many of the page's requests are in flight, counted from now. `networkidle` cannot say:
 * once a load reached it, it answers at once, also while a later click's request runs.
 */
function requestsInFlight(page: Page): () => number {
  let open = 0;
  page.on("request", () => open++);
  page.on("requestfinished", () => open--);
  page.on("requestfailed", () => open--);
  return () => open;
}

/** Signs in through the stand-in's page, as a staff member would. */
async function signIn(page: Page, path = "/staff") {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: "Sign in to the staff inbox" })).toBeVisible();
  await page.getByRole("button", { name: STAFF }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

/**
 * The words of the matched elements that a line break cuts in two: a word drawn on more than
 * one line has more than one box. Hyphens, dashes and slashes are break points a reader expects.
 */
async function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? "").matchAll(/[^\s\-–/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}

async function expectAxeClean(page: Page, state: string) {
  expect(await seriousViolations(page, { state })).toEqual([]);
}

test("a staff member works the morning's leads in German: overdue, note, next step, contacted, reward, funnel, export", async ({
  page,
  consoleProblems,
}) => {
  const tag = `t${Date.now().toString(36)}`;
  const inFlight = requestsInFlight(page);
  const { late, referral } = await seed(page.request, tag);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);

  await expect(page.getByRole("heading", { name: "Anfragen", level: 1 })).toBeVisible();
  const lateRow = page.getByRole("row").filter({ hasText: `Jürgen Überall ${tag}` });
  await expect(lateRow.getByText("Überfällig")).toBeVisible();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `Anna Huber ${tag}` })
      .getByText("Überfällig"),
  ).toHaveCount(0);
  // Overdue rows lead the list, the count on top filters to them, days read TT.MM.JJJJ.
  await expect(page.locator("table.leads tbody tr").first()).toHaveClass(/overdue/);
  await expect(page.getByRole("link", { name: /\d+ überfällig: nur diese zeigen/ })).toHaveAttribute("href", "/staff/?overdue=1");
  await expect(lateRow).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  await expect(page.getByLabel("Von", { exact: true })).toHaveAttribute("lang", "de-AT");
  await expectAxeClean(page, "inbox de 1440");

  // Any case, umlauts too: "zÄHLER" finds "Zähler OG".
  await page.getByRole("searchbox", { name: "Name, Firma oder Adresse suchen" }).fill("zÄHLER");
  await page.getByRole("button", { name: "Filter anwenden" }).click();
  await expect(page.getByRole("row").filter({ hasText: `Anna Huber ${tag}` })).toHaveCount(0);
  await lateRow.getByRole("link").click();

  await expect(page.getByRole("heading", { name: `Jürgen Überall ${tag}`, level: 1 })).toBeVisible();
  await expect(page.getByText("1–10 Mitarbeitende", { exact: true })).toBeVisible();
  // One form, one Save: note, next step (day and what to do) and owner together.
  const work = page.getByRole("form", { name: "Bearbeitung" });
  await work.getByRole("textbox", { name: "Notiz" }).fill("Angerufen, Rückruf am Montag.");
  await work.getByLabel("Am", { exact: true }).fill("2026-12-07");
  await work.getByRole("textbox", { name: "Was ist zu tun?" }).fill("Angebot schicken");
  await expect(work.getByRole("status")).toHaveText("Ungespeicherte Änderungen");
  // Leaving with unsaved changes asks first; staying keeps what was typed.
  page.once("dialog", (dialog) => dialog.dismiss());
  await page.getByRole("link", { name: "Zurück zu den Anfragen" }).click();
  await expect(work.getByRole("textbox", { name: "Was ist zu tun?" })).toHaveValue("Angebot schicken");
  await work.getByRole("button", { name: "Speichern" }).click();
  await expect(work.getByRole("status")).toHaveText("Gespeichert.");
  await expect(work.getByRole("textbox", { name: "Was ist zu tun?" })).toHaveValue("Angebot schicken");
  // The form starts again from what was saved: the note field is empty for the next note.
  await expect(work.getByRole("textbox", { name: "Notiz" })).toHaveValue("");
  // The status is part of the same form and Save; the move can be taken back right after it.
  await expect(page.getByRole("button", { name: "Status ändern" })).toHaveCount(0);
  await work.getByLabel("Neuer Status").selectOption({ label: "Gewonnen" });
  await work.getByRole("button", { name: "Speichern" }).click();
  await expect(work.getByRole("status")).toContainText("Gespeichert. Status auf „Gewonnen“ gesetzt.");
  await work.getByRole("button", { name: "Rückgängig" }).click();
  await expect(work.getByRole("status")).toContainText("Rückgängig gemacht: Der Status ist wieder „Neu“.");
  await work.getByLabel("Neuer Status").selectOption({ label: "Kontaktiert" });
  await work.getByRole("button", { name: "Speichern" }).click();
  await expect(work.getByRole("status")).toContainText("Status auf „Kontaktiert“ gesetzt.");
  const history = page.getByRole("region", { name: "Verlauf" });
  await expect(history.getByRole("listitem")).toHaveCount(6);
  // Every line a sentence, with German quotation marks only.
  await expect(history).toContainText("Aufgabe für den nächsten Schritt: „Angebot schicken“.");
  await expect(history).toContainText("Statusänderung zurückgenommen: von „Gewonnen“ zurück auf „Neu“.");
  await expect(history).toContainText("Status von „Neu“ auf „Kontaktiert“ geändert.");
  // German closes with “ (U+201C): a straight " or the English closing ” (U+201D) would be the wrong style.
  expect(await history.textContent()).not.toMatch(/["\u201D]/);
  await expect(history).toContainText(STAFF);
  await expect(page.getByRole("region", { name: "Notizen" })).toContainText("Angerufen, Rückruf am Montag.");
  await expectAxeClean(page, "lead de 1440");
  expect(queryD1<{ n: number }>(`SELECT count(*) AS n FROM lead_history WHERE lead_id = ${sqlText(late)}`)[0]?.n).toBe(6);

  // Each mail reads as its subject and a plain state, and opens to the text its recipient got.
  const mails = page.getByRole("region", { name: "Benachrichtigungen" });
  const subject = queryD1<{ subject: string }>(
    `SELECT subject FROM outbox WHERE lead_id = ${sqlText(late)} AND channel = 'mail' ORDER BY created_at, id LIMIT 1`,
  )[0]?.subject;
  await mails.getByText(subject ?? "(no mail)").click();
  await expect(mails.getByText(/Zugestellt|Wartet|Zurückgehalten|Wird erneut versucht|Fehlgeschlagen/).first()).toBeVisible();
  await expect(mails.locator(".mail-text").first()).toBeVisible();
  // Set as headings and paragraphs: the plain text's "=" underlines do not show.
  await expect(mails.locator(".mail-text").first()).not.toContainText("===");
  // An acknowledgement held for the visitor's booking reads as held, with until when; never as waiting.
  const heldUntil = new Date(Date.now() + 3_600_000).toISOString();
  // Nothing of the page's in flight while the file is written beside the Worker: a request
  // meeting the write fails with SQLITE_BUSY_SNAPSHOT, which workerd's D1 does not retry.
  await expect.poll(inFlight, { message: "the page's requests have finished" }).toBe(0);
  queryD1(
    `UPDATE outbox SET status = 'pending', attempts = 0, sent_at = NULL, claimed_until = NULL, next_attempt_at = ${sqlText(heldUntil)} WHERE lead_id = ${sqlText(late)} AND kind = 'inquiry_acknowledgement'`,
  );
  await page.reload();
  const held = mails.getByRole("listitem").filter({ hasText: "Zurückgehalten" });
  await expect(held).toHaveCount(1);
  await expect(held).toContainText("wartet auf die Terminbuchung, wird spätestens um");
  await expect(held).not.toContainText("Wartet");

  await page.goto("/staff/");
  // The list says what the next step is beside its day.
  await expect(lateRow.locator('td[data-label="Nächster Schritt"]')).toHaveText("07.12.2026Angebot schicken");
  await expect(lateRow.locator(".next-step-text")).toHaveText("Angebot schicken");
  // A referral's line names whom to call, with who recommended them.
  const refRow = page.getByRole("row").filter({ hasText: `empfohlen von Max Maier ${tag}` });
  await expect(refRow.getByRole("link", { name: "Berger AG – Eva Berger" })).toBeVisible();
  await refRow.getByRole("link", { name: "Berger AG – Eva Berger" }).click();
  await expect(page.getByRole("region", { name: "Wen kontaktieren" })).toContainText(`${tag}.eva@acme.example`);
  await expect(page.getByRole("region", { name: "Wen kontaktieren" })).toContainText(`Empfohlen von Max Maier ${tag}`);
  // No reward can be booked before the referral is won: the fields say why they are locked.
  await expect(page.getByLabel("Bezahlt am")).toBeDisabled();
  await expect(
    page.getByText(
      "Prämie und Auszahlungsdatum lassen sich eintragen, sobald die Empfehlung gewonnen ist: Wählen Sie oben „Gewonnen“ als neuen Status.",
    ),
  ).toBeVisible();
  // No mail goes out with a save that sends none, so none is announced.
  await expect(page.getByText(/^Speichern sendet/)).toHaveCount(0);
  // Choosing "won" opens the reward fields, and one Save books the move, the reward and its paid day.
  await page.getByLabel("Neuer Status").selectOption({ label: "Gewonnen" });
  await expect(page.getByLabel("Bezahlt am")).toBeEnabled();
  // Before saving, the form says right above Save that the referrer gets a mail, and names them.
  const save = page.getByRole("button", { name: "Speichern", exact: true });
  await expect(save).toHaveAccessibleDescription(
    `Speichern sendet Max Maier ${tag} eine E-Mail: Ihre Empfehlung wurde gewonnen, bitte wählen Sie Ihre Prämie.`,
  );
  await page.getByLabel("Gewählte Prämie").selectOption("gift_card");
  await page.getByLabel("Bezahlt am").fill("2026-11-30");
  await expect(save).toHaveAccessibleDescription(
    `Speichern sendet Max Maier ${tag} zwei E-Mails: Ihre Empfehlung wurde gewonnen, bitte wählen Sie Ihre Prämie; danach: Ihre Prämie wurde ausgezahlt.`,
  );
  const notice = page.locator(".mail-notice");
  const noticeBottom = await notice.evaluate((el) => el.getBoundingClientRect().bottom);
  expect(await save.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(noticeBottom);
  await expectAxeClean(page, "referral mail notice de 1440");
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByRole("form", { name: "Bearbeitung" }).getByRole("status")).toHaveText(
    "Gespeichert. Status auf „Prämie bezahlt“ gesetzt.",
  );
  // A paid day on a won referral rewards it in the same step: no second step to take.
  await expect(page.getByText("Dieser Status ist endgültig.")).toBeVisible();
  // Rewarded is final: the reward reads as saved, with nothing left to change it.
  const reward = page.getByRole("region", { name: "Empfehlungsprämie" });
  await expect(reward).toContainText("Gutschein 250");
  await expect(reward).toContainText("30.11.2026");
  await expect(reward).toContainText(
    "„Prämie bezahlt“ ist endgültig: Die Prämie und ihr Auszahlungsdatum bleiben, wie sie gespeichert wurden.",
  );
  await expect(page.getByLabel("Gewählte Prämie")).toHaveCount(0);
  await expect(page.getByLabel("Bezahlt am")).toHaveCount(0);
  // Only what is true after the save: the earlier move's message and its undo are gone.
  await expect(page.getByText("Status auf „Gewonnen“ gesetzt.")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Rückgängig" })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/staff/leads/${referral}$`));
  await expect(page.getByRole("region", { name: "Verlauf" })).toContainText("Prämie gewählt: „Gutschein 250 €“.");
  // The referrer hears of both steps, in their language: the reward to choose once won, then what was paid and when.
  const toReferrer = sentTo(`${tag}.max@acme.example`);
  const won = await waitForMessage(page.request, (m) => toReferrer(m) && m.subject.includes("wählen Sie Ihre Prämie"));
  expect(won.text).toContain("einen Gutschein über 250\u00a0€");
  expect(won.text).not.toContain("Berger AG");
  const paid = await waitForMessage(
    page.request,
    (m) => toReferrer(m) && m.subject === "Wir haben Ihnen einen Gutschein über 250 € geschickt",
  );
  expect(paid.text).toContain("Am 30. November 2026 haben wir Ihnen einen Gutschein über 250\u00a0€ geschickt.");
  expect(paid.html).toContain("Am 30. November 2026");

  await page.getByRole("link", { name: "Trichter" }).click();
  await expect(page.getByRole("img", { name: /Der Trichter als Balken, alle Gruppen zusammen/ })).toBeVisible();
  // One overall funnel first, then the groups.
  await expect(page.locator(".chart .group").first()).toHaveText("Alle Gruppen zusammen");
  // Each stage in words, and why the presses of Send and the stored inquiries differ.
  const legend = page.getByRole("region", { name: "Was die Stufen zählen" });
  const stage = (name: string) => legend.locator("dl > div").filter({ has: page.getByRole("term").getByText(`${name}:`, { exact: true }) });
  await expect(stage("Geöffnet").getByRole("definition")).toHaveText("Fragebogen geöffnet");
  await expect(stage("Unternehmen").getByRole("definition")).toHaveText("Schritt 2 (Unternehmen) erreicht");
  await expect(stage("Abgeschickt").getByRole("definition")).toHaveText(
    "die Anfrage wurde abgeschickt und gespeichert (einmal je Öffnung)",
  );
  // Failed: also when a retry then got through, the honest reading of an offline send tried again.
  await expect(stage("Abschicken fehlgeschlagen").getByRole("definition")).toContainText("auch wenn ein erneuter Versuch dann durchkam");
  await expect(stage("Gewonnen").getByRole("definition")).toContainText(
    "als gewonnen markierte Projektanfragen (Empfehlungen zählen getrennt",
  );
  await expect(legend).toContainText("Warum „Abgeschickt“ und „Projektanfragen“ verschieden sein können");
  await expect(page.getByRole("table", { name: "Die Zahlen des Trichters" })).toContainText("Projektanfragen");
  // A total row, and the shares a manager reads first.
  await expect(page.getByRole("table", { name: "Die Zahlen des Trichters" }).getByRole("columnheader", { name: "Gesamt" })).toBeVisible();
  // One word for pressing Send, in the stages and in the shares.
  await expect(page.getByRole("rowheader", { name: "Abgeschickt, von Geöffneten" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Termin gebucht, von Abgeschickten" })).toBeVisible();
  await expect(page.getByText(/Abgesendet/)).toHaveCount(0);
  expect(await brokenWords(page, "table.figures th, .legend")).toEqual([]);
  // The questionnaire's steps by their titles. The page never scrolls sideways at 1440 px: a
  // column per group fits a handful of groups, and more scroll inside the table's own box,
  // which the keyboard reaches (the test database holds every earlier test's partners).
  const figures = page.getByRole("region", { name: "Die Zahlen des Trichters" });
  await expect(figures.getByRole("rowheader", { name: "Unternehmen" })).toBeVisible();
  await expect(figures.getByRole("rowheader", { name: "Kontakt" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await expect(figures).toHaveAttribute("tabindex", "0");
  await expectAxeClean(page, "funnel de 1440");

  const csv = await page.request.get("/api/staff/export?type=inquiry");
  // A German office's file is named in German.
  expect(csv.headers()["content-disposition"]).toMatch(/filename="anfragen-\d{4}-\d{2}-\d{2}\.csv"/);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  expect(text).toContain('"Unternehmensgröße";"Unternehmensgröße (Klartext)"');
  // The staff's work travels with the lead: owner, next step and its text, notes.
  expect(text).toContain('"Angebot schicken";"Angerufen, Rückruf am Montag."');
  expect(text).toContain('"=""1-10""";"1–10 Mitarbeitende"');
  expect(text).toContain(`"Jürgen Überall ${tag}"`);
  // The reply language by name, and the booked call's column after the staff's work.
  expect(text).toContain('"Antwortsprache";"Antwortsprache (Klartext)"');
  expect(text).toContain('"Deutsch"');
  expect(text.split("\r\n")[0]).toMatch(/"Notizen";"Gebuchter Termin"$/);
  // The referrals' file says whose each name is, and the reward in words beside its code.
  const referrals = (await (await page.request.get("/api/staff/export?type=referral")).body()).subarray(3).toString("utf8");
  const [referralHeader = ""] = referrals.split("\r\n");
  expect(referralHeader).toContain('"Name der empfehlenden Person";"E-Mail der empfehlenden Person"');
  expect(referralHeader).toContain('"Unternehmen der empfohlenen Person"');
  expect(referralHeader).not.toContain('"Name"');
  expect(referrals).toContain('"gift_card";"Gutschein 250\u00a0€";"2026-11-30"');
  // Nothing the page's CSP refused, no script error.
  expect(consoleProblems).toEqual([]);
});

test("a save the Worker refuses says why in German, sends no mail it announced, and keeps the choices", async ({ page }) => {
  const tag = `r${Date.now().toString(36)}`;
  const { referral, fresh } = await seed(page.request, tag);
  await signIn(page, `/staff/leads/${referral}`);
  const form = page.getByRole("form", { name: "Bearbeitung" });
  const save = page.getByRole("button", { name: "Speichern", exact: true });
  await page.getByLabel("Neuer Status").selectOption({ label: "Gewonnen" });
  await save.click();
  await expect(form.getByRole("status")).toContainText("Gespeichert. Status auf „Gewonnen“ gesetzt.");
  // A paid day without a reward: one sentence, at the reward field, says what to choose; Save takes the staff member there.
  await page.getByLabel("Bezahlt am", { exact: true }).fill("2026-11-30");
  await page.getByRole("textbox", { name: "Notiz" }).fill("Gutschein überwiesen.");
  const why = "Bitte wählen Sie die Prämie (Rabatt oder Gutschein).";
  const rewardField = page.getByLabel("Gewählte Prämie");
  await expect(page.getByText(/^Speichern sendet/)).toHaveCount(0);
  await expect(rewardField).toHaveAccessibleDescription(why);
  await expect(save).toHaveAccessibleDescription(why);
  await save.click();
  await expect(rewardField).toBeFocused();
  await expect(page.getByText(why)).toHaveCount(1);
  await expect(page.getByText(/Prämie bezahlt“ setzt/)).toHaveCount(0);
  await expect(form.getByRole("status")).toHaveText("Ungespeicherte Änderungen");
  await expect(page.getByRole("textbox", { name: "Notiz" })).toHaveValue("Gutschein überwiesen.");
  // Rewarded without a reward is the same missing field, said the same way.
  await page.getByLabel("Neuer Status").selectOption({ label: "Prämie bezahlt" });
  await expect(page.getByText(why)).toHaveCount(1);
  await expect(page.getByLabel("Neuer Status")).toHaveValue("rewarded");
  await expectAxeClean(page, "refused save de");
  // With the reward chosen the same choices save, and the alert gives way.
  await page.getByLabel("Gewählte Prämie").selectOption("gift_card");
  await expect(page.locator(".move-refused")).toHaveCount(0);
  await save.click();
  await expect(form.getByRole("status")).toContainText("Gespeichert. Status auf „Prämie bezahlt“ gesetzt.");
  await expect(form.getByRole("alert")).toHaveCount(0);
  // A 409 only the Worker knows of (someone moved the lead meanwhile) is an alert in words too.
  await page.goto(`/staff/leads/${fresh}`);
  await expect(page.getByLabel("Neuer Status")).toBeVisible();
  const elsewhere = await page.evaluate(async (id) => {
    const res = await fetch(`/api/staff/leads/${id}/status`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ status: "lost" }),
    });
    return res.status;
  }, fresh);
  expect(elsewhere).toBe(200);
  await page.getByLabel("Neuer Status").selectOption({ label: "Kontaktiert" });
  await save.click();
  await expect(form.getByRole("alert")).toHaveText(
    "Nicht gespeichert: Jemand hat diese Anfrage inzwischen geändert. Die Seite zeigt jetzt ihren Status: Wählen Sie von dort neu und speichern Sie.",
  );
  await expect(page.getByText("Dieser Status ist endgültig.")).toBeVisible();
});

test("the inbox in English on a phone: list, lead page and funnel stay usable and axe-clean", async ({ page, consoleProblems }) => {
  const tag = `p${Date.now().toString(36)}`;
  const { fresh } = await seed(page.request, tag);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.getByLabel("Sprache").selectOption("en");
  await expect(page.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: `Jürgen Überall ${tag}` })
      .getByText("Overdue"),
  ).toBeVisible();
  // A phone lists cards, not a table to scroll sideways, with the filters folded away.
  await expect(page.getByRole("searchbox")).toBeHidden();
  await page.getByText("Filter", { exact: true }).click();
  await expect(page.getByRole("searchbox")).toBeVisible();
  const inboxOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(inboxOverflow).toBeLessThanOrEqual(0);
  const card = page.locator("table.leads tbody tr").filter({ hasText: `Anna Huber ${tag}` });
  expect((await card.boundingBox())?.width ?? 999).toBeLessThanOrEqual(390);
  await expectAxeClean(page, "inbox en 390");
  await page.goto(`/staff/?search=${encodeURIComponent(`Anna Huber ${tag}`)}`);
  await expect(page.getByText("1 lead shown, 0 overdue.")).toBeVisible();
  // What arrives after this visit is marked new on the next; a referrer without a company reads cleanly.
  const later = await store(page.request, "/api/referrals", {
    name: `Lea Lang ${tag}`,
    email: `${tag}.lea@acme.example`,
    referralName: "Tom Tal",
    referralEmail: `${tag}.tom@acme.example`,
    referralCompany: "Tal OG",
    confirmed: true,
    locale: "en",
  });
  await page.goto("/staff/");
  await expect(page.getByText(/\d+ new since your last visit\./)).toBeVisible();
  const laterRow = page.locator("table.leads tbody tr").filter({ hasText: `Lea Lang ${tag}` });
  // Unread is a dot named for screen readers, apart from the status: no "New [new]".
  await expect(laterRow.getByRole("img", { name: "unread" })).toBeVisible();
  await expect(laterRow.getByText("new", { exact: true })).toHaveCount(0);
  await page.goto(`/staff/leads/${later}`);
  await expect(page.getByRole("region", { name: "Whom to contact" })).toContainText(
    `Recommended by Lea Lang ${tag} (${tag}.lea@acme.example)`,
  );
  // In English too, the form names whom a save would mail, before anyone saves; choosing back drops the notice.
  const save = page.getByRole("button", { name: "Save", exact: true });
  await page.getByLabel("Next status").selectOption({ label: "Won" });
  await expect(save).toHaveAccessibleDescription(
    `Saving sends Lea Lang ${tag} an e-mail: your referral was won, please choose your reward.`,
  );
  await expectAxeClean(page, "referral mail notice en 390");
  await page.getByLabel("Next status").selectOption({ index: 0 });
  await expect(page.getByText(/^Saving sends/)).toHaveCount(0);
  await page.goto(`/staff/leads/${fresh}`);
  await expect(page.getByRole("heading", { name: "What was sent" })).toBeVisible();
  await expect(page.getByText("MVP development")).toBeVisible();
  // Codes read as words: the reply language is named, not "de".
  await expect(page.locator("dl.fields > div").filter({ hasText: "Reply language" }).locator("dd")).toHaveText("German");
  // The content comes before the forms on a phone.
  const sentTop = (await page.getByRole("heading", { name: "What was sent" }).boundingBox())?.y ?? 0;
  const noteTop = (await page.getByRole("textbox", { name: "Note" }).boundingBox())?.y ?? 0;
  expect(sentTop).toBeLessThan(noteTop);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page, "lead en 390");
  await page.goto("/staff/funnel");
  await expect(page.getByRole("table", { name: "The funnel's figures" })).toBeVisible();
  // On a phone the chart keeps its text size: each stage's name sits above its bar, whole.
  const stage = page.locator(".chart text.stage").first();
  await expect(stage).toHaveText("Opened");
  expect((await stage.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(12);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Words stay whole on a phone: the table scrolls inside its box instead of breaking "Num|ber" letter by letter.
  await expect(page.getByRole("region", { name: "What the stages count" })).toContainText("Submitted:the inquiry was sent and stored");
  expect(await page.getByRole("region", { name: "The funnel's figures" }).evaluate((box) => getComputedStyle(box).overflowX)).toBe("auto");
  expect(await brokenWords(page, "table.figures th, table.figures td, .legend")).toEqual([]);
  await expectAxeClean(page, "funnel en 390");
  // The browser's dark theme: the inbox follows it, and every pair of colours still reads.
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe("rgb(20, 20, 25)");
  await expectAxeClean(page, "funnel en 390 dark");
  await page.goto(`/staff/leads/${fresh}`);
  await expect(page.getByRole("heading", { name: "What was sent" })).toBeVisible();
  await expectAxeClean(page, "lead en 390 dark");
  expect(consoleProblems).toEqual([]);
});

test("a phone in German: a person's leads are grouped, the lead reads first and its one form is a tap away", async ({
  page,
  consoleProblems,
}) => {
  const tag = `g${Date.now().toString(36)}`;
  const { fresh, again } = await seed(page.request, tag, true);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const card = page.locator("table.leads tbody tr").filter({ has: page.locator(`a[href="/staff/leads/${again}"]`) });
  // It leads to the page that lists each of the person's leads (same address or same name), not to a search of one address.
  await expect(card.getByRole("link", { name: "1 weitere Anfrage von dieser Person" })).toHaveAttribute("href", `/staff/leads/${again}`);
  await expectAxeClean(page, "inbox de 390");
  // The calendar booked a call for it: only "won" and "lost" follow, and the form says why.
  queryD1(`UPDATE project_inquiries SET status = 'booked' WHERE id = ${sqlText(again)}`);
  await page.goto(`/staff/leads/${again}`);
  await expect(page.getByRole("link", { name: /Huber GmbH/ }).first()).toHaveAttribute("href", `/staff/leads/${fresh}`);
  const next = page.getByLabel("Neuer Status").locator("option");
  await expect(next).toHaveText(["Termin gebucht (unverändert)", "Gewonnen", "Verloren"]);
  await expect(page.getByText("Nach einem gebuchten Termin geht es mit Gewonnen oder Verloren weiter.")).toBeVisible();
  const sentTop = (await page.getByRole("heading", { name: "Was gesendet wurde" }).boundingBox())?.y ?? 0;
  const formTop = (await page.getByRole("form", { name: "Bearbeitung" }).boundingBox())?.y ?? 0;
  expect(sentTop).toBeLessThan(formTop);
  await page.getByRole("link", { name: "Zur Bearbeitung dieser Anfrage" }).click();
  await expect(page.getByRole("button", { name: "Speichern" })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAxeClean(page, "lead de 390");
  // German's long words stay whole on a phone too: the funnel's table scrolls in its box, the page does not.
  await page.getByRole("link", { name: "Trichter" }).click();
  await expect(page.getByRole("table", { name: "Die Zahlen des Trichters" })).toBeVisible();
  expect(await brokenWords(page, "table.figures th, table.figures td, .legend")).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectAxeClean(page, "funnel de 390");
  await page.goto(`/staff/leads/${again}`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByLabel("Sprache").selectOption("en");
  await expect(page.getByRole("heading", { name: "Whom to contact" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "1 more lead from this person" })).toBeVisible();
  await expectAxeClean(page, "lead en 1440");
  expect(consoleProblems).toEqual([]);
});

test("the inbox is never cached, never indexed, and refuses a browser without sign-in", async ({ page, request }) => {
  const res = await request.get("/staff", { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["cache-control"]).toBe("no-store, private");
  expect((await request.get("/api/staff/leads")).status()).toBe(401);
  await signIn(page);
  const html = await page.request.get("/staff/");
  expect(html.headers()["x-robots-tag"]).toContain("noindex");
  expect(html.headers()["cache-control"]).toBe("no-store, private");
  expect(await html.text()).toContain('<meta name="robots" content="noindex, nofollow"');
});

/** What the erasure page says, in the staff member's language. */
const eraseTexts = {
  de: {
    nav: "Person löschen",
    find: "Adresse suchen",
    address: "E-Mail-Adresse",
    preview: "Zeigen, was gelöscht würde",
    table: "Was geschehen wird, je Ort",
    // A row reads as place, what happens there, and the count.
    inquiries: "Projektanfragen Wird gelöscht",
    erased: "Projektanfragen Gelöscht",
    fate: "wird gelöscht",
    confirm: "Adresse zur Bestätigung noch einmal eingeben",
    erase: "Endgültig löschen",
    mismatch: "Die zur Bestätigung getippte Adresse ist nicht dieselbe: Es wurde nichts gelöscht.",
    done: "Gelöscht für",
    removed: "Was geschehen ist, je Ort",
  },
  en: {
    nav: "Erase a person",
    find: "Find an address",
    address: "E-mail address",
    preview: "Show what would be erased",
    table: "What will happen, per place",
    inquiries: "Inquiries To be erased",
    erased: "Inquiries Erased",
    fate: "will be erased",
    confirm: "Type the address again to confirm",
    erase: "Erase for good",
    mismatch: "The address typed to confirm is not the same address: nothing was erased.",
    done: "Erased for",
    removed: "What happened, per place",
  },
} as const;

for (const [locale, width] of [
  ["de", 1440],
  ["en", 390],
] as const) {
  test(`a staff member erases a person in ${locale} at ${width} px: preview per place, a wrong confirmation refused, then erased`, async ({
    page,
    consoleProblems,
  }) => {
    const tag = `e${locale}${Date.now().toString(36)}`;
    const { fresh } = await seed(page.request, tag);
    const email = `${tag}.anna@acme.example`;
    const texts = eraseTexts[locale];
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    if (locale === "en") await page.getByLabel("Sprache").selectOption("en");
    await page.getByRole("link", { name: texts.nav }).click();
    await expect(page.getByRole("heading", { name: texts.nav, level: 1 })).toBeVisible();
    const address = page.getByLabel(texts.address);
    await address.fill(email.toUpperCase());
    // The field takes the line (up to 40rem), so the address shows whole, not cut off.
    const form = page.getByRole("form", { name: texts.find });
    const [fieldWidth, formWidth] = [(await address.boundingBox())?.width ?? 0, (await form.boundingBox())?.width ?? 0];
    expect(fieldWidth).toBeGreaterThanOrEqual(Math.min(formWidth, 640) * 0.5);
    if (width > 900) expect(await address.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: texts.preview }).click();
    const preview = page.getByRole("table", { name: texts.table });
    await expect(preview.getByRole("row", { name: texts.inquiries })).toContainText("1");
    // Whom it takes, by name, before anyone confirms.
    await expect(page.getByRole("listitem").filter({ hasText: `Anna Huber ${tag}` })).toContainText(texts.fate);
    await expectAxeClean(page, `erasure preview ${locale} ${width}`);
    expect(await brokenWords(page, ".erase th, .erase td")).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByLabel(texts.confirm).fill(`other.${email}`);
    await page.getByRole("button", { name: texts.erase }).click();
    await expect(page.getByRole("status")).toHaveText(texts.mismatch);
    expect(queryD1<{ n: number }>(`SELECT count(*) AS n FROM project_inquiries WHERE id = ${sqlText(fresh)}`)[0]?.n).toBe(1);

    await page.getByLabel(texts.confirm).fill(email);
    await page.getByRole("button", { name: texts.erase }).click();
    await expect(page.getByRole("heading", { name: new RegExp(`^${texts.done} `) })).toBeVisible();
    await expect(page.getByRole("table", { name: texts.removed }).getByRole("row", { name: texts.erased })).toContainText("1");
    await expectAxeClean(page, `erasure done ${locale} ${width}`);
    expect(queryD1<{ n: number }>(`SELECT count(*) AS n FROM project_inquiries WHERE id = ${sqlText(fresh)}`)[0]?.n).toBe(0);
    expect(queryD1<{ n: number }>(`SELECT count(*) AS n FROM outbox WHERE lead_id = ${sqlText(fresh)}`)[0]?.n).toBe(0);
    // The refused confirmation is the one failed request the browser reports.
    expect(consoleProblems).toEqual(["error: Failed to load resource: the server responded with a status of 400 (Bad Request)"]);
  });
}
