import type { Text } from "../types.ts";

/**
 * The body of an article as typed blocks, so the page renders real headings, paragraphs
 * and lists (and a test can count the words a reader reads).
 */
export type Block = { type: "heading"; text: Text } | { type: "paragraph"; text: Text } | { type: "list"; ordered: boolean; items: Text[] };

export const heading = (text: Text): Block => ({ type: "heading", text });
export const paragraph = (text: Text): Block => ({ type: "paragraph", text });
export const list = (...items: Text[]): Block => ({ type: "list", ordered: false, items });
export const steps = (...items: Text[]): Block => ({ type: "list", ordered: true, items });

/** Every text of a body, in reading order. */
export function blockTexts(body: Block[]): Text[] {
  return body.flatMap((block) => (block.type === "list" ? block.items : [block.text]));
}
