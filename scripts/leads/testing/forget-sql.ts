/**
 * Erasure's statements as the text `forget` sends through `wrangler d1 execute`, for the
 * tests that read that text: the CLI itself inlines them through worker/erasure/erase.ts's
 * runner.
 */
import { forgetDeleteQueries, forgetReadQueries } from "../../../worker/db/erasure/statements/erasure-queries.ts";
import { inlineQueries } from "../sql.ts";

/** Erasure's reads as one batch of SQL text. */
export const forgetReadSql = (): string => inlineQueries(forgetReadQueries());

/** Erasure's statements for the ids `forget` found, as ONE command (locally one D1 batch, so one transaction). */
export const forgetDeleteSql = (ids: Parameters<typeof forgetDeleteQueries>[0]): string => inlineQueries(forgetDeleteQueries(ids));
