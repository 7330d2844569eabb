import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { companyFacts } from "../../contract/site/company-facts.ts";
import { documentPaths } from "../../contract/site/dpa-paths.ts";
import { messages as deDpa } from "../../locales/de/dpa.ts";
import { messages as enDpa } from "../../locales/en/dpa.ts";
import { technicalMeasures } from "../content/procurement.ts";
import { loadMessages } from "../i18n.ts";
import { agreementTerms } from "./clauses.ts";
import { type DpaBlock, dpaBlocks, procurementDocuments } from "./document.ts";

async function i18nFor(locale: "en" | "de") {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: { ...(await loadMessages(locale)), ...(locale === "de" ? deDpa : enDpa) } });
  return i18n;
}

const texts = (blocks: DpaBlock[], kind: DpaBlock["kind"]) => blocks.filter((b) => b.kind === kind).map((b) => b.text);

describe("the data processing agreement", () => {
  it("covers what Art. 28 GDPR asks of the agreement, in numbered sections with numbered clauses", async () => {
    const blocks = dpaBlocks(await i18nFor("en"));
    const headings = blocks.filter((b) => b.kind === "heading");
    expect(headings.map((h) => h.number)).toEqual(headings.map((_, i) => `${i + 1}.`));
    expect(headings.map((h) => h.text)).toEqual([
      "Subject and duration",
      "Nature, purpose and place of the processing",
      "Types of data and categories of data subjects",
      "Instructions of the controller",
      "Confidentiality",
      "Security of processing",
      "Sub-processors",
      "Rights of data subjects",
      "Personal data breaches and further assistance",
      "Deletion and return at the end",
      "Evidence and audits",
      "Liability",
      "Final provisions",
    ]);
    const clauses = texts(blocks, "clause").join("\n");
    expect(clauses).toContain(`within ${agreementTerms.breachHours} hours of becoming aware of it`);
    expect(clauses).toContain("governed by Austrian law");
    expect(clauses).toContain("Wiener Städtische Versicherung AG");
    expect(blocks.find((b) => b.kind === "clause")?.number).toBe("1.1");
  });

  it("names the processor and carries both annexes from the page's measures and hosting", async () => {
    const blocks = dpaBlocks(await i18nFor("en"));
    expect(texts(blocks, "paragraph").join("\n")).toContain(
      "Example Agency GmbH, Musterstraße 1, 1010 Wien, registered at the Handelsgericht Wien",
    );
    expect(texts(blocks, "annex")).toHaveLength(2);
    const annexOne = blocks.indexOf(blocks.find((b) => b.kind === "annex")!);
    const subheadings = texts(blocks.slice(annexOne), "subheading");
    for (const m of technicalMeasures) expect(subheadings).toContain(m.title.message);
    for (const h of companyFacts.productHosting) expect(subheadings.some((s) => s.startsWith(h.provider))).toBe(true);
  });

  it("names the transfer safeguard for a sub-processor registered outside the EEA, and only for it", async () => {
    const blocks = dpaBlocks(await i18nFor("en"));
    const under = (entity: string) => {
      const start = blocks.findIndex((b) => b.kind === "subheading" && b.text.startsWith(entity));
      const end = blocks.findIndex((b, i) => i > start && b.kind === "subheading");
      return texts(blocks.slice(start, end < 0 ? undefined : end), "item").join("\n");
    };
    expect(under("Functional Software, Inc.")).toContain("standard contractual clauses");
    expect(under("Hetzner Online GmbH,")).not.toContain("standard contractual clauses");
  });

  it("is marked as a template until the lawyer has reviewed it", async () => {
    const blocks = dpaBlocks(await i18nFor("de"));
    expect(companyFacts.agreementReviewed).toBe(false);
    expect(texts(blocks, "note")).toEqual([expect.stringMatching(/^Entwurf: /)]);
    expect(texts(blocks, "title")).toEqual(["Auftragsverarbeitungsvertrag nach Art. 28 DSGVO"]);
  });

  it("comes with its two annexes as documents of their own, each with numbered pages", async () => {
    const documents = procurementDocuments(await i18nFor("de"));
    expect(documents.map((d) => d.path)).toEqual(Object.values(documentPaths.de));
    for (const d of documents) expect(d.footer).toMatch(/^Example Agency GmbH · .+ · Seite \{page\} von \{pages\}$/);
    expect(documents[1]!.blocks.filter((b) => b.kind === "subheading")).toHaveLength(technicalMeasures.length);
  });
});
