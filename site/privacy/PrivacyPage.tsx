import type { Messages } from "@lingui/core";
import { plural } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ComponentType, ReactNode } from "react";
import { type Locale as PolicyLocale, locales as policyLocales } from "../../contract/locales.ts";
import { company, displayPhone, phoneHref } from "../../contract/site/company.ts";
import { privacyPaths } from "../../contract/site/privacy-paths.ts";
import { usePageHead } from "../app/head.tsx";
import { formatRegion } from "../app/numbers-memo.ts";
import { PageHero } from "../components/sections.tsx";
import type { Locale } from "../i18n.ts";
import type { PrivacyConfig } from "./config.ts";
import { applicable, type DataItem, isFieldGroup, type LegalBasis, type Processor, type Retention, rights } from "./policy.ts";
import { usePrivacyI18n } from "./privacy-i18n.ts";
import { siteConfig } from "./site-config.ts";

/**
 * The privacy policy. Its texts are a catalog of their own (locales/<lang>/privacy.po,
 * privacy-i18n.ts): they travel with this page's chunk only, so the rest of the site never
 * downloads them. French, Italian and Spanish each load with their own page.
 */
const foreignCatalogs = {
  fr: () => Promise.all([import("../../locales/fr/privacy.ts"), import("../../locales/fr/labels.ts")]),
  it: () => Promise.all([import("../../locales/it/privacy.ts"), import("../../locales/it/labels.ts")]),
  es: () => Promise.all([import("../../locales/es/privacy.ts"), import("../../locales/es/labels.ts")]),
} satisfies Record<Exclude<PolicyLocale, Locale>, () => Promise<[{ messages: Messages }, { messages: Messages }]>>;

/** The policy's language names, each in its own language (what a reader looks for). */
const endonyms: Record<PolicyLocale, string> = { en: "English", de: "Deutsch", fr: "Français", it: "Italiano", es: "Español" };

/** The page at /privacy and /de/datenschutz, stating what the build's configuration does. */
export function PrivacyPage() {
  return <PrivacyPolicy config={siteConfig} />;
}

/**
 * The page at /fr/confidentialite, /it/privacy or /es/privacidad: the same policy in the
 * language a widget spoke to the visitor, inside the English site's frame.
 */
export async function foreignPrivacyPage(locale: keyof typeof foreignCatalogs): Promise<ComponentType> {
  // The policy lists the forms' fields by their labels, which the labels catalog holds.
  const [policy, labels] = await foreignCatalogs[locale]();
  const messages = { ...labels.messages, ...policy.messages };
  return () => <PrivacyPolicy config={siteConfig} locale={locale} messages={messages} />;
}

/** The policy for a given configuration (the page passes the build's; tests pass others). */
export function PrivacyPolicy({ config, locale, messages }: { config: PrivacyConfig; locale?: PolicyLocale; messages?: Messages }) {
  const { i18n: site } = useLingui();
  const i18n = usePrivacyI18n(locale ?? site.locale, messages);
  const foreign = locale !== undefined && locale !== site.locale;
  return (
    <I18nProvider i18n={i18n}>
      {foreign ? (
        <div lang={locale}>
          <PolicyContent config={config} lang={locale} />
        </div>
      ) : (
        <PolicyContent config={config} />
      )}
    </I18nProvider>
  );
}

/** Links to the policy in the other four languages, each named in its own. */
function PolicyLanguages({ current }: { current: string }) {
  const { t } = useLingui();
  return (
    <nav className="privacy__languages" aria-label={t`This policy in other languages`}>
      <ul>
        {policyLocales.map((l) => (
          <li key={l}>
            <a href={privacyPaths[l]} hrefLang={l} lang={l} aria-current={l === current ? "page" : undefined}>
              {endonyms[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function useRetentionText(config: PrivacyConfig): (retention: Retention) => string {
  const { i18n, t } = useLingui();
  return (retention) => {
    if (retention.kind === "text") return i18n._(retention.text);
    const count = retention.kind === "months" ? (config[retention.setting] ?? 0) : retention.days;
    const period =
      retention.kind === "months"
        ? t`${plural(count, { one: "# month", other: "# months" })}`
        : t`${plural(count, { one: "# day", other: "# days" })}`;
    switch (retention.from) {
      case "submission":
        return t`Deleted ${period} after the submission.`;
      case "lastConfirmationMail":
        return t`Sign-ups never confirmed: deleted ${period} after the last confirmation email.`;
      case "unsubscribed":
        return t`After you unsubscribe: deleted ${period} later.`;
      case "sent":
        return t`Deleted ${period} after the email was sent.`;
      case "lastAttempt":
        return t`Emails that could not be delivered: deleted ${period} after the last attempt.`;
      case "choice":
        return t`Deleted ${period} after the choice was made.`;
      case "day":
        return t`Deleted ${period} after the day counted.`;
    }
  };
}

/** An item of what an activity collects; a group of fields as "About you: Full name (required), Phone". */
function useDataText(): (item: DataItem) => string {
  const { i18n, t } = useLingui();
  return (item) => {
    if (!isFieldGroup(item)) return i18n._(item);
    const title = i18n._(item.title);
    const fields = item.fields
      .map((field) => {
        const label = i18n._(field.label);
        return field.required ? t`${label} (required)` : label;
      })
      .join(", ");
    return t`${title}: ${fields}`;
  };
}

function useLegalBasisLabel(): (article: LegalBasis) => string {
  const { t } = useLingui();
  return (article) => {
    switch (article) {
      case "a":
        return t`Consent, Art. 6(1)(a) GDPR`;
      case "b":
        return t`Contract and pre-contractual steps, Art. 6(1)(b) GDPR`;
      case "c":
        return t`Legal obligation, Art. 6(1)(c) GDPR`;
      case "f":
        return t`Legitimate interests, Art. 6(1)(f) GDPR`;
    }
  };
}

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return <h2 id={id}>{children}</h2>;
}

/** The company's country in a language, from its ISO code; the address's own name where Intl cannot say. */
function countryName(locale: string): string {
  const code = company.address.countryCode;
  const name = formatRegion(locale, code);
  return name === code ? company.address.country : name;
}

function PolicyContent({ config, lang }: { config: PrivacyConfig; lang?: string }) {
  const { i18n, t } = useLingui();
  const { activities, processors } = applicable(config);
  const retentionText = useRetentionText(config);
  const dataText = useDataText();
  const legalBasis = useLegalBasisLabel();
  const processorName = (p: Processor) => (typeof p.name === "string" ? p.name : i18n._(p.name));
  const byId = new Map(processors.map((p) => [p.id, p]));
  const legalName = company.legalName;
  usePageHead({
    title: t`Privacy policy`,
    description: t`What ${legalName} collects through this website and its forms, why, for how long, who processes it and how to use your rights.`,
    lang,
  });
  const { street, postalCode, city } = company.address;
  // The country in the policy's language ("Autriche", "Austria"); the city as its post writes it.
  const country = countryName(i18n.locale);
  const phone = displayPhone(company.phone);
  const email = <a href={`mailto:${company.email}`}>{company.email}</a>;

  return (
    <>
      <PageHero
        className="page-hero--privacy"
        eyebrow={t`Privacy`}
        title={t`Privacy policy`}
        lead={t`What we collect through this website and its forms, why, for how long, and how you stay in control. Every period below is the one our systems actually apply.`}
        // A visitor a widget sent here in French, Italian or Spanish learns why the menu is not.
        note={lang ? t`This policy is in your language; the rest of our website is in English and German.` : undefined}
      >
        <PolicyLanguages current={i18n.locale} />
      </PageHero>
      <section className="section privacy" aria-labelledby="privacy-overview">
        <div className="container privacy__layout">
          <nav className="privacy__toc" aria-labelledby="privacy-toc-title">
            <p id="privacy-toc-title" className="privacy__toc-title">
              <Trans>On this page</Trans>
            </p>
            <ol>
              <li>
                <a href="#privacy-controller">
                  <Trans>Who is responsible</Trans>
                </a>
              </li>
              <li>
                <a href="#privacy-overview">
                  <Trans>Retention at a glance</Trans>
                </a>
              </li>
              <li>
                <a href="#privacy-activities">
                  <Trans>What we process and why</Trans>
                </a>
              </li>
              <li>
                <a href="#privacy-processors">
                  <Trans>Service providers</Trans>
                </a>
              </li>
              <li>
                <a href="#privacy-rights">
                  <Trans>Your rights</Trans>
                </a>
              </li>
            </ol>
          </nav>
          <div className="prose privacy__body">
            <Heading id="privacy-controller">
              <Trans>Who is responsible</Trans>
            </Heading>
            {/* Each message in its own span: adjacent texts would be one text node in the
                prerendered HTML and several in the client's render (site-hydration.spec.ts). */}
            <p>
              <span>
                <Trans>
                  The controller for the processing described here is {legalName}, {street}, {postalCode} {city}, {country}.
                </Trans>
              </span>{" "}
              <span>
                <Trans>
                  Email: {email}, phone: <a href={phoneHref(company.phone)}>{phone}</a>.
                </Trans>
              </span>
            </p>
            <p>
              <Trans>
                You do not have to give us any data. Without the fields marked as required we cannot answer an inquiry. We make no automated
                decisions about you and no profiling.
              </Trans>
            </p>

            <Heading id="privacy-overview">
              <Trans>Retention at a glance</Trans>
            </Heading>
            <p>
              <Trans>
                A scheduled job deletes data automatically when its period ends. These periods come from the same configuration that job
                uses.
              </Trans>
            </p>
            <div className="privacy__table-wrap">
              <table className="privacy__table">
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Data</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Retention</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {activities.map((activity) => (
                    <tr key={activity.id} data-activity={activity.id}>
                      <th scope="row">{i18n._(activity.title)}</th>
                      <td>
                        {activity.retention.map((r, index) => (
                          <span key={index} className="privacy__retention">
                            {retentionText(r)}
                          </span>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <Heading id="privacy-activities">
              <Trans>What we process and why</Trans>
            </Heading>
            {activities.map((activity) => (
              <section key={activity.id} className="privacy__activity" aria-labelledby={`privacy-${activity.id}`}>
                <h3 id={`privacy-${activity.id}`}>{i18n._(activity.title)}</h3>
                <dl>
                  <div>
                    <dt>
                      <Trans>Data</Trans>
                    </dt>
                    <dd>
                      <ul>
                        {activity.data.map((d) => (
                          <li key={isFieldGroup(d) ? d.title.id : d.id}>{dataText(d)}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Purpose</Trans>
                    </dt>
                    <dd>{i18n._(activity.purpose)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Legal basis</Trans>
                    </dt>
                    <dd>
                      <strong>{legalBasis(activity.legalBasis.article)}</strong>
                      {`. ${i18n._(activity.legalBasis.reason)}`}
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Retention</Trans>
                    </dt>
                    <dd>{activity.retention.map((r) => retentionText(r)).join(" ")}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Processed by</Trans>
                    </dt>
                    <dd>
                      {activity.processors
                        .map((id) => byId.get(id))
                        .filter((p): p is Processor => p !== undefined)
                        .map(processorName)
                        .join("; ")}
                    </dd>
                  </div>
                </dl>
              </section>
            ))}

            <Heading id="privacy-processors">
              <Trans>Service providers</Trans>
            </Heading>
            <p>
              <span>
                <Trans>
                  We use these processors, each bound by a data processing agreement under Art. 28 GDPR. They process data only on our
                  instructions.
                </Trans>
              </span>{" "}
              <span>
                <Trans>
                  They serve this website and its forms. Where the software we build for a client runs is agreed in that client's contract:
                  on servers in the EU unless agreed otherwise.
                </Trans>
              </span>
            </p>
            <ul className="privacy__processors">
              {processors.map((p) => (
                <li key={p.id} data-processor={p.id}>
                  <strong>{processorName(p)}</strong>
                  <span>{i18n._(p.role)}</span>
                  <span className="privacy__muted">{i18n._(p.location)}</span>
                </li>
              ))}
            </ul>

            <Heading id="privacy-rights">
              <Trans>Your rights</Trans>
            </Heading>
            <dl className="privacy__rights">
              {rights.map((right) => (
                <div key={right.id}>
                  <dt>{i18n._(right.title)}</dt>
                  <dd>{i18n._(right.text)}</dd>
                </div>
              ))}
            </dl>
            <h3>
              <Trans>How to use them</Trans>
            </h3>
            <p>
              <Trans>
                Write to {email}. We answer within one month, free of charge. So that nobody else can obtain your data, we may ask you to
                confirm the request from the email address you used with us. Consents you gave through the cookie banner you can change at
                any time with the cookie button at the bottom of every page.
              </Trans>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
