import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { inquiryFieldLabels } from "../../contract/inquiry/field-labels.ts";
import { type InquiryField, inquiryFields } from "../../contract/inquiry/fields.ts";
import { retentionDays } from "../../contract/retention/index.ts";
import { monthsSettings } from "../../contract/retention/periods.ts";
import { company } from "../../contract/site/company.ts";
import { createI18n, type Locale } from "../i18n.ts";
import { type PrivacyConfig, privacyConfigFromVars } from "./config.ts";
import { foreignPrivacyPage, PrivacyPolicy } from "./PrivacyPage.tsx";

const base: PrivacyConfig = privacyConfigFromVars({ RETENTION_MONTHS: "24", CONSENT_PROOF_MONTHS: "36" });

async function show(config: PrivacyConfig, locale: Locale = "en") {
  render(
    <I18nProvider i18n={await createI18n(locale)}>
      <PrivacyPolicy config={config} />
    </I18nProvider>,
  );
  const table = screen.getByRole("table");
  const row = (name: string) => within(table).getByRole("row", { name: new RegExp(name) });
  return { table, row };
}

describe("PrivacyPolicy", () => {
  it("states the configured retention periods and the fixed ones", async () => {
    const { row } = await show({ ...base, retentionMonths: 18, consentProofMonths: 13 });
    expect(row("Project questionnaire")).toHaveTextContent("Deleted 18 months after the submission.");
    expect(row("Referral form")).toHaveTextContent("Deleted 18 months after the submission.");
    expect(row("Cookie banner")).toHaveTextContent("Deleted 13 months after the choice was made.");
    expect(row("Newsletter")).toHaveTextContent("deleted 7 days after the last confirmation email");
    expect(row("Newsletter")).toHaveTextContent("After you unsubscribe: deleted 30 days later.");
    expect(row("Emails we send")).toHaveTextContent("Deleted 30 days after the email was sent.");
    expect(row("Emails we send")).toHaveTextContent("Emails that could not be delivered: deleted 30 days after the last attempt.");
  });

  it("says the same in German, with the German legal references", async () => {
    const { row } = await show({ ...base, retentionMonths: 1 }, "de");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Datenschutzerklärung");
    expect(row("Projekt-Fragebogen")).toHaveTextContent("Wird 1 Monat nach dem Absenden gelöscht.");
    expect(row("Cookie-Banner")).toHaveTextContent("Wird 36 Monate nach der Auswahl gelöscht.");
    expect(row("Newsletter")).toHaveTextContent("Nach Ihrer Abmeldung: 30 Tage später gelöscht.");
    expect(row("E-Mails, die wir versenden")).toHaveTextContent(
      "Nicht zustellbare E-Mails: 30 Tage nach dem letzten Zustellversuch gelöscht.",
    );
    expect(screen.getAllByText(/Art\. 6 Abs\. 1 lit\. b DSGVO/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Datenschutzbehörde, Barichgasse/)).toBeInTheDocument();
  });

  it("says what goes to Cal.com and when, only where the questionnaire books calls itself, in English and German", async () => {
    const vars = { RETENTION_MONTHS: "24", CALCOM_API_URL: "https://api.cal.com", CALCOM_EVENT_TYPE_ID: "42" };
    const scheduling = privacyConfigFromVars(vars);
    expect(scheduling.scheduling).toBe(true);
    const { row } = await show(scheduling);
    expect(row("Calls booked in the questionnaire")).toHaveTextContent("Deleted 24 months after the submission.");
    const page = document.body;
    expect(page).toHaveTextContent("The time you pick, your email address and your name (only if it reads as a name");
    expect(page).toHaveTextContent("The number of your inquiry and a random code that proves the booking is yours");
    expect(page).toHaveTextContent("Only when you pick a time in the questionnaire and book it, our server sends these details to Cal.com");
    expect(page).toHaveTextContent("emails you an invitation");
    cleanup();
    const de = await show(scheduling, "de");
    expect(de.row("Im Fragebogen gebuchte Gespräche")).toBeInTheDocument();
    expect(document.body).toHaveTextContent("Nur wenn Sie im Fragebogen einen Zeitpunkt wählen und buchen");
    cleanup();
    const off = await show(privacyConfigFromVars({ ...vars, CALCOM_EVENT_TYPE_ID: "" }));
    expect(within(off.table).queryByRole("row", { name: /Calls booked in the questionnaire/ })).toBeNull();
    expect(document.body).not.toHaveTextContent("Only when you pick a time in the questionnaire");
  });

  it("names the optional processors and activities only when they are configured", async () => {
    const { table } = await show(base);
    expect(document.querySelector('[data-processor="turnstile"]')).toBeNull();
    expect(document.querySelector('[data-processor="webhooks"]')).toBeNull();
    expect(document.querySelector('[data-processor="tag-manager"]')).toBeNull();
    expect(within(table).queryByRole("row", { name: /Spam protection/ })).toBeNull();
    expect(within(table).queryByRole("row", { name: /Forwarding to our work tools/ })).toBeNull();
    expect(document.querySelector('[data-processor="cloudflare"]')).toHaveTextContent("EU jurisdiction");
    expect(document.querySelector('[data-processor="mailchannels"]')).toHaveTextContent("MailChannels");
  });

  it("states the funnel counters' default period when FUNNEL_RETENTION_MONTHS is not set, as the Worker keeps them", async () => {
    const config = privacyConfigFromVars({ RETENTION_MONTHS: "24" });
    expect(config.funnelRetentionMonths).toBe(monthsSettings.funnelRetentionMonths.default);
    const { row } = await show(config);
    expect(row("Anonymous form statistics")).toHaveTextContent("Deleted 13 months after the day counted.");
  });

  it("states the fixed periods of the Worker's retention rules", async () => {
    const { row } = await show(base);
    expect(row("Newsletter")).toHaveTextContent(
      `deleted ${retentionDays("unconfirmedSubscribers")} days after the last confirmation email`,
    );
    expect(row("Newsletter")).toHaveTextContent(`After you unsubscribe: deleted ${retentionDays("unsubscribedSubscribers")} days later.`);
    expect(row("Emails we send")).toHaveTextContent(`Deleted ${retentionDays("sentMail")} days after the email was sent.`);
    expect(row("Emails we send")).toHaveTextContent(`deleted ${retentionDays("deadMail")} days after the last attempt.`);
  });

  it("adds Turnstile, webhooks, the tag manager and the funnel counters when configured", async () => {
    const config = privacyConfigFromVars(
      {
        RETENTION_MONTHS: "24",
        FUNNEL_RETENTION_MONTHS: "6",
        TURNSTILE_SITE_KEY: "0x4AAAA",
        WEBHOOK_URLS: "https://crm.example.net/hook",
      },
      "GTM-ABC1234",
    );
    const { row } = await show(config);
    expect(row("Anonymous form statistics")).toHaveTextContent("Deleted 6 months after the day counted.");
    expect(row("Spam protection")).toBeInTheDocument();
    for (const id of ["turnstile", "webhooks", "tag-manager"]) {
      expect(document.querySelector(`[data-processor="${id}"]`)).not.toBeNull();
    }
    expect(screen.getByRole("heading", { name: "Analytics (only with your consent)" })).toBeInTheDocument();
  });

  it("tells how to use the rights: every right and the company's address", async () => {
    await show(base);
    for (const right of [
      "Access",
      "Rectification",
      "Erasure",
      "Restriction",
      "Data portability",
      "Objection",
      "Withdrawal of consent",
      "Complaint",
    ]) {
      expect(screen.getByText(right, { selector: "dt" })).toBeInTheDocument();
    }
    const mail = screen.getAllByRole("link", { name: company.email });
    expect(mail[0]).toHaveAttribute("href", `mailto:${company.email}`);
  });

  it("names the company's country in the policy's language, the city as its post writes it", async () => {
    const { messages } = await import("../../locales/fr/privacy.ts");
    // As on /fr/confidentialite: the French policy inside the English site's frame.
    const { unmount } = render(
      <I18nProvider i18n={await createI18n("en")}>
        <PrivacyPolicy config={base} locale="fr" messages={messages} />
      </I18nProvider>,
    );
    expect(document.body.textContent).toContain(`${company.address.postalCode} ${company.address.city}, Autriche.`);
    expect(document.body.textContent).not.toContain("Österreich");
    unmount();
    await show(base, "de");
    expect(document.body.textContent).toContain(`${company.address.postalCode} ${company.address.city}, Österreich.`);
  });
});

describe("the questionnaire's data in the policy", () => {
  const asked: InquiryField[] = Object.values(inquiryFields).flat();

  /** The questionnaire's list of data, and each field's label as the form shows it in `locale`. */
  async function listed(locale: "en" | "de" | "fr" | "it" | "es") {
    if (locale === "en" || locale === "de") await show(base, locale);
    else {
      const Page = await foreignPrivacyPage(locale);
      render(
        <I18nProvider i18n={await createI18n("en")}>
          <Page />
        </I18nProvider>,
      );
    }
    const labels = setupI18n();
    labels.loadAndActivate({ locale, messages: (await import(`../../locales/${locale}/labels.ts`)).messages });
    const section = document.querySelector('[aria-labelledby="privacy-questionnaire"] ul');
    return { text: section?.textContent ?? "", label: (field: InquiryField) => labels._(inquiryFieldLabels[field]) };
  }

  it.each(["en", "de", "fr", "it", "es"] as const)("names every field the form asks, by the form's label (%s)", async (locale) => {
    const { text, label } = await listed(locale);
    expect(asked).toEqual(expect.arrayContaining(["salutation", "role", "firstNeed"]));
    for (const field of asked) expect(text, field).toContain(label(field));
    cleanup();
  });

  it("marks the fields the form requires, and only those", async () => {
    const { text } = await listed("en");
    expect(text).toContain("Full name (required)");
    expect(text).toContain("Email (required)");
    expect(text).not.toContain("Phone (required)");
    expect(text).toContain("About you: Salutation, Full name (required)");
    cleanup();
  });
});

describe("privacyConfigFromVars", () => {
  it("applies the Worker's rule: a whole number of months >= 1, else the default", () => {
    expect(privacyConfigFromVars({ RETENTION_MONTHS: "0", CONSENT_PROOF_MONTHS: "abc" })).toMatchObject({
      retentionMonths: 24,
      consentProofMonths: 36,
      funnelRetentionMonths: 13,
    });
    expect(privacyConfigFromVars({ FUNNEL_RETENTION_MONTHS: "-1", CONSENT_PROOF_MONTHS: " 7 " })).toMatchObject({
      retentionMonths: 24,
      consentProofMonths: 7,
      funnelRetentionMonths: 13,
    });
    expect(privacyConfigFromVars({ RETENTION_MONTHS: " 12 ", WEBHOOK_URLS: " , " })).toMatchObject({
      retentionMonths: 12,
      webhooks: false,
    });
  });
});
