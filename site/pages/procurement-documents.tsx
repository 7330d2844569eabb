import { Trans, useLingui } from "@lingui/react/macro";
import { company } from "../../contract/site/company.ts";
import { companyFacts } from "../../contract/site/company-facts.ts";
import { type DocumentId, documentPaths } from "../../contract/site/dpa-paths.ts";
import { CtaButton } from "../components/CtaButton.tsx";
import { Icon } from "../components/Icon.tsx";
import { Link } from "../components/Link.tsx";
import { Prerendered } from "../components/Prerendered.tsx";
import { ReferenceCards } from "../components/ReferenceCards.tsx";
import { Section } from "../components/sections.tsx";
import { isMidSized, references } from "../content/references.ts";
import type { Locale } from "../i18n.ts";

/**
 * The page's action for a buyer who wants to talk: `first-need` tells the questionnaire what
 * the request is for (references and the agreement).
 */
export function RequestButton({ variant }: { variant?: "primary" | "light" }) {
  return (
    <CtaButton variant={variant} firstNeed="references">
      <Trans>Request references and our DPA</Trans>
      <Icon name="arrow" size={20} />
    </CtaButton>
  );
}

/** The documents a review files, each a PDF the build sets (scripts/dpa.ts): no form in front of them. */
function DocumentLinks() {
  const { t, i18n } = useLingui();
  const paths = documentPaths[i18n.locale as Locale];
  const documents: [DocumentId, string, string][] = [
    ["dpa", t`Data processing agreement`, t`Art. 28 GDPR, with both annexes`],
    ["measures", t`Technical and organisational measures`, t`Annex 1, as listed above`],
    ["subprocessors", t`Sub-processors`, t`Annex 2: who runs which part of your product, and where`],
  ];
  return (
    <ul className="procurement__documents">
      {documents.map(([id, title, detail]) => (
        <li key={id}>
          <a href={paths[id]} download data-document={id}>
            <Icon name="download" size={20} />
            <span>
              <strong>{title}</strong>
              <span className="procurement__document-detail">{` ${detail} (PDF)`}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** A second, lighter way to ask: a plain e-mail with the subject already written. */
function MailRequest() {
  const { t } = useLingui();
  const subject = t`References and data processing agreement`;
  const href = `mailto:${company.email}?subject=${encodeURIComponent(subject)}`;
  const email = company.email;
  return (
    <p className="procurement__mail">
      <Trans>
        Or write to <a href={href}>{email}</a>. We introduce you to the reference contacts after a short call, starting with the clients
        whose projects are closest to yours.
      </Trans>
    </p>
  );
}

/** The agreement and its annexes to download, the template's mark, and the two ways to ask for more. */
export function Documents() {
  const { t } = useLingui();
  return (
    <Prerendered as="section" className="section procurement__dpa" aria-labelledby="dpa-title">
      <div className="container procurement__dpa-inner">
        <div>
          <h2 id="dpa-title" className="section__title">
            <Trans>Documents to forward</Trans>
          </h2>
          <p>
            <Trans>
              Our data processing agreement under Art. 28 GDPR, filled in with our company details, and its two annexes on their own. Read
              them before the first call; we sign the agreement before we see any of your data.
            </Trans>
          </p>
          {companyFacts.agreementReviewed ? null : (
            <p className="procurement__template-note">
              <strong>{t`Template`}</strong>
              {` ${t`Our lawyer has not yet reviewed this version. We send you the reviewed one to sign.`}`}
            </p>
          )}
          <DocumentLinks />
        </div>
        <div className="procurement__dpa-actions">
          <RequestButton />
          <MailRequest />
        </div>
      </div>
    </Prerendered>
  );
}

/** The references of established companies, the size a buyer from one compares with. */
export function SizeReferences() {
  const { t } = useLingui();
  return (
    <Section
      prerendered
      id="references"
      title={t`References of your size`}
      intro={t`Established companies that agreed to tell you about working with us. Each names the person you can speak to and their role.`}
      tone="surface"
    >
      <ReferenceCards items={references.filter(isMidSized)} />
      <p className="procurement__more">
        <Link href="/our-work">
          <Trans>See all our projects</Trans>
        </Link>
      </p>
    </Section>
  );
}
