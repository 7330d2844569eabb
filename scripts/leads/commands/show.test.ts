import { describe, expect, it } from "vitest";
import type { Row, RunSql } from "../d1.ts";
import { cellWidth, renderRecord } from "../format.ts";
import { say } from "../testing/cli.ts";

describe("show", () => {
  it("wraps long values with a hanging indent, each value as given", () => {
    const text = renderRecord(
      {
        id: "inq_abcdefghijklmnop",
        created_at: "2026-05-04 10:30",
        project_description:
          "Wir brauchen eine Buchungs-App für unsere drei Kliniken in Wien, Linz und Graz, mit Online-Terminen und Erinnerungen per SMS.\nZweiter Absatz.",
        contact_confirmed: "yes",
      },
      60,
    );
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe("id                   inq_abcdefghijklmnop");
    expect(lines[1]).toBe("created_at           2026-05-04 10:30");
    expect(lines[2]).toMatch(/^project_description {2}Wir brauchen/);
    for (const line of lines) expect(cellWidth(line)).toBeLessThan(60);
    const continued = lines.slice(3, -1);
    expect(continued.length).toBeGreaterThan(1);
    for (const line of continued) expect(line).toMatch(/^ {21}\S/);
    expect(continued).toContain(`${" ".repeat(21)}Zweiter Absatz.`);
    expect(lines.at(-1)).toBe("contact_confirmed    yes");
  });
});

describe("show, the staff's work", () => {
  const referral: Row = { id: "ref_abcdefghijklmnop", created_at: "2026-05-04T08:30:00.000Z", status: "rewarded", name: "Jürgen Öhler" };
  const work: Row = {
    owner: "eva@agency.example",
    next_step_on: "2026-12-07",
    next_step_text: "Gutschein per Post schicken",
    reward: "gift_card",
    reward_paid_on: "2026-11-30",
  };
  const answer =
    (found: Row | undefined): RunSql =>
    async () => [[referral], [], [], found ? [found] : []];
  const command = { name: "show", id: "ref_abcdefghijklmnop" } as const;

  it("prints owner, next step with its day, reward and paid day under the lead page's labels, in the agency's language", async () => {
    const de = await say({ AGENCY_LOCALE: "de" }, answer(work), command);
    expect(de).toMatch(/^Zuständig +eva@agency\.example$/m);
    expect(de).toMatch(/^Nächster Schritt +07\.12\.2026 Gutschein per Post schicken$/m);
    expect(de).toMatch(/^Gewählte Prämie +Gutschein/m);
    expect(de).toMatch(/^Bezahlt am +30\.11\.2026$/m);
    const en = await say({ AGENCY_LOCALE: "en" }, answer({ ...work, owner: null, next_step_text: "" }), command);
    expect(en).toMatch(/^Next step +2026-12-07$/m);
    expect(en).toMatch(/^Paid on +2026-11-30$/m);
    expect(en).not.toMatch(/^Owner/m);
  });

  it("prints none of them before anyone worked on the lead", async () => {
    const en = await say({ AGENCY_LOCALE: "en" }, answer(undefined), command);
    expect(en).not.toMatch(/^(Owner|Next step|Reward chosen|Paid on)\b/m);
  });
});

describe("show, where the lead came from", () => {
  it("writes the session's first visit in the words of the agency's mail, not as key=value pairs", async () => {
    const attribution = { page: "/de/kontakt", first: { landing: "/de/", utm_campaign: "summer", referrer: "https://news.example" } };
    const lead: Row = { id: "inq_abcdefghijklmnop", status: "new", attribution: JSON.stringify(attribution) };
    const de = await say({ AGENCY_LOCALE: "de" }, async () => [[lead], [], [], []], { name: "show", id: "inq_abcdefghijklmnop" });
    expect(de.replace(/\s+/g, " ")).toContain("Erster Besuch dieser Sitzung summer, Einstieg auf /de/, von https://news.example");
    expect(de).not.toContain("landing=");
  });
});

describe("show, as the lead page reads it", () => {
  const lead: Row = {
    id: "inq_abcdefghijklmnop",
    created_at: "2026-05-04T08:30:00.000Z",
    status: "contacted",
    contact_name: "Jürgen Öttl",
    contact_email: "j@example.at",
    campaign: "summer",
    contact_phone: null,
    source: "reviewb",
  };
  const notes: Row[] = [
    { id: 1, author: "eva@agency.example", body: "Ruft Montag zurück.\nZweite Zeile.", created_at: "2026-05-05T07:00:00.000Z" },
  ];
  const history: Row[] = [
    { id: 1, actor: "eva@agency.example", action: "status", detail: '{"from":"new","to":"contacted"}', at: "2026-05-05T07:01:00.000Z" },
    { id: 2, actor: "eva@agency.example", action: "note", detail: '{"note":1}', at: "2026-05-05T07:02:00.000Z" },
  ];
  const command = { name: "show", id: "inq_abcdefghijklmnop" } as const;
  const answer: RunSql = async () => [[lead], [], [], [], notes, history];

  it("prints the notes and the history in the inbox's words, in both languages", async () => {
    const de = await say({ AGENCY_LOCALE: "de" }, answer, command);
    expect(de).toMatch(/^Notizen\n {2}Ruft Montag zurück\.\n {2}Zweite Zeile\.\n {2}— eva@agency\.example, /m);
    expect(de).toMatch(/^Verlauf\n {2}Status von „Neu“ auf „Kontaktiert“ geändert\. — eva@agency\.example, /m);
    expect(de).toContain("Notiz hinzugefügt.");
    const en = await say({ AGENCY_LOCALE: "en" }, async () => [[lead], [], [], [], [], []], command);
    expect(en).toMatch(/^Notes\n {2}No notes yet\.$/m);
    expect(en).toMatch(/^History\n {2}Nothing changed yet\.$/m);
  });

  it("orders the fields as the form asks them, before the campaign, an empty one as the inbox's dash, a partner as the mails name it", async () => {
    const de = await say({ AGENCY_LOCALE: "de" }, answer, command);
    const at = (pattern: RegExp) => de.split("\n").findIndex((line) => pattern.test(line));
    expect(at(/^Telefon +—$/)).toBeGreaterThan(at(/^Vor- und Nachname +Jürgen Öttl$/));
    expect(at(/^Telefon/)).toBeLessThan(at(/summer$/));
    expect(de).toMatch(/^Quelle +Partner reviewb$/m);
  });
});
