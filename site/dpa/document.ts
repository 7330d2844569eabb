import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { company } from "../../contract/company.ts";
import { companyFacts } from "../../contract/company-facts.ts";
import { formatRegion } from "../app/numbers-memo.ts";
import { hostingPartLabels, providerName, technicalMeasures } from "../content/procurement.ts";

/** One block of the agreement as the PDF sets it. */
export type DpaBlock = { kind: "title" | "heading" | "paragraph" | "item" | "note"; text: string };

/** The agreement's clauses in order: a heading and its paragraphs. */
const clauses = [
  {
    heading: msg`1. Subject and duration`,
    paragraphs: [
      msg`The processor processes personal data on behalf of the controller only to build, host, maintain and support the software agreed in the main contract. This agreement lasts as long as the main contract.`,
    ],
  },
  {
    heading: msg`2. Kind of data and data subjects`,
    paragraphs: [
      msg`The data the controller's software processes, as described in the main contract: typically contact and account data of the controller's employees and customers, and the business records the software manages. Special categories of data only when the main contract names them.`,
    ],
  },
  {
    heading: msg`3. Instructions`,
    paragraphs: [
      msg`The processor acts only on documented instructions of the controller, including on transfers to third countries, and tells the controller at once if it considers an instruction unlawful.`,
    ],
  },
  {
    heading: msg`4. Confidentiality`,
    paragraphs: [msg`Everyone authorised to process the data is bound to confidentiality, also after their work for the processor ends.`],
  },
  {
    heading: msg`5. Security`,
    paragraphs: [
      msg`The processor takes the technical and organisational measures of Annex 1 and keeps them up to date with the state of the art.`,
    ],
  },
  {
    heading: msg`6. Sub-processors`,
    paragraphs: [
      msg`The controller approves the sub-processors of Annex 2. The processor announces any new sub-processor at least 30 days in advance; the controller may object on reasonable grounds. Each sub-processor is bound by the same obligations as the processor.`,
    ],
  },
  {
    heading: msg`7. Support of the controller`,
    paragraphs: [
      msg`The processor helps the controller to answer requests of data subjects, to meet its duties under Art. 32 to 36 GDPR, and tells the controller of a personal data breach without undue delay, within 24 hours of noticing it.`,
    ],
  },
  {
    heading: msg`8. End of processing`,
    paragraphs: [
      msg`When the main contract ends, the processor returns all personal data and deletes the remaining copies within 30 days, unless the law requires it to keep them.`,
    ],
  },
  {
    heading: msg`9. Audits`,
    paragraphs: [
      msg`The processor makes available the information needed to demonstrate compliance and allows for and contributes to audits by the controller or an auditor it mandates, with reasonable notice.`,
    ],
  },
];

/**
 * The data processing agreement (Art. 28 GDPR) as blocks of text in one language, filled
 * in from the company's details, its measures and the places its products run. The build
 * sets it as a PDF (scripts/dpa.ts); until a lawyer has reviewed it, it says so at the top.
 */
export function dpaBlocks(i18n: I18n): DpaBlock[] {
  const { legalName, address, legal } = company;
  const processor = `${legalName}, ${address.street}, ${address.postalCode} ${address.city}, ${legal.registerNumber}`;
  const blocks: DpaBlock[] = [
    { kind: "title", text: i18n._(msg`Data processing agreement under Art. 28 GDPR`) },
    {
      kind: "note",
      text: i18n._(msg`Template: our lawyer has not yet reviewed this version. Ask us for the reviewed agreement before you sign.`),
    },
    {
      kind: "paragraph",
      text: i18n._(msg`between the client named in the main contract (the controller) and ${processor} (the processor).`),
    },
  ];
  for (const clause of clauses) {
    blocks.push({ kind: "heading", text: i18n._(clause.heading) });
    for (const p of clause.paragraphs) blocks.push({ kind: "paragraph", text: i18n._(p) });
  }
  blocks.push({ kind: "heading", text: i18n._(msg`Annex 1: Technical and organisational measures`) });
  for (const m of technicalMeasures) blocks.push({ kind: "item", text: `${i18n._(m.title)}: ${i18n._(m.text)}` });
  blocks.push({ kind: "heading", text: i18n._(msg`Annex 2: Sub-processors`) });
  const region = (code: string) => formatRegion(i18n.locale, code);
  for (const h of companyFacts.productHosting) {
    const where = i18n._(msg`data kept in ${h.city}, ${region(h.countryCode)}`);
    blocks.push({ kind: "item", text: `${i18n._(hostingPartLabels[h.part])}: ${providerName(h, region)}; ${where}` });
  }
  blocks.push({ kind: "paragraph", text: i18n._(msg`Place, date and signatures of both parties.`) });
  return blocks;
}
