import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { company, displayPhone, phoneHref } from "../../contract/site/company.ts";
import { usePageHead } from "../app/head.tsx";
import { PageHero } from "../components/sections.tsx";

/** Legal notice (Impressum) under § 5 ECG, § 14 UGB and § 25 MedienG, from the company file. */
export function Imprint() {
  const { t } = useLingui();
  const legalName = company.legalName;
  usePageHead({
    title: t`Imprint`,
    description: t`Legal notice of ${legalName}: company, registration, tax and trade details, contact and responsible person.`,
  });
  const { legal, address } = company;
  const rows: [string, ReactNode][] = [
    [t`Company`, company.legalName],
    [t`Legal form`, company.legalForm],
    [t`Registered office`, `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`],
    [t`Company register number`, legal.registerNumber],
    [t`Register court`, legal.registerCourt],
    [t`VAT ID`, legal.vatId],
    [t`Trade licence`, legal.trade],
    [t`Trade authority`, legal.tradeAuthority],
    [t`Chamber membership`, legal.chamber],
    [
      t`Applicable trade law`,
      <a key="trade-law" href={legal.tradeLawUrl} rel="noopener">
        {legal.tradeLaw}
      </a>,
    ],
    [t`Managing director and responsible for content`, legal.responsiblePerson],
  ];
  return (
    <>
      <PageHero prerendered title={t`Imprint`} lead={t`Information according to § 5 ECG, § 14 UGB and § 25 MedienG.`} />
      <section className="section" aria-labelledby="imprint-company">
        <div className="container prose">
          <h2 id="imprint-company">
            <Trans>Company details</Trans>
          </h2>
          <dl className="imprint">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h2>
            <Trans>Contact</Trans>
          </h2>
          <dl className="imprint">
            <div>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                <a href={phoneHref(company.phone)}>{displayPhone(company.phone)}</a>
              </dd>
            </div>
          </dl>
          {/* The EU online dispute resolution platform closed on 20 July 2025; its link is gone. */}
          <h2>
            <Trans>Complaints</Trans>
          </h2>
          <p>
            <Trans>
              If something did not go as agreed, please write to us at the email address above. We answer every complaint personally and
              look for a solution with you.
            </Trans>
          </p>
          <h2>
            <Trans>Liability for content and links</Trans>
          </h2>
          <p>
            <Trans>
              We compile the content of this website with great care but cannot guarantee that it is complete, correct and up to date. We
              are not responsible for the content of external websites we link to; their operators are solely responsible for it.
            </Trans>
          </p>
        </div>
      </section>
    </>
  );
}
