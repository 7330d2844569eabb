/**
 * The questionnaire's option values are declared once (contract/inquiry/fields.ts, with
 * their labels in contract/inquiry/field-labels.ts), and partners read them in three places of
 * their own, each written from the contract: the element's `@attr` unions (the manifest and
 * their .d.ts, by scripts/manifest.ts), the guide's prefill table and the API's tables (by
 * scripts/option-docs.ts). Each must say what the contract accepts, and the committed docs
 * must be what the generator writes today.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type OptionField, optionFields } from "../../contract/inquiry/field-labels.ts";
import { inquiryChoices } from "../../contract/inquiry/fields.ts";
import { buildManifest } from "../../scripts/manifest.ts";
import { generatedTables, withTable } from "../../scripts/option-docs.ts";
import { prefillSources } from "../../widgets/lib/ui/prefill.ts";

const choicePrefills = prefillSources.flatMap((source) => {
  const values = inquiryChoices[source.field];
  return values ? [{ ...source, values }] : [];
});

/** The code spans of a Markdown table cell. */
const spans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

/** The cells of every table row of `text` (without the header's rule). */
const tableRows = (text: string) =>
  [...text.matchAll(/^\|(.*)\|$/gm)]
    .map(([, row = ""]) => row.split("|").map((cell) => cell.trim()))
    .filter((cells) => !/^-+$/.test(cells[0]!));

describe("the questionnaire's choice attributes", () => {
  it("are typed in the manifest with exactly the contract's values", async () => {
    const element = (await buildManifest()).modules[0]!.declarations.find((el) => el.tagName === "agency-questionnaire");
    expect(choicePrefills.length).toBeGreaterThan(0);
    for (const { attribute, values } of choicePrefills) {
      const declared = element?.attributes.find((a) => a.name === attribute);
      expect(declared?.type.text, attribute).toBe(values.map((v) => JSON.stringify(v)).join(" | "));
    }
  });

  it("are in the guide's prefill table with their URL parameter and exactly the contract's values", () => {
    const guide = readFileSync("docs/embedding.md", "utf8");
    const start = guide.indexOf("| Attribute | URL parameter | Values |");
    expect(start).toBeGreaterThan(-1);
    const rows = tableRows(guide.slice(start, guide.indexOf("\n\n", start)));
    for (const { attribute, values } of choicePrefills) {
      // The host page's parameter: the attribute behind `agency_`, in snake case.
      const param = `agency_${attribute.replaceAll("-", "_")}`;
      const row = rows.find(([name]) => spans(name!)[0] === attribute);
      expect(row, attribute).toBeDefined();
      expect(spans(row![1]!)).toEqual([param]);
      expect(spans(row![2]!), attribute).toEqual([...values]);
    }
  });
});

describe("docs/api.md's option table", () => {
  it("lists every choice field's values, in the form's order, with their English labels", () => {
    const api = readFileSync("docs/api.md", "utf8");
    const start = api.indexOf("| Field | Value | Label |");
    expect(start).toBeGreaterThan(-1);
    const listed: Record<string, [string, string][]> = {};
    let field = "";
    for (const [name = "", value = "", label = ""] of tableRows(api.slice(start, api.indexOf("\n\n", start))).slice(1)) {
      if (spans(name).length) field = spans(name)[0]!;
      if (field === "locale") continue;
      listed[field] = [...(listed[field] ?? []), [spans(value)[0] ?? "", label]];
    }
    const declared = Object.fromEntries(
      (Object.keys(optionFields) as OptionField[]).map((f) => {
        const { values, labels } = optionFields[f];
        return [f, values.map((v) => [v, (labels as Record<string, { message?: string }>)[v]!.message])];
      }),
    );
    expect(listed).toEqual(declared);
  });
});

describe("the generated tables in the docs", () => {
  it.each(generatedTables())("$file's $name table is what the contract says today (npm run i18n rewrites it)", ({ file, name, table }) => {
    const text = readFileSync(file, "utf8");
    expect(withTable(text, name, table)).toBe(text);
  });
});
