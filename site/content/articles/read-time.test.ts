import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { loadBlogMessages, loadMessages, locales } from "../../i18n.ts";
import { articles } from "../blog.ts";
import { blockTexts } from "./blocks.ts";
import { articleBodies } from "./index.ts";

const WORDS_PER_MINUTE = 200;

/** Words as a reader counts them: "2–4", "MVP" and "E-Mail-Adresse" are one each, a lone dash none. */
function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

describe("blog articles", () => {
  for (const locale of locales) {
    for (const article of articles) {
      it(`${article.id} (${locale}) is as long as its announced ${article.readTime} minutes`, async () => {
        const messages = { ...(await loadMessages(locale)), ...(await loadBlogMessages(locale)) };
        const i18n = setupI18n();
        i18n.loadAndActivate({ locale, messages });
        const descriptors = [article.title, article.excerpt, ...blockTexts(articleBodies[article.id])];
        // A text missing from the catalog would be counted as its id.
        expect(descriptors.filter((text) => !(text.id in messages)).map((text) => text.id)).toEqual([]);
        const texts = descriptors.map((text) => i18n._(text));
        const words = countWords(texts.join(" "));
        const minutes = words / WORDS_PER_MINUTE;
        expect(Math.abs(minutes - article.readTime), `${words} words = ${minutes.toFixed(1)} min`).toBeLessThanOrEqual(1);
      });
    }
  }

  it("counts words the way a reader does", () => {
    expect(countWords("Ein MVP in 2–4 Wochen – ehrlich gesagt: machbar.")).toBe(8);
  });

  it("gives every article a body that starts with a paragraph and has headings and lists", () => {
    for (const article of articles) {
      const body = articleBodies[article.id];
      expect(body[0]!.type).toBe("paragraph");
      expect(body.filter((block) => block.type === "heading").length).toBeGreaterThanOrEqual(5);
      expect(body.some((block) => block.type === "list")).toBe(true);
    }
  });
});
