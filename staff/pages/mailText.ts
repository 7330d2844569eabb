/** A mail's plain text split into headings and paragraphs for the lead page. */
/** A part of a mail's plain text: a heading (a line underlined with "="), or a paragraph's lines. */
export type MailPart = { heading: string } | { lines: string[] };

const underline = /^=+$/;

/** Whether `lines[i]` is a heading: text with a line of "=" right below it. */
const headingAt = (lines: readonly string[], i: number) => Boolean(lines[i]?.trim()) && underline.test(lines[i + 1]?.trim() ?? "");

/**
 * A mail's plain-text part in parts to show: the "=" under a heading is the plain text's
 * way to mark it, and would read as noise on a page that can show a heading.
 */
export function mailParts(text: string): MailPart[] {
  const parts: MailPart[] = [];
  for (const chunk of text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    const lines = chunk.split("\n");
    let i = 0;
    while (i < lines.length) {
      if (headingAt(lines, i)) {
        parts.push({ heading: (lines[i] ?? "").trim() });
        i += 2;
        continue;
      }
      const start = i;
      while (i < lines.length && !headingAt(lines, i)) i++;
      const paragraph = lines.slice(start, i);
      if (paragraph.some((line) => line.trim())) parts.push({ lines: paragraph });
    }
  }
  return parts;
}

/** A "Label: value" line of the mail's answers, split so the label can stand out; null for other lines. */
export function labelled(line: string): { label: string; value: string } | null {
  const match = /^([^:\s/][^:/]{0,48}):(?: (.*))?$/.exec(line);
  return match ? { label: match[1] ?? "", value: match[2] ?? "" } : null;
}
