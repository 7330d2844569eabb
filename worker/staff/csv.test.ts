import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { base, post, validInquiry, validReferral } from "../testing/http.ts";
import { staffFetch } from "./testing/access.ts";

type Row = Record<string, unknown>;
type Kind = "inquiries" | "referrals";

/**
 * The staff CLI's commands, loaded by a path the Worker's type check does not follow: they
 * are Node code, checked by the root tsconfig, and only the export runs here.
 */
interface Cli {
  runCommand(
    io: { run: (sql: string) => Promise<Row[][]>; out: (text: string) => void; now: Date; env: Record<string, string> },
    command: { name: "export"; kind: Kind; format: "csv"; bom: false; excel?: true },
  ): Promise<void>;
}
const cliPath = "../../scripts/leads/commands.ts";

/** The CLI's SQL text run on the Worker's own D1, one statement after another, as wrangler runs it. */
async function runSql(sql: string): Promise<Row[][]> {
  const results = await env.DB.batch(sql.split("; ").map((statement) => env.DB.prepare(statement)));
  return results.map((result) => result.results as Row[]);
}

async function store(path: "/api/inquiries" | "/api/referrals", body: object, origin?: string): Promise<string> {
  const res = await post(path, body, origin ? { headers: { Origin: origin } } : {});
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Every row of a file whose cells are all quoted, by its header's names; the BOM must lead. */
function rowsOf(file: string, separator: string): Record<string, string>[] {
  expect(file.startsWith("\ufeff")).toBe(true);
  const cell = new RegExp(`"((?:[^"]|"")*)"(?:${separator === ";" ? ";" : ","}|$)`, "g");
  const lines = file.slice(1).split("\r\n").filter(Boolean);
  const cells = lines.map((line) => [...line.matchAll(cell)].map((m) => (m[1] ?? "").replaceAll('""', '"')));
  const [header = [], ...rows] = cells;
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ""])));
}

async function inboxFile(kind: Kind, lang: "de" | "en"): Promise<string> {
  const body = await (
    await staffFetch(`/api/staff/export?type=${kind === "inquiries" ? "inquiry" : "referral"}&lang=${lang}`)
  ).arrayBuffer();
  // Decoded with its byte order mark, which Response.text() would drop.
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body);
}

async function cliFile(kind: Kind, lang: "de" | "en", excel: boolean): Promise<string> {
  let out = "";
  const { runCommand } = (await import(/* @vite-ignore */ cliPath)) as Cli;
  await runCommand(
    { run: runSql, out: (text) => (out += text), now: new Date(), env: { AGENCY_LOCALE: lang, SITE_URL: base } },
    { name: "export", kind, format: "csv", bom: false, ...(excel ? { excel: true as const } : {}) },
  );
  return out;
}

/**
 * What the office reads for the seeded leads, in English (column codes) and German (column
 * names), whichever tool wrote the file: the one expectation both exports are held to.
 */
const expected = {
  inquiries: {
    en: [
      { contact_name: "Jürgen Öttl", source: "Website (direct)", company_size: '="1-10"', company_size_label: "1–10 employees" },
      { contact_name: "Anna Berger", source: "Unknown", locale_label: "English", status_label: "New" },
    ],
    de: [
      { "Vor- und Nachname": "Jürgen Öttl", Quelle: "Website (direkt)", "Unternehmensgröße (Klartext)": "1–10 Mitarbeitende" },
      { "Vor- und Nachname": "Anna Berger", Quelle: "Unbekannt", "Antwortsprache (Klartext)": "Englisch", Status: "Neu" },
    ],
  },
  referrals: {
    en: [{ referral_name: "Eva Beispiel", contact_confirmed: "yes", reward: "gift_card", reward_label: "Gift card €250" }],
    de: [
      {
        "Name der empfohlenen Person": "Eva Beispiel",
        "Mit Kontaktaufnahme einverstanden": "ja",
        "Prämie (Klartext)": "Gutschein 250\u00a0€",
      },
    ],
  },
} as const;

describe("every export of inquiries and referrals", () => {
  it("gives the same rows from the inbox and the CLI, as an Excel file or a plain CSV, in both languages", async () => {
    await store("/api/inquiries", { ...validInquiry, name: "Jürgen Öttl", companySize: "1-10" }, base);
    await store("/api/inquiries", { ...validInquiry, name: "Anna Berger", locale: "en" });
    const referral = await store("/api/referrals", validReferral, base);
    await env.DB.prepare("INSERT INTO lead_work (lead_id, reward, updated_at) VALUES (?1, 'gift_card', '2026-11-01T00:00:00.000Z')")
      .bind(referral)
      .run();
    for (const kind of ["inquiries", "referrals"] as const) {
      for (const lang of ["en", "de"] as const) {
        const inbox = await inboxFile(kind, lang);
        const rows = rowsOf(inbox, lang === "de" ? ";" : ",");
        expect(await cliFile(kind, lang, true), `${kind} ${lang} --excel`).toBe(inbox);
        expect(rowsOf(await cliFile(kind, lang, false), ","), `${kind} ${lang} csv`).toEqual(rows);
        for (const want of expected[kind][lang]) expect(rows).toContainEqual(expect.objectContaining(want));
      }
    }
  });
});
