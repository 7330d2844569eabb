import { describe, expect, it } from "vitest";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import { columnLabels, optionColumns } from "../../contract/lead/columns/labels.ts";
import { referralFieldLabels } from "../../contract/referral/field-labels.ts";
import { runCommand } from "./commands.ts";
import type { RunSql } from "./d1.ts";
import { labeller } from "./labels.ts";

describe("field labels", () => {
  it("names every column a form asks by the contract's label of that field, in English and German", async () => {
    const [en, de] = await Promise.all([labeller("en"), labeller("de")]);
    expect(en.field("inquiries", "company_name")).toBe("Company name");
    expect(de.field("inquiries", "company_name")).toBe("Name des Unternehmens");
    expect(en.field("referrals", "company_name")).toBe("Referrer’s company");
    expect(en.field("inquiries", "status")).toBeUndefined();
    // Every field of both forms has its column, so no field is shown under a bare column name.
    const ids = (labels: object) =>
      Object.values(labels)
        .map((d: { id: string }) => d.id)
        .sort();
    expect(ids(columnLabels.inquiries)).toEqual(ids(inquiryFieldLabels));
    expect(ids(columnLabels.referrals)).toEqual(ids(referralFieldLabels));
  });
});

describe("option labels", () => {
  it("gives the label the visitor saw, in English and in German, for every stored choice", async () => {
    const [en, de] = await Promise.all([labeller("en").then((l) => l.value), labeller("de").then((l) => l.value)]);
    expect(en("project_type", "landing")).toBe("Landing page");
    expect(de("project_type", "landing")).toBe("Landingpage");
    expect(en("company_size", "501+")).toBe("More than 500 employees");
    expect(de("company_size", "501+")).toBe("Mehr als 500 Mitarbeitende");
    expect(de("project_timeline", "1month")).toBe("Innerhalb eines Monats");
    // Not answered, a code no list holds (any more), a column that holds no choice.
    expect(en("project_type", "")).toBe("");
    expect(en("project_type", "webapp")).toBe("webapp");
    expect(en("contact_name", "mvp")).toBeUndefined();
    expect(optionColumns).toMatchObject({ company_size: "companySize", first_need: "firstNeed", salutation: "salutation" });
    expect(Object.keys(optionColumns)).not.toContain("contact_name");
  });

  it("reads a lead's flags as yes or no in the agency's language", async () => {
    const [en, de] = [await labeller("en"), await labeller("de")];
    expect(en.value("contact_confirmed", 1)).toBe("yes");
    expect(de.value("contact_confirmed", 0)).toBe("nein");
    expect(de.value("contact_confirmed", "1")).toBe("ja");
  });

  it("names a lead's reply language as the inbox and the agency's mail do, all five of them", async () => {
    expect((await labeller("en")).value("locale", "fr")).toBe("French");
    expect((await labeller("de")).value("locale", "es")).toBe("Spanisch");
    expect((await labeller("de")).value("locale", "pt")).toBeUndefined();
  });

  it("reads a lead's choices by the label the visitor saw, and no other column", async () => {
    const en = await labeller("en");
    expect(en.value("project_type", "mvp")).toBe("MVP development");
    expect(en.value("company_size", "501+")).toBe("More than 500 employees");
    expect(en.value("company_name", "internal")).toBeUndefined();
    expect(en.value("attempts", 3)).toBeUndefined();
  });

  it("show reads as the inbox: each column under its name, the status, choices and times as staff read them", async () => {
    const lead = {
      id: "inq_abcdefghijklmnop",
      created_at: "2026-05-04T08:30:00.000Z",
      status: "cancelled",
      project_type: "internal",
      company_size: "11-50",
      attribution: JSON.stringify({ utm_campaign: "spring", page: "/de/" }),
      idempotency_body_hash: "x",
    };
    const mails = [
      { id: "out_1", channel: "mail", kind: "inquiry_notification", subject: "New inquiry: Acme", recipient: "hello@agency.example" },
      { id: "out_2", channel: "webhook", kind: "lead.created", subject: null, recipient: "https://hooks.example" },
    ].map((mail) => ({ ...mail, status: "sent", attempts: 1, sent_at: lead.created_at, created_at: lead.created_at }));
    const run: RunSql = async () => [[lead], mails, [{ uid: "bk_1", event: "cancelled", status: "cancelled", start_at: lead.created_at }]];
    const show = async (env: NodeJS.ProcessEnv) => {
      let out = "";
      await runCommand({ run, out: (text) => (out += text), now: new Date(), env }, { name: "show", id: lead.id });
      return out;
    };
    const english = await show({ AGENCY_LOCALE: "en" });
    expect(english.split("\n").slice(0, 7)).toEqual([
      "Lead ID         inq_abcdefghijklmnop",
      "Received        2026-05-04 10:30",
      "Status          Call cancelled",
      "Project type    Internal tool",
      "Company size    11–50 employees",
      "Campaign name   spring",
      "Sent from page  /de/",
    ]);
    // The event in the inbox's words, not the webhook's code.
    expect(english).toContain("Booking bk_1: Cancelled, call 2026-05-04 10:30 (Call cancelled)");
    // A mail by its subject, as the inbox lists it; a webhook call by its kind.
    expect(english).toContain("Mail out_1 (New inquiry: Acme to hello@agency.example): Delivered 2026-05-04");
    expect(english).toContain("Webhook out_2 (lead.created to https://hooks.example): Delivered");
    expect(english).not.toContain("idempotency_body_hash");
    const german = await show({ AGENCY_LOCALE: "de" });
    expect(german).toContain("Eingegangen         04.05.2026 10:30\n");
    expect(german).toContain("Status              Termin abgesagt\n");
    expect(german).toContain("Unternehmensgröße   11–50 Mitarbeitende\n");
    // The channel in the inbox's word (contract/staff/words.ts), in German too.
    expect(german).toContain("E-Mail out_1 (New inquiry: Acme an hello@agency.example)");
    expect(german).toContain("Webhook out_2 (lead.created an https://hooks.example)");
    // Unset or mistyped, the language is the Worker's default, so the CLI and the mails agree.
    for (const env of [{}, { AGENCY_LOCALE: "fr" }]) expect(await show(env)).toContain("Status              Termin abgesagt\n");
  });
});
