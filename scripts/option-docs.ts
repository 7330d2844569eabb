/**
 * Writes the docs' tables that list the questionnaire's fields and values from the
 * contract, so a field added to the contract reaches the docs without a hand-written row:
 * docs/api.md's table of `POST /api/inquiries` and its option table (with the English
 * labels), and docs/embedding.md's prefill table (from the prefill list the element reads).
 *
 * Each table sits between two markers in its file; `node scripts/option-docs.ts` rewrites
 * them (run by `npm run i18n`), and tests/unit/option-docs.test.ts fails when one is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type OptionField, optionFields } from "../contract/inquiry/field-labels.ts";
import {
  type InquiryField,
  type InquiryFieldDeclaration,
  type InquiryStep,
  inquiryFieldDeclarations,
  inquiryFields,
} from "../contract/inquiry/fields.ts";
import { locales } from "../contract/locales.ts";
import { prefillSources } from "../widgets/lib/ui/prefill.ts";

const root = new URL("..", import.meta.url);

/** A generated table: the file it sits in, the name its markers carry, and its Markdown. */
export interface GeneratedTable {
  file: string;
  name: string;
  table: string;
}

const code = (text: string) => `\`${text}\``;
const row = (cells: readonly string[]) => `| ${cells.join(" | ")} |`.replaceAll("|  |", "| |");

/** The steps as docs/api.md names them, numbered in the form's order. */
const stepNames: Readonly<Record<InquiryStep, string>> = {
  projectDetails: "Project details",
  companyInfo: "Company",
  contactInfo: "Contact",
};

/** What a field takes, as API clients read it. */
function kindOf(declaration: InquiryFieldDeclaration): string {
  if ("choices" in declaration) return 'one of the values below, or `""`';
  const { text, max } = declaration;
  if (text === "multiline") return `text, at most ${max} characters, line breaks allowed`;
  if (text === "email") return `an [e-mail address](#e-mail-addresses), at most ${max}`;
  if (text === "phone") return `a [phone number](#phone-numbers), at most ${max}`;
  return `one line, at most ${max}`;
}

/** What a field's row adds to its kind, for the few a client must know more of. */
const notes: Partial<Record<InquiryField, string>> = { salutation: "(the mails then greet by the full name)" };

/** The fields every inquiry may carry beside the questionnaire's. */
const envelopeRows = [
  ["`locale`", "", "no", `${locales.map(code).join(", ")} or \`""\` (mails then go out in English)`],
  ["`partner`", "", "no", "one line, at most 100; ignored ([Attribution](#attribution))"],
  ["`attribution`", "", "no", "where the lead came from ([campaign attribution](#campaign-attribution-and-hidden-fields))"],
  [
    "`hiddenFields`",
    "",
    "no",
    "at most 10 keys of `[a-z][a-z0-9_]{0,31}`, each value one line of at most 200 ([hidden fields](#campaign-attribution-and-hidden-fields))",
  ],
  ["`hp`", "", "no", "the [honeypot](#honeypot): leave it out"],
  ["`turnstileToken`", "", "only with Turnstile on", "the [bot check](#turnstile)'s token"],
];

/** docs/api.md's table of `POST /api/inquiries`: the fields in the form's order, then the envelope's. */
export function inquiryTable(): string {
  const rows = Object.values(inquiryFields).flatMap((fields, step) =>
    fields.map((field, index) => {
      const declaration: InquiryFieldDeclaration = inquiryFieldDeclarations[field];
      const stepName = index === 0 ? `${step + 1} ${stepNames[declaration.step]}` : `${step + 1}`;
      const kind = [kindOf(declaration), notes[field]].filter(Boolean).join(" ");
      return row([code(field), stepName, declaration.required ? "yes" : "no", kind]);
    }),
  );
  return [
    "| Field | Step | Required | Kind and limit (`contract/limits.ts`) |",
    "|---|---|---|---|",
    ...rows,
    ...envelopeRows.map(row),
  ].join("\n");
}

/** docs/api.md's option table: every choice's values with their English labels, in the form's order. */
export function optionTable(): string {
  const rows = (Object.keys(optionFields) as OptionField[]).flatMap((field) => {
    const { values, labels } = optionFields[field];
    const labelOf = (value: string) => (labels as Record<string, { message?: string }>)[value]?.message ?? "";
    return values.map((value, index) => row([index === 0 ? code(field) : "", code(value), labelOf(value)]));
  });
  return ["| Field | Value | Label |", "|---|---|---|", ...rows, row(["`locale` (every body)", locales.map(code).join(", "), ""])].join(
    "\n",
  );
}

/** What a text prefill fills, named by the field's kind. */
const prefillTexts: Partial<Record<InquiryField, string>> = {
  name: "the visitor's full name",
  email: "the visitor's e-mail address",
  companyName: "the company's name",
  projectDescription: "the project description",
};

/** docs/embedding.md's prefill table: the choices first, then the texts, each with its URL parameter. */
export function prefillTable(): string {
  const withValues = prefillSources.map((source) => {
    const declaration: InquiryFieldDeclaration = inquiryFieldDeclarations[source.field];
    return { ...source, values: "choices" in declaration ? declaration.choices : undefined };
  });
  const ordered = [...withValues.filter((s) => s.values), ...withValues.filter((s) => !s.values)];
  const rows = ordered.map(({ attribute, field, values }) =>
    row([
      code(attribute),
      code(`agency_${attribute.replaceAll("-", "_")}`),
      values ? values.map(code).join(", ") : (prefillTexts[field] ?? `the ${field}`),
    ]),
  );
  return ["| Attribute | URL parameter | Values |", "|---|---|---|", ...rows].join("\n");
}

export const generatedTables = (): GeneratedTable[] => [
  { file: "docs/api.md", name: "inquiry fields", table: inquiryTable() },
  { file: "docs/api.md", name: "inquiry options", table: optionTable() },
  { file: "docs/embedding.md", name: "prefill", table: prefillTable() },
];

const markers = (name: string) =>
  [
    `<!-- ${name}: written by scripts/option-docs.ts from the contract (npm run i18n); edit the contract, not the table -->`,
    `<!-- end of ${name} -->`,
  ] as const;

/** `text` with the table named `name` between its markers replaced by `table`. */
export function withTable(text: string, name: string, table: string): string {
  const [start, end] = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`no markers for the ${name} table`);
  return `${text.slice(0, from + start.length)}\n${table}\n${text.slice(to)}`;
}

/** Rewrites every generated table in its file. */
export function writeTables(): void {
  for (const { file, name, table } of generatedTables()) {
    const path = new URL(file, root);
    writeFileSync(path, withTable(readFileSync(path, "utf8"), name, table));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeTables();
