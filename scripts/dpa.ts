/**
 * Sets the data processing agreement as a PDF per language, from the SSR build's blocks
 * (site/dpa/document.ts: the company's details, measures and hosting), into
 * dist/downloads/ where the page for IT and procurement links it. Run after the SSR build.
 *
 * pdf-lib writes the PDF in Node with the standard Helvetica faces: no browser, no font
 * file, and the build stays reproducible (the creation date is the company's, not now).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { company } from "../contract/company.ts";

type Locale = "en" | "de";
type Block = { kind: "title" | "heading" | "paragraph" | "item" | "note"; text: string };
interface SsrModule {
  dpa(locale: Locale): Promise<Block[]>;
  dpaPaths: Record<Locale, string>;
  locales: readonly Locale[];
}

/** A4 in points, and the margins of a letter. */
const PAGE = { width: 595.28, height: 841.89, margin: 62 };
const STYLE: Record<Block["kind"], { size: number; bold: boolean; before: number; indent: number }> = {
  title: { size: 17, bold: true, before: 0, indent: 0 },
  note: { size: 9.5, bold: true, before: 10, indent: 0 },
  heading: { size: 11.5, bold: true, before: 14, indent: 0 },
  paragraph: { size: 10, bold: false, before: 5, indent: 0 },
  item: { size: 10, bold: false, before: 4, indent: 12 },
};

/** Breaks a text into lines no wider than `width` at the font's size, at spaces. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays the blocks out on as many A4 pages as they need, each page numbered in its footer. */
export async function dpaPdf(blocks: Block[], locale: Locale): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(blocks[0]?.text ?? "DPA");
  pdf.setAuthor(company.legalName);
  pdf.setLanguage(locale === "de" ? "de-AT" : "en-GB");
  pdf.setCreationDate(new Date(Date.UTC(company.legal.founded, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(company.legal.founded, 0, 1)));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  for (const block of blocks) {
    const style = STYLE[block.kind];
    const font = style.bold ? bold : regular;
    const leading = style.size * 1.35;
    y -= style.before;
    const lines = wrap(block.kind === "item" ? `– ${block.text}` : block.text, font, style.size, width - style.indent);
    // A heading never stays alone at the foot of a page.
    const keep = block.kind === "heading" ? leading * 3 : leading;
    if (y - keep < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    for (const line of lines) {
      if (y - leading < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= leading;
      const color = block.kind === "note" ? rgb(0.6, 0.1, 0.1) : rgb(0, 0, 0);
      page.drawText(line, { x: PAGE.margin + style.indent, y, size: style.size, font, color });
    }
  }
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = `${company.legalName} · ${i + 1}/${pages.length}`;
    p.drawText(footer, { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: regular, color: rgb(0.35, 0.35, 0.35) });
  });
  return pdf.save({ useObjectStreams: false });
}

async function main() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const ssr = (await import(pathToFileURL(join(root, ".build", "ssr", "entry-server.js")).href)) as SsrModule;
  for (const locale of ssr.locales) {
    const file = join(root, "dist", ssr.dpaPaths[locale]);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await dpaPdf(await ssr.dpa(locale), locale));
  }
  console.log(`data processing agreement: ${ssr.locales.map((l) => ssr.dpaPaths[l]).join(", ")}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
