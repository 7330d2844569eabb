import { Trans, useLingui } from "@lingui/react/macro";
import { company } from "../../contract/site/company.ts";
import { companyFacts } from "../../contract/site/company-facts.ts";
import { dpaPaths } from "../../contract/site/dpa-paths.ts";
import { usePageHead } from "../app/head.tsx";
import { formatNumber, formatRegion } from "../app/numbers-memo.ts";
import { Icon } from "../components/Icon.tsx";
import { Link } from "../components/Link.tsx";
import { CardGrid, PageHero, Section } from "../components/sections.tsx";
import { hostingPartLabels, providerName, technicalMeasures, transferSafeguard } from "../content/procurement.ts";
import { internalToolsSecurity } from "../content/services/internal-tools.ts";
import type { Locale } from "../i18n.ts";
import { siteConfig } from "../privacy/site-config.ts";
import { WebsiteProcessorRows } from "../privacy/WebsiteProcessors.tsx";
import { Documents, RequestButton, SizeReferences } from "./procurement-documents.tsx";
import { Continuity, FirstChecks, WorksCouncil } from "./procurement-parts.tsx";

/**
 * The page a buyer forwards to IT and procurement: company facts, where a client's product
 * runs and where this website's data goes (two different claims, kept apart), the
 * technical and organisational measures, the data processing agreement and the promises
 * of /internal-tools. Everything is prerendered; it prints as one or two A4 pages.
 */
export function Procurement() {
  const { t } = useLingui();
  usePageHead({
    title: t`For IT and procurement`,
    description: t`Company facts, hosting locations, sub-processors, technical and organisational measures and our data processing agreement, on one page to forward.`,
  });
  return (
    <div className="procurement">
      <ProcurementHero />
      <CompanyFacts />
      <SizeReferences />
      <ProductHosting />
      <WebsiteData />
      <Measures />
      <WorksCouncil />
      <Section prerendered id="promises" title={t`Security and support promises`} tone="surface">
        <CardGrid cards={internalToolsSecurity} columns={2} plain />
      </Section>
      <Continuity />
      <Documents />
    </div>
  );
}

function ProcurementHero() {
  const { t, i18n } = useLingui();
  const dpa = dpaPaths[i18n.locale as Locale];
  return (
    <PageHero
      prerendered
      eyebrow={t`For IT and procurement`}
      title={t`What your review needs, on one page`}
      lead={t`Who we are, where your product will run, who processes what, and the agreement we sign before we see any of your data. Print this page or save it as a PDF to forward it.`}
      visual={<FirstChecks />}
    >
      <RequestButton />
      <a className="button button--ghost" href={dpa} download>
        <Icon name="download" size={20} />
        <Trans>Download the DPA (PDF)</Trans>
      </a>
    </PageHero>
  );
}

function CompanyFacts() {
  const { t, i18n } = useLingui();
  const { legal, address } = company;
  const facts = companyFacts;
  const cover = formatNumber(i18n.locale, facts.insurance.coverEur, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const rows: [string, string][] = [
    [t`Company`, `${company.legalName}, ${address.street}, ${address.postalCode} ${address.city}`],
    [t`Founded`, String(legal.founded)],
    [t`Team`, t`${facts.headcount} people, all employed by us`],
    [t`Company register`, `${legal.registerNumber}, ${legal.registerCourt}`],
    [t`VAT ID`, legal.vatId],
    [t`Professional liability insurance`, t`${cover} per claim, with ${facts.insurance.insurer}`],
    [t`Managing director`, legal.responsiblePerson],
  ];
  return (
    <Section prerendered id="facts" title={t`Company facts`}>
      <dl className="imprint">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/** A place as "Falkenstein, Germany", the country in the page's language. */
function usePlace(): (city: string, countryCode: string) => string {
  const { i18n } = useLingui();
  return (city, countryCode) => `${city}, ${formatRegion(i18n.locale, countryCode)}`;
}

function ProductHosting() {
  const { t, i18n } = useLingui();
  const place = usePlace();
  const columns = { part: t`Part`, provider: t`Provider`, location: t`Data kept in`, safeguard: t`Safeguard for transfers` };
  return (
    <Section
      prerendered
      id="product-hosting"
      eyebrow={t`The product we build for you`}
      title={t`Your product runs in the EU`}
      intro={t`Where each part of a product we build runs, unless your contract names other places. Your product's data is stored in the EU; where a provider is registered outside the EEA, its access is covered by the safeguard the table names. These providers are the sub-processors in our agreement.`}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <div className="privacy__table-wrap" tabIndex={0}>
        <table className="privacy__table procurement__table">
          <thead>
            <tr>
              <th scope="col">{columns.part}</th>
              <th scope="col">{columns.provider}</th>
              <th scope="col">{columns.location}</th>
              <th scope="col">{columns.safeguard}</th>
            </tr>
          </thead>
          <tbody>
            {companyFacts.productHosting.map((h) => {
              const safeguard = transferSafeguard(h);
              return (
                <tr key={h.part} data-hosting={h.part}>
                  <th scope="row">{i18n._(hostingPartLabels[h.part])}</th>
                  <td data-label={columns.provider}>{providerName(h, (code) => formatRegion(i18n.locale, code))}</td>
                  <td data-label={columns.location}>{place(h.city, h.countryCode)}</td>
                  <td data-label={columns.safeguard}>{safeguard ? i18n._(safeguard) : t`None needed (registered in the EEA)`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function WebsiteData() {
  const { t } = useLingui();
  const columns = { provider: t`Provider`, role: t`Used for`, location: t`Location and safeguards` };
  return (
    <Section
      prerendered
      id="website-data"
      eyebrow={t`This website`}
      title={t`Where this website's own data goes`}
      intro={t`This website is not your product: it uses the providers below, some of them US companies, for what you send through its forms. The list follows the website's live configuration, like our privacy policy.`}
      tone="surface"
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <div className="privacy__table-wrap" tabIndex={0}>
        <table className="privacy__table procurement__table">
          <thead>
            <tr>
              <th scope="col">{columns.provider}</th>
              <th scope="col">{columns.role}</th>
              <th scope="col">{columns.location}</th>
            </tr>
          </thead>
          <tbody>
            <WebsiteProcessorRows config={siteConfig} columns={columns} />
          </tbody>
        </table>
      </div>
      <p className="procurement__more">
        <Link href="/privacy">
          <Trans>Read the full privacy policy</Trans>
        </Link>
      </p>
    </Section>
  );
}

function Measures() {
  const { t, i18n } = useLingui();
  return (
    <Section prerendered id="measures" title={t`Technical and organisational measures`}>
      <dl className="imprint">
        {technicalMeasures.map((m) => (
          <div key={m.id}>
            <dt>{i18n._(m.title)}</dt>
            <dd>{i18n._(m.text)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
