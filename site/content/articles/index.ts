import type { ArticleSlug } from "../blog-slugs.ts";
import { body as aiAssistedDevelopment } from "./ai-assisted-development-in-practice.ts";
import type { Block } from "./blocks.ts";
import { body as internalTools } from "./internal-tools-instead-of-spreadsheets.ts";
import { body as mvpInWeeks } from "./mvp-in-weeks-not-months.ts";

/** The bodies of the articles; their texts are in the `blog` catalog. */
export const articleBodies: Record<ArticleSlug, Block[]> = {
  "mvp-in-weeks-not-months": mvpInWeeks,
  "internal-tools-instead-of-spreadsheets": internalTools,
  "ai-assisted-development-in-practice": aiAssistedDevelopment,
};
