/**
 * Everything the staff CLI (scripts/leads) may use of the Worker: statements as SQL text and
 * the use cases that run them, none bound to D1, which the CLI does not have.
 * tests/unit/cli-statements.test.ts holds the CLI to this list.
 */

export type { Erasure } from "./db/erasure/statements/erasure-shape.ts";
export { REMOVED_MENTION } from "./db/erasure/statements/erasure-shape.ts";
export { leadTables } from "./db/leads/statements/lead-tables.ts";
export { undeliveredQuery } from "./db/outbox/statements/outbox-reads.ts";
export { retryOutboxQueries } from "./db/outbox/statements/outbox-retry.ts";
export { bookingsSinceQuery } from "./db/staff/statements/bookings-since.ts";
export { funnelQueries } from "./db/staff/statements/funnel.ts";
export { type Deadline, type LeadListFilter, leadRowsQuery } from "./db/staff/statements/lead-list.ts";
export {
  exportLeadsQueries,
  leadNotesHistoryQueries,
  leadRecordQueries,
  leadWorkQuery,
  listLeadsQuery,
} from "./db/staff/statements/lead-reads.ts";
export { isBusyMessage } from "./db/system/statements/errors.ts";
export type { Query, RunQueries } from "./db/system/statements/query.ts";
export { type ErasureOutcome, planErasure, runErasure } from "./erasure/erase.ts";
export { isEmptyErasure } from "./erasure/erasure.ts";
export { textHolds } from "./erasure/match.ts";
export type { ForgetPlan } from "./erasure/plan.ts";
export type { AddressRows } from "./erasure/rows.ts";
export { ID_PATTERN } from "./lib/ids.ts";
export { normaliseOrigin, siteOrigins } from "./lib/origins.ts";
export { attributionExport, parsedObject } from "./staff/attribution-export.ts";
export { agencySeparator, type CsvSeparator, fileTime, rowsCsv } from "./staff/csv-cell.ts";
export { columnName } from "./staff/csv-headers.ts";
export { type RewardRecord, recordReward } from "./staff/reward-record.ts";
export { moveStatus, type RenderRewardMail } from "./staff/status-move.ts";
export { deadlineAt } from "./staff/working-days.ts";

/**
 * The inbox's own CSV builder, so both files read a lead alike. Loaded on demand: it loads
 * the compiled catalogs, which the other commands do without.
 */
export const loadLeadsCsv = () => import("./staff/csv.ts");
