import { Trans, useLingui } from "@lingui/react/macro";
import { companyFacts } from "../../contract/site/company-facts.ts";
import { formatRegion } from "../app/numbers-memo.ts";
import { Section } from "../components/sections.tsx";
import { transferSafeguard } from "../content/procurement.ts";

/**
 * The three things a buyer checks first, beside the hero's title: where the product runs,
 * the agreement, and how fast we react. Each repeats a fact the page details further down,
 * so the right column is a summary, never a second source.
 */
export function FirstChecks() {
  const { t, i18n } = useLingui();
  const countries = [...new Set(companyFacts.productHosting.map((h) => h.countryCode))].map((c) => formatRegion(i18n.locale, c));
  const places = new Intl.ListFormat(i18n.locale, { type: "conjunction" }).format(countries);
  const stored = t`Your product's data is stored in the EU, in ${places}, unless your contract names other places.`;
  // Storage in the EU is not the whole answer when a provider's parent sits elsewhere.
  const outsideEea = companyFacts.productHosting.some((h) => transferSafeguard(h) !== undefined);
  const access = t`A provider registered outside the EEA reaches it only under the EU standard contractual clauses.`;
  const checks: [string, string][] = [
    [t`Where your product runs`, outsideEea ? `${stored} ${access}` : stored],
    [t`Data processing agreement`, t`Under Art. 28 GDPR, every sub-processor named, signed before we see any of your data.`],
    [t`How fast we react`, t`Critical security fixes within two working days; a personal data breach reported within 24 hours.`],
  ];
  return (
    <div className="procurement__checks">
      <p className="procurement__checks-title">{t`What buyers check first`}</p>
      <dl>
        {checks.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <a className="procurement__checks-link" href="#dpa-title">
        <Trans>Read the agreement's summary</Trans>
      </a>
    </div>
  );
}

/** Headings and texts of a short section as a definition list, the way the page lists measures. */
function Points({ points }: { points: [string, string][] }) {
  return (
    <dl className="imprint">
      {points.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A tool that logs who changed what processes employees' data, which in Austria and Germany
 * brings in the works council. What we do about it, and where our part ends: we give no
 * legal advice, so the page says whose decision the agreement is.
 */
export function WorksCouncil() {
  const { t } = useLingui();
  return (
    <Section
      prerendered
      id="works-council"
      title={t`Works council and employee data`}
      intro={t`An internal tool that logs who changed what processes your employees' data, so it may need a works agreement (Betriebsvereinbarung) with your works council. We plan for that from the first workshop.`}
    >
      <Points
        points={[
          [
            t`Data minimisation`,
            t`We log only what the tool's purpose needs, keep it only as long as you decide, and show it only to the roles you name.`,
          ],
          [
            t`Documentation for the agreement`,
            t`A plain description of what is logged, for how long and who can see it, ready to attach to your works agreement.`,
          ],
          [t`At the table`, t`If you wish, we join the meeting with your works council and answer its technical questions.`],
          [
            t`What we do not do`,
            t`We give no legal advice: whether you need an agreement, and what it says, you decide with your works council and your lawyer.`,
          ],
        ]}
      />
    </Section>
  );
}

/** What keeps a client's product going with a small vendor: the client owns it from day one. */
export function Continuity() {
  const { t } = useLingui();
  const deputy = companyFacts.continuity.deputy;
  return (
    <Section
      prerendered
      id="continuity"
      title={t`If something happens to us`}
      intro={t`We are a small team, so your product must not depend on any one of us.`}
    >
      <Points
        points={[
          [
            t`Your accounts from day one`,
            t`The code repository and the cloud resources are in your own accounts from the first day; we work in them with access you can revoke.`,
          ],
          [
            t`Documentation and handover`,
            t`Setup, operation and architecture are written down in your repository, and we hand over in person to your team or the next vendor.`,
          ],
          [
            t`A named deputy`,
            t`Every project has a deputy, named in your contract, who joins its reviews and has access from the first week; for the founder's projects that is ${deputy}.`,
          ],
          [t`Source code escrow`, t`On request, we deposit the source code and its documentation with an escrow agent you choose.`],
        ]}
      />
    </Section>
  );
}
