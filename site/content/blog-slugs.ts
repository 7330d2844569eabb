/** The blog articles' URL slugs (/blog/<slug>), apart from their texts so routes stay small. */
export const articleSlugs = [
  "mvp-in-weeks-not-months",
  "internal-tools-instead-of-spreadsheets",
  "ai-assisted-development-in-practice",
] as const;

export type ArticleSlug = (typeof articleSlugs)[number];
