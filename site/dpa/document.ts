import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { company } from "../../contract/site/company.ts";
import { companyFacts } from "../../contract/site/company-facts.ts";
import { type DocumentId, documentPaths } from "../../contract/site/dpa-paths.ts";
import { formatNumber, formatRegion } from "../app/numbers-memo.ts";
import { hostingPartLabels, providerName, technicalMeasures, transferSafeguard } from "../content/procurement.ts";
import type { Locale } from "../i18n.ts";
import { clauses, finalClauses } from "./clauses.ts";

/**
 * One block of a document as the PDF sets it. `number` is a heading's or a clause's
 * number, set in a column of its own so the text hangs beside it.
 */
export interface DpaBlock {
  kind: "title" | "subtitle" | "note" | "heading" | "annex" | "clause" | "subheading" | "paragraph" | "item" | "signature";
  text: string;
  number?: string;
}

/** A document the build sets as a PDF: where it goes, its title and its page footer. */
export interface PdfDocument {
  id: DocumentId;
  path: string;
  title: string;
  /** The footer of every page; `{page}` and `{pages}` are filled in as the pages are known. */
  footer: string;
  blocks: DpaBlock[];
}

/** The template's mark, at the top of every document until the agency's lawyer has reviewed the text. */
function templateNote(i18n: I18n): DpaBlock[] {
  if (companyFacts.agreementReviewed) return [];
  return [
    {
      kind: "note",
      text: i18n._(msg`Template: our lawyer has not yet reviewed this version. Ask us for the reviewed agreement before you sign.`),
    },
  ];
}

function processorLine(i18n: I18n): string {
  const { legalName, address, legal } = company;
  const director = legal.responsiblePerson;
  const seat = `${address.street}, ${address.postalCode} ${address.city}`;
  return i18n._(
    msg`${legalName}, ${seat}, registered at the ${legal.registerCourt} under ${legal.registerNumber}, represented by its managing director ${director}`,
  );
}

/** The measures as subheadings and texts: the agreement's Annex 1 and the document of its own. */
function measureBlocks(i18n: I18n): DpaBlock[] {
  return technicalMeasures.flatMap((m): DpaBlock[] => [
    { kind: "subheading", text: i18n._(m.title) },
    { kind: "paragraph", text: i18n._(m.text) },
  ]);
}

/**
 * The sub-processors grouped by legal entity, each with the parts of a product it serves
 * and where their data is kept: the same configuration as the page's table.
 */
function subprocessorBlocks(i18n: I18n): DpaBlock[] {
  const region = (code: string) => formatRegion(i18n.locale, code);
  const entities = new Map<string, DpaBlock[]>();
  for (const h of companyFacts.productHosting) {
    const name = providerName(h, region);
    const place = `${h.city}, ${region(h.countryCode)}`;
    const part = i18n._(hostingPartLabels[h.part]);
    const items = entities.get(name) ?? [];
    const safeguard = transferSafeguard(h);
    if (!items.length && safeguard) items.push({ kind: "item", text: i18n._(safeguard) });
    items.push({ kind: "item", text: i18n._(msg`${part}: data kept in ${place}`) });
    entities.set(name, items);
  }
  return [...entities].flatMap(([name, items]): DpaBlock[] => [{ kind: "subheading", text: name }, ...items]);
}

/** The numbered sections: the fixed clauses, then liability and the final provisions with the company's details. */
function sectionBlocks(i18n: I18n): DpaBlock[] {
  const cover = formatNumber(i18n.locale, companyFacts.insurance.coverEur, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  });
  const insurer = companyFacts.insurance.insurer;
  const sections = [
    ...clauses,
    {
      heading: msg`Liability`,
      clauses: [
        msg`Liability towards data subjects follows Art. 82 GDPR. Between the parties, the liability provisions of the main contract apply, unless mandatory law provides otherwise.`,
        msg`The processor holds professional liability insurance with ${insurer}, with cover of ${cover} per claim.`,
      ],
    },
    { heading: msg`Final provisions`, clauses: finalClauses(company.address.city) },
  ];
  return sections.flatMap((section, i): DpaBlock[] => [
    { kind: "heading", number: `${i + 1}.`, text: i18n._(section.heading) },
    ...section.clauses.map((c, j): DpaBlock => ({ kind: "clause", number: `${i + 1}.${j + 1}`, text: i18n._(c) })),
  ]);
}

/**
 * The data processing agreement (Art. 28 GDPR) as blocks of text in one language, filled
 * in from the company's details, its measures and the places its products run.
 */
export function dpaBlocks(i18n: I18n): DpaBlock[] {
  const processor = processorLine(i18n);
  return [
    { kind: "title", text: i18n._(msg`Data processing agreement under Art. 28 GDPR`) },
    ...templateNote(i18n),
    { kind: "subheading", text: i18n._(msg`Between`) },
    { kind: "paragraph", text: i18n._(msg`the client named in the main contract (the controller)`) },
    { kind: "subheading", text: i18n._(msg`and`) },
    { kind: "paragraph", text: i18n._(msg`${processor} (the processor).`) },
    ...sectionBlocks(i18n),
    { kind: "subheading", text: i18n._(msg`Signatures`) },
    { kind: "signature", text: i18n._(msg`For the controller: place, date, name and signature`) },
    { kind: "signature", text: i18n._(msg`For the processor: place, date, name and signature`) },
    { kind: "annex", text: i18n._(msg`Annex 1: Technical and organisational measures (Art. 32 GDPR)`) },
    ...measureBlocks(i18n),
    { kind: "annex", text: i18n._(msg`Annex 2: Approved sub-processors`) },
    {
      kind: "paragraph",
      text: i18n._(
        msg`The providers a product we build runs on, unless the main contract names others. Each is bound by a contract under Art. 28 GDPR.`,
      ),
    },
    ...subprocessorBlocks(i18n),
  ];
}

/**
 * Every document the page for IT and procurement offers, in one language: the agreement
 * and, each on its own for a buyer who forwards only that, its two annexes.
 */
export function procurementDocuments(i18n: I18n): PdfDocument[] {
  const paths = documentPaths[i18n.locale as Locale];
  // Filled in by the PDF's setter, once it knows how many pages there are.
  const [page, pages] = ["{page}", "{pages}"];
  const legalName = company.legalName;
  const of = i18n._(msg`of ${legalName}, annex to our data processing agreement`);
  const document = (id: DocumentId, title: string, blocks: DpaBlock[]): PdfDocument => ({
    id,
    path: paths[id],
    title,
    footer: `${legalName} · ${title} · ${i18n._(msg`Page ${page} of ${pages}`)}`,
    blocks,
  });
  const measures = i18n._(msg`Technical and organisational measures`);
  const subprocessors = i18n._(msg`Sub-processors`);
  return [
    document("dpa", i18n._(msg`Data processing agreement under Art. 28 GDPR`), dpaBlocks(i18n)),
    document("measures", measures, [{ kind: "title", text: measures }, { kind: "subtitle", text: of }, ...measureBlocks(i18n)]),
    document("subprocessors", subprocessors, [
      { kind: "title", text: subprocessors },
      { kind: "subtitle", text: of },
      ...subprocessorBlocks(i18n),
    ]),
  ];
}
