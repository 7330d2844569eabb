/**
 * Sets the data processing agreement and its two annexes (the technical and organisational
 * measures, the sub-processors) as PDFs per language, from the SSR build's blocks
 * (site/dpa/document.ts: the company's details, measures and hosting), into dist/downloads/
 * where the page for IT and procurement links them. Run after the SSR build.
 *
 * pdf-lib writes the PDF in Node with the standard Helvetica faces: no browser, no font
 * file, and the build stays reproducible (the creation date is the company's, not now).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { company } from "../contract/site/company.ts";

type Locale = "en" | "de";
type Kind = "title" | "subtitle" | "note" | "heading" | "annex" | "clause" | "subheading" | "paragraph" | "item" | "signature";
type Block = { kind: Kind; text: string; number?: string };
interface Document {
  path: string;
  title: string;
  footer: string;
  blocks: Block[];
}
interface SsrModule {
  documents(locale: Locale): Promise<Document[]>;
  locales: readonly Locale[];
}

/** A4 in points, with the margins of a letter. */
const PAGE = { width: 595.28, height: 841.89, margin: 64, top: 72, bottom: 72 };
const INK = rgb(0.11, 0.13, 0.18);
const ACCENT = rgb(0.12, 0.23, 0.45);
const MUTED = rgb(0.38, 0.4, 0.45);
const WARN = rgb(0.6, 0.1, 0.1);

/**
 * How each kind of block is set: its size, face and colour, the space before it, where its
 * text starts (`indent`, after a number or a bullet in `marker`), and how many lines of the
 * next block it keeps with it, so a heading never stays alone at the foot of a page.
 */
const STYLE: Record<Kind, { size: number; bold: boolean; color: typeof INK; before: number; indent: number; keep: number }> = {
  title: { size: 18, bold: true, color: ACCENT, before: 0, indent: 0, keep: 2 },
  subtitle: { size: 10.5, bold: false, color: MUTED, before: 6, indent: 0, keep: 1 },
  note: { size: 9.5, bold: true, color: WARN, before: 16, indent: 0, keep: 1 },
  heading: { size: 12, bold: true, color: ACCENT, before: 18, indent: 24, keep: 3 },
  annex: { size: 14, bold: true, color: ACCENT, before: 0, indent: 0, keep: 3 },
  clause: { size: 10, bold: false, color: INK, before: 6, indent: 30, keep: 1 },
  subheading: { size: 10, bold: true, color: INK, before: 11, indent: 0, keep: 2 },
  paragraph: { size: 10, bold: false, color: INK, before: 4, indent: 0, keep: 1 },
  item: { size: 10, bold: false, color: INK, before: 3, indent: 14, keep: 1 },
  signature: { size: 8.5, bold: false, color: MUTED, before: 44, indent: 0, keep: 1 },
};

/** The space between the template mark's border and its text, on every side. */
const NOTE_PAD = 8;

/** Breaks a text into lines no wider than `width` at the font's size, at spaces (never at a no-break space). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/[ \t\n]+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A writer that lays blocks out top to bottom and starts a new page where one is full. */
class Writer {
  readonly pdf: PDFDocument;
  readonly fonts: { regular: PDFFont; bold: PDFFont };
  page: PDFPage;
  y = 0;
  constructor(pdf: PDFDocument, fonts: { regular: PDFFont; bold: PDFFont }) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.top;
    return this.page;
  }

  /** Room for `height` more points on this page, else a new one. */
  ensure(height: number): void {
    if (this.y - height < PAGE.bottom) this.newPage();
  }

  write(block: Block): void {
    const style = STYLE[block.kind];
    const font = style.bold ? this.fonts.bold : this.fonts.regular;
    const leading = style.size * 1.42;
    // The template mark's text sits inside its box, so it wraps short of the box's padding.
    const inset = block.kind === "note" ? 2 * NOTE_PAD : 0;
    const width = PAGE.width - 2 * PAGE.margin - style.indent - inset;
    const lines = wrap(block.text, font, style.size, width);
    if (block.kind === "annex") this.newPage();
    else this.y -= style.before;
    if (block.kind === "note") this.note(lines, font, style.size, leading);
    else if (block.kind === "signature") this.signature(block.text, font, style.size);
    else this.lines(block, lines, font);
    if (block.kind === "title") this.rule();
  }

  /** A block's lines, its number or bullet hanging to the left of the first. */
  lines(block: Block, lines: string[], font: PDFFont): void {
    const style = STYLE[block.kind];
    const leading = style.size * 1.42;
    this.ensure(leading * Math.min(lines.length, 2) + leading * (style.keep - 1));
    const marker = block.kind === "item" ? "•" : (block.number ?? "");
    lines.forEach((line, i) => {
      this.ensure(leading);
      this.y -= leading;
      const draw = { y: this.y, size: style.size, font, color: style.color };
      if (i === 0 && marker) this.page.drawText(marker, { ...draw, x: PAGE.margin + (block.kind === "item" ? 3 : 0) });
      this.page.drawText(line, { ...draw, x: PAGE.margin + style.indent });
    });
  }

  /** A thin line under the title, across the text's width. */
  rule(): void {
    this.y -= 8;
    const end = { x: PAGE.width - PAGE.margin, y: this.y };
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end, thickness: 0.8, color: ACCENT });
  }

  /** The template's mark: in a tinted, bordered box, so nobody mistakes the text for a signed one. */
  note(lines: string[], font: PDFFont, size: number, leading: number): void {
    const pad = NOTE_PAD;
    const height = lines.length * leading + 2 * pad;
    this.ensure(height);
    const box = { x: PAGE.margin, y: this.y - height, width: PAGE.width - 2 * PAGE.margin, height };
    this.page.drawRectangle({ ...box, color: rgb(0.99, 0.94, 0.94), borderColor: WARN, borderWidth: 0.8 });
    this.y -= pad;
    for (const line of lines) {
      this.y -= leading;
      this.page.drawText(line, { x: PAGE.margin + pad, y: this.y + 2, size, font, color: WARN });
    }
    this.y -= pad;
  }

  /** A line to sign on, its label under it. */
  signature(label: string, font: PDFFont, size: number): void {
    this.ensure(size * 3);
    const start = { x: PAGE.margin, y: this.y };
    this.page.drawLine({ start, end: { x: PAGE.margin + 260, y: this.y }, thickness: 0.6, color: INK });
    this.y -= size * 1.6;
    this.page.drawText(label, { x: PAGE.margin, y: this.y, size, font, color: MUTED });
  }
}

/** Lays the blocks out on as many A4 pages as they need, each page numbered in its footer. */
export async function documentPdf(doc: Document, locale: Locale): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(company.legalName);
  pdf.setLanguage(locale === "de" ? "de-AT" : "en-GB");
  pdf.setCreationDate(new Date(Date.UTC(company.legal.founded, 0, 1)));
  pdf.setModificationDate(new Date(Date.UTC(company.legal.founded, 0, 1)));
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const writer = new Writer(pdf, fonts);
  for (const block of doc.blocks) writer.write(block);
  const pages = pdf.getPages();
  pages.forEach((p, i) => {
    const footer = doc.footer.replace("{page}", String(i + 1)).replace("{pages}", String(pages.length));
    const y = PAGE.bottom / 2;
    p.drawLine({ start: { x: PAGE.margin, y: y + 12 }, end: { x: PAGE.width - PAGE.margin, y: y + 12 }, thickness: 0.4, color: MUTED });
    p.drawText(footer, { x: PAGE.margin, y, size: 8, font: fonts.regular, color: MUTED });
  });
  return pdf.save({ useObjectStreams: false });
}

async function main() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const ssr = (await import(pathToFileURL(join(root, ".build", "ssr", "entry-server.js")).href)) as SsrModule;
  const written: string[] = [];
  for (const locale of ssr.locales) {
    for (const doc of await ssr.documents(locale)) {
      const file = join(root, "dist", doc.path);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, await documentPdf(doc, locale));
      written.push(doc.path);
    }
  }
  console.log(`procurement documents: ${written.join(", ")}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
