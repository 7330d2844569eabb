import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { staffFetch } from "../../staff/testing/access.ts";
import { addDays, viennaClock } from "../../staff/working-days.ts";
import { base, partnerOrigins, post, validInquiry, validReferral } from "../../testing/http.ts";

async function store(path: "/api/inquiries" | "/api/referrals", body: object, origin?: string): Promise<string> {
  const res = await post(path, body, origin ? { headers: { Origin: origin } } : {});
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function createdAt(id: string, at: string): Promise<void> {
  const table = id.startsWith("ref_") ? "referrals" : "project_inquiries";
  await env.DB.prepare(`UPDATE ${table} SET created_at = ?2 WHERE id = ?1`).bind(id, at).run();
}

interface Line {
  id: string;
  type: string;
  name: string;
  overdue: boolean;
  same_person: number;
}
const list = async (query = "") => ((await (await staffFetch(`/api/staff/leads${query}`)).json()) as { leads: Line[] }).leads;

describe("the staff inbox's list", () => {
  it("names a referral by the person recommended, with its referrer, and groups a person's leads", async () => {
    const email = "anna.berger@froehlich.test";
    const ref = await store("/api/referrals", {
      ...validReferral,
      name: "Matthias Schüßler",
      referralName: "Anna Berger",
      referralCompany: "Möbelhaus Fröhlich KG",
      referralEmail: email,
    });
    const inquiry = await store("/api/inquiries", { ...validInquiry, name: "Anna Berger", email: email.toUpperCase() });
    const lines = (await (await staffFetch(`/api/staff/leads?search=${encodeURIComponent("Schüßler")}`)).json()) as {
      leads: Record<string, unknown>[];
    };
    expect(lines.leads).toEqual([
      expect.objectContaining({
        id: ref,
        name: "Anna Berger",
        company: "Möbelhaus Fröhlich KG",
        referrer: "Matthias Schüßler",
        same_person: 1,
      }),
    ]);
    const inquiryLine = (await list(`?search=${encodeURIComponent(email)}`)).find((l) => l.id === inquiry);
    expect(inquiryLine).toMatchObject({ same_person: 1 });
    const page = (await (await staffFetch(`/api/staff/leads/${inquiry}`)).json()) as { related: { id: string }[] };
    expect(page.related.map((r) => r.id)).toEqual([ref]);
    const alone = await store("/api/inquiries", { ...validInquiry, name: "Nur Einmal", email: "nur.einmal@x.test" });
    expect(((await (await staffFetch(`/api/staff/leads/${alone}`)).json()) as { related: unknown[] }).related).toEqual([]);
  });

  it("holds inquiries and referrals newest first, marks the overdue ones and filters and searches", async () => {
    const old = await store("/api/inquiries", { ...validInquiry, name: "Jürgen Überall", companyName: "Zähler OG" });
    await createdAt(old, "2026-01-05T09:00:00.000Z");
    const fresh = await store("/api/inquiries", { ...validInquiry, name: "Fresh Lead" }, partnerOrigins.x);
    const ref = await store("/api/referrals", validReferral);
    const lines = await list("?order=newest");
    expect(lines.slice(0, 2).map((l) => l.id)).toEqual([ref, fresh]);
    expect(lines.find((l) => l.id === old)).toMatchObject({ overdue: true, type: "inquiry", name: "Jürgen Überall" });
    expect(lines.find((l) => l.id === fresh)?.overdue).toBe(false);
    expect((await list("?overdue=1")).map((l) => l.id)).toContain(old);
    expect((await list("?overdue=1")).map((l) => l.id)).not.toContain(fresh);
    expect((await list("?type=referral")).every((l) => l.type === "referral")).toBe(true);
    expect((await list("?partner=partner-x")).map((l) => l.id)).toEqual([fresh]);
    expect((await list(`?search=${encodeURIComponent("Zähler")}`)).map((l) => l.id)).toEqual([old]);
    expect((await list("?search=100%25")).length).toBe(0);
    expect((await list("?from=2026-01-05&to=2026-01-05")).map((l) => l.id)).toEqual([old]);
    expect((await staffFetch("/api/staff/leads?from=yesterday")).status).toBe(400);
  });
});

describe("the inbox's search", () => {
  it("ignores case for umlauts and other Latin-1 letters on both sides, in names, companies and addresses", async () => {
    const gruen = await store("/api/inquiries", { ...validInquiry, name: "Grünböck Maria", companyName: "ÖHLINGER GMBH" });
    const oester = await store("/api/referrals", { ...validReferral, referralName: "Österreicher Karl", referralCompany: "Ärzte Zentrum" });
    const ids = async (text: string) => (await list(`?search=${encodeURIComponent(text)}`)).map((l) => l.id);
    expect(await ids("grünböck")).toEqual([gruen]);
    expect(await ids("GRÜNBÖCK")).toEqual([gruen]);
    expect(await ids("öhlinger")).toEqual([gruen]);
    expect(await ids("Öhlinger")).toEqual([gruen]);
    expect(await ids("österreicher")).toEqual([oester]);
    expect(await ids("ärzte")).toEqual([oester]);
    // A decomposed "ü" (u + combining diaeresis), as some keyboards send it, finds the composed one.
    expect(await ids("Gru\u0308nbo\u0308ck")).toEqual([gruen]);
    expect(await ids("grunbock")).toEqual([]);
  });
});

describe("the inbox's overdue leads", () => {
  it("counts a missed next step as overdue, keeps only those with overdue=1 and lists them first", async () => {
    const today = viennaClock(new Date()).day;
    const past = (days: number) => addDays(today, -days);
    const ref = await store("/api/referrals", { ...validReferral, name: "Missed Referral" });
    const inq = await store("/api/inquiries", { ...validInquiry, name: "Missed Inquiry" });
    const won = await store("/api/inquiries", { ...validInquiry, name: "Closed Inquiry" });
    const soon = await store("/api/inquiries", { ...validInquiry, name: "Planned Inquiry" });
    const fresh = await store("/api/inquiries", { ...validInquiry, name: "Newest Inquiry" });
    await env.DB.prepare("UPDATE referrals SET status = 'contacted' WHERE id = ?1").bind(ref).run();
    await env.DB.prepare("UPDATE project_inquiries SET status = CASE id WHEN ?1 THEN 'won' ELSE 'contacted' END WHERE id IN (?1, ?2, ?3)")
      .bind(won, inq, soon)
      .run();
    const step = env.DB.prepare("INSERT INTO lead_work (lead_id, next_step_on, updated_at) VALUES (?1, ?2, '2026-01-01T00:00:00.000Z')");
    await env.DB.batch([step.bind(ref, past(1)), step.bind(inq, past(2)), step.bind(won, past(2)), step.bind(soon, past(-3))]);
    const body = (await (await staffFetch("/api/staff/leads")).json()) as { leads: Line[]; overdue: number };
    const flag = (id: string) => body.leads.find((l) => l.id === id)?.overdue;
    expect([flag(ref), flag(inq), flag(won), flag(soon), flag(fresh)]).toEqual([true, true, false, false, false]);
    expect(body.overdue).toBe(body.leads.filter((l) => l.overdue).length);
    const firstFresh = body.leads.findIndex((l) => !l.overdue);
    expect(body.leads.slice(firstFresh).some((l) => l.overdue)).toBe(false);
    const only = (await list("?overdue=1")).map((l) => l.id);
    expect(only).toEqual(expect.arrayContaining([ref, inq]));
    expect(only).not.toContain(won);
    expect(only).not.toContain(soon);
    expect((await list("?order=newest"))[0]?.id).toBe(fresh);
    // A lead's page reads the list's own rule: the same flag for every lead.
    const page = async (id: string) => ((await (await staffFetch(`/api/staff/leads/${id}`)).json()) as { overdue: boolean }).overdue;
    expect(await Promise.all([ref, inq, won, soon, fresh].map(page))).toEqual([true, true, false, false, false]);
  });
});

describe("the inbox line's next step", () => {
  it("carries what the next step is beside its day, so the list shows both", async () => {
    const planned = await store("/api/inquiries", { ...validInquiry, name: "Mit Schritt" });
    const bare = await store("/api/inquiries", { ...validInquiry, name: "Ohne Schritt" });
    const work = { nextStepOn: "2026-12-09", nextStepText: "Angebot nachfassen" };
    expect((await staffFetch(`/api/staff/leads/${planned}/work`, { body: work })).status).toBe(200);
    const lines = (await (await staffFetch("/api/staff/leads?order=newest")).json()) as { leads: Record<string, unknown>[] };
    expect(lines.leads.find((l) => l.id === planned)).toMatchObject({ next_step_on: "2026-12-09", next_step_text: "Angebot nachfassen" });
    expect(lines.leads.find((l) => l.id === bare)).toMatchObject({ next_step_on: null, next_step_text: null });
  });
});

describe("the staff export", () => {
  it("is Excel's CSV: BOM, ';' for German, Vienna times, labels beside codes, ranges kept as text", async () => {
    const id = await store("/api/inquiries", { ...validInquiry, companySize: "1-10", name: "Anna Öttl" });
    await createdAt(id, "2026-07-01T08:30:00.000Z");
    const res = await staffFetch("/api/staff/export?type=inquiry&from=2026-07-01&to=2026-07-01");
    expect(res.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="anfragen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, row, end] = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    // German column names for a German agency, the status with its label, and the staff's work beside.
    expect(header).toContain('"Unternehmensgröße";"Unternehmensgröße (Klartext)"');
    // The status by its label alone: its code is a technical column staff never read.
    expect(header).toContain('"Status";"Status geändert"');
    expect(header).not.toContain("Status (Code)");
    expect(header).toContain('"Zuständig";"Nächster Schritt am";"Nächster Schritt: was ist zu tun";"Notizen"');
    expect(header).not.toContain("idempotency");
    expect(header).not.toContain("booking_token");
    expect(row).toContain('"=""1-10""";"1–10 Mitarbeitende"');
    expect(row).toContain('"mvp";"MVP-Entwicklung"');
    expect(row).toContain('"2026-07-01 10:30"');
    expect(row).toContain('"Anna Öttl"');
    expect(end).toBe("");
    const english = await (await staffFetch("/api/staff/export?type=inquiry&from=2026-07-01&to=2026-07-01&lang=en")).text();
    expect(english).toContain('"=""1-10""","1–10 employees"');
  });
});

describe("the staff export in words", () => {
  it("names a referral's people apart, the reward with its amount, consent as yes or no, and our website as the website", async () => {
    const own = await store("/api/referrals", { ...validReferral, name: "Jürgen Öttl", referralCompany: "Beispiel Holding" });
    const partner = await store("/api/referrals", { ...validReferral, attribution: { utm_source: "newsletter" } });
    await env.DB.prepare("UPDATE referrals SET created_at = ?3, source = CASE id WHEN ?1 THEN ?4 ELSE 'partner-x' END WHERE id IN (?1, ?2)")
      .bind(own, partner, "2026-07-03T08:30:00.000Z", base)
      .run();
    for (const status of ["contacted", "won"]) await staffFetch(`/api/staff/leads/${own}/status`, { body: { status } });
    await staffFetch(`/api/staff/leads/${own}/work`, { body: { reward: "gift_card", paidOn: null } });
    const text = await (await staffFetch("/api/staff/export?type=referral&from=2026-07-03&to=2026-07-03&lang=de")).text();
    const [header = "", ...rows] = text.split("\r\n");
    const cells = (line: string) => line.slice(1, -1).split('";"');
    const names = cells(header);
    const byColumn = (line: string) => Object.fromEntries(names.map((name, i) => [name, cells(line)[i]]));
    const [first, second] = [own, partner].map((id) => rows.map(byColumn).find((r) => r["Lead-ID"] === id));
    expect(names).toEqual(
      expect.arrayContaining([
        "Lead-ID",
        "Name der empfehlenden Person",
        "Name der empfohlenen Person",
        "Unternehmen der empfohlenen Person",
      ]),
    );
    expect(names.filter((name) => name === "Name")).toEqual([]);
    // The attribution's columns in German, from the contract's one table of its labels.
    expect(names).toContain("Kampagnen-Quelle");
    expect(names).not.toContain("utm_source");
    expect(first).toMatchObject({
      "Lead-ID": own,
      Quelle: "Website (direkt)",
      "Name der empfehlenden Person": "Jürgen Öttl",
      "Unternehmen der empfohlenen Person": "Beispiel Holding",
      Prämie: "gift_card",
      "Prämie (Klartext)": "Gutschein 250\u00a0€",
      "Mit Kontaktaufnahme einverstanden": "ja",
      Status: "Gewonnen",
    });
    expect(second).toMatchObject({ Quelle: "Partner partner-x", "Kampagnen-Quelle": "newsletter", Prämie: "", "Prämie (Klartext)": "" });
  });
});

describe("the staff export's call and language", () => {
  it("gives an inquiry's booked call on the agency's clock, marks a cancelled one, names the reply language and the file in the file's language", async () => {
    const booked = await store("/api/inquiries", { ...validInquiry, name: "Gebucht Anna", locale: "en" });
    const cancelled = await store("/api/inquiries", { ...validInquiry, name: "Abgesagt Bernd", locale: "de" });
    const none = await store("/api/inquiries", { ...validInquiry, name: "Ohne Termin" });
    for (const id of [booked, cancelled, none]) await createdAt(id, "2026-07-04T08:30:00.000Z");
    const report = env.DB.prepare(
      "INSERT INTO bookings (id, uid, event, lead_id, status, start_at, attendee_name, attendee_email, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, '', '', ?7)",
    );
    await env.DB.batch([
      report.bind("created:u1", "u1", "created", booked, "booked", "2026-12-01T09:00:00.000Z", "2026-07-04T09:00:00.000Z"),
      report.bind("created:u2", "u2", "created", cancelled, "booked", "2026-12-02T14:30:00.000Z", "2026-07-04T09:00:00.000Z"),
      report.bind("cancelled:u2", "u2", "cancelled", cancelled, "cancelled", "2026-12-02T14:30:00.000Z", "2026-07-04T10:00:00.000Z"),
    ]);
    const exported = async (lang: "de" | "en") => {
      const res = await staffFetch(`/api/staff/export?type=inquiry&from=2026-07-04&to=2026-07-04&lang=${lang}`);
      const sep = lang === "de" ? '";"' : '","';
      const [header = "", ...rows] = (await res.text()).split("\r\n");
      const cells = (line: string) => line.slice(1, -1).split(sep);
      const byName = rows.filter(Boolean).map((line) => Object.fromEntries(cells(header).map((name, i) => [name, cells(line)[i]])));
      return { disposition: res.headers.get("Content-Disposition"), rows: byName };
    };
    const german = await exported("de");
    expect(german.disposition).toMatch(/filename="anfragen-\d{4}-\d{2}-\d{2}\.csv"$/);
    const de = (name: string) => german.rows.find((r) => r["Vor- und Nachname"] === name);
    expect(de("Gebucht Anna")).toMatchObject({
      "Gebuchter Termin": "2026-12-01 10:00",
      Antwortsprache: "en",
      "Antwortsprache (Klartext)": "Englisch",
    });
    expect(de("Abgesagt Bernd")).toMatchObject({
      "Gebuchter Termin": "2026-12-02 15:30 (Termin abgesagt)",
      "Antwortsprache (Klartext)": "Deutsch",
    });
    expect(de("Ohne Termin")).toMatchObject({ "Gebuchter Termin": "" });
    const english = await exported("en");
    expect(english.disposition).toMatch(/filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    const en = english.rows.find((r) => r.contact_name === "Abgesagt Bernd");
    expect(en).toMatchObject({ appointment: "2026-12-02 15:30 (Call cancelled)", locale: "de", locale_label: "German" });
    const referrals = await staffFetch("/api/staff/export?type=referral&lang=de");
    expect(referrals.headers.get("Content-Disposition")).toMatch(/filename="empfehlungen-\d{4}-\d{2}-\d{2}\.csv"$/);
  });
});

describe("the staff export's attribution", () => {
  it("gives each source, campaign, landing page and hidden field a column of its own, as the CLI's export does", async () => {
    const attribution = { utm_source: "newsletter", utm_campaign: "spring", landing: "/internal-tools", first: { utm_source: "linkedin" } };
    const id = await store("/api/inquiries", { ...validInquiry, attribution, hiddenFields: { plan: "pro" } });
    await createdAt(id, "2026-07-02T08:30:00.000Z");
    const text = await (await staffFetch("/api/staff/export?type=inquiry&from=2026-07-02&to=2026-07-02&lang=en")).text();
    const [header = "", row = ""] = text.slice(1).split("\r\n");
    const cells = (line: string) => line.slice(1, -1).split('","');
    const byColumn = Object.fromEntries(cells(header).map((name, i) => [name, cells(row)[i]]));
    expect(byColumn).toMatchObject({
      utm_source: "newsletter",
      utm_campaign: "spring",
      landing: "/internal-tools",
      first_utm_source: "linkedin",
      "hidden.plan": "pro",
    });
    expect(cells(header)).not.toContain("attribution");
    expect(cells(header)).not.toContain("hidden_fields");
  });
});

describe("the staff funnel", () => {
  it("counts the questionnaire's stages and the leads per source for the chosen period", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.prepare(
      "INSERT INTO funnel_counts (day, source, campaign, lang, event, step, count) VALUES (?1, 'partner-y', '', 'de', 'open', 0, 7), (?1, 'partner-y', '', 'de', 'submit', 0, 2), " +
        "(?1, 'partner-y', '', 'de', 'fail', 0, 1), (?1, 'partner-y', '', 'de', 'booked', 0, 3), (?1, 'partner-y', '', 'de', 'cancelled', 0, 1)",
    )
      .bind(today)
      .run();
    const res = await staffFetch("/api/staff/funnel?days=7");
    const { rows } = (await res.json()) as { rows: { key: string; opened: number; submitted: number }[] };
    // The same figures as the CLI's funnel: failed submissions, and bookings less the cancelled ones.
    expect(rows.find((r) => r.key === "partner-y")).toMatchObject({ opened: 7, submitted: 2, failed: 1, booked: 2 });
    expect((await staffFetch("/api/staff/funnel?days=8")).status).toBe(400);
  });

  it("groups by kind: the site's own leads under the page they were sent from, partners as partners, campaigns as campaigns", async () => {
    const today = new Date().toISOString().slice(0, 10);
    await env.DB.prepare(
      "INSERT INTO funnel_counts (day, source, campaign, lang, event, step, count) VALUES (?1, '/kind-test', 'autumn', 'de', 'open', 0, 5), " +
        "(?1, '/kind-test', 'autumn', 'de', 'submit', 0, 2)",
    )
      .bind(today)
      .run();
    const [own, partner] = [await store("/api/inquiries", validInquiry), await store("/api/inquiries", validInquiry)];
    await env.DB.prepare(
      "UPDATE project_inquiries SET status = 'won', campaign = 'autumn', source = CASE id WHEN ?1 THEN ?3 ELSE 'https://kind-partner.example' END, " +
        "attribution = json_object('page', '/kind-test') WHERE id IN (?1, ?2)",
    )
      .bind(own, partner, base)
      .run();
    type Group = { kind: string; key: string; opened: number; inquiries: number; won: number };
    const bySource = ((await (await staffFetch("/api/staff/funnel?days=7")).json()) as { rows: Group[] }).rows;
    expect(bySource.find((r) => r.key === "/kind-test")).toMatchObject({ kind: "site", opened: 5, inquiries: 1, won: 1 });
    expect(bySource.find((r) => r.key === "https://kind-partner.example")).toMatchObject({ kind: "partner", opened: 0, inquiries: 1 });
    expect(bySource.filter((r) => r.key === base)).toEqual([]);
    const byCampaign = ((await (await staffFetch("/api/staff/funnel?days=7&by=campaign")).json()) as { rows: Group[] }).rows;
    expect(byCampaign.find((r) => r.key === "autumn")).toMatchObject({ kind: "campaign", opened: 5, inquiries: 2, won: 2 });
  });

  it("keeps a won referral, and one already rewarded, out of the questionnaire's won stage: referrals do not come from it", async () => {
    const won = await store("/api/referrals", validReferral);
    const paid = await store("/api/referrals", validReferral);
    await env.DB.prepare(
      "UPDATE referrals SET status = CASE id WHEN ?1 THEN 'won' ELSE 'rewarded' END, source = 'partner-w' WHERE id IN (?1, ?2)",
    )
      .bind(won, paid)
      .run();
    const { rows } = (await (await staffFetch("/api/staff/funnel?days=7")).json()) as { rows: { key: string; won: number }[] };
    expect(rows.find((r) => r.key === "partner-w")).toMatchObject({ won: 0, referrals: 2 });
  });
});

describe("a kind of lead staff do not work on", () => {
  it("is no lead to read, move or export, never taken for an inquiry", async () => {
    // A newsletter subscriber's id: a lead id of the contract, but not of a kind staff work on.
    const subscriber = "sub_abcdefghijklmnop";
    await env.DB.prepare(
      "INSERT INTO newsletter_subscribers (id, email, locale, source, status, created_at) VALUES (?1, ?2, 'en', '', 'pending', ?3)",
    )
      .bind(subscriber, "reader@example.com", new Date().toISOString())
      .run();
    expect((await staffFetch(`/api/staff/leads/${subscriber}`)).status).toBe(404);
    const moved = await staffFetch(`/api/staff/leads/${subscriber}/status`, { body: { status: "contacted" } });
    expect([moved.status, await moved.json()]).toEqual([404, { error: "not_found" }]);
    const exported = await staffFetch("/api/staff/export?type=subscriber");
    expect([exported.status, await exported.json()]).toEqual([400, { error: "validation_failed", detail: "type" }]);
  });
});
