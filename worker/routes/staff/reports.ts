/** `/api/staff/funnel` and `/api/staff/export`: the funnel's counts per period and the leads as a CSV file. */
import { Hono } from "hono";
import { agencyClock, windowStart } from "../../../contract/agency-time.ts";
import { isLeadKind, tableKindOf } from "../../../contract/lead/ids.ts";
import { agencyLocales } from "../../../contract/locales.ts";
import type { FunnelGrouping, StaffAnswers } from "../../../contract/staff/api.ts";
import { readFunnel } from "../../db/staff/d1/funnel.ts";
import { listStaffLeads, readLeadsForExport } from "../../db/staff/d1/leads.ts";
import { leadsCsv } from "../../staff/csv.ts";
import { exportFileName, exportI18n } from "../../staff/csv-headers.ts";
import type { StaffEnv } from "../../staff/env.ts";
import { staffError } from "../../staff/guard.ts";
import { staffDeadline } from "../../staff/overdue.ts";
import { leadFilter } from "./leads.ts";

/** The periods the funnel offers, in days back from today. */
export const FUNNEL_PERIODS = [7, 30, 90, 365] as const;

/** The most rows one export holds: far beyond what retention keeps for a small agency. */
const EXPORT_LIMIT = 20_000;

/** Both reports answer 400 for a parameter out of range or a malformed filter. */
export const staffReports = new Hono<StaffEnv>();

staffReports.get("/funnel", async (c) => {
  const days = Number(c.req.query("days") ?? "30");
  const by = (c.req.query("by") ?? "source") as FunnelGrouping;
  if (!(FUNNEL_PERIODS as readonly number[]).includes(days)) return staffError(c, 400, "validation_failed", "days");
  if (by !== "source" && by !== "campaign") return staffError(c, 400, "validation_failed", "by");
  const since = windowStart(new Date(), days);
  return c.json({
    since,
    days,
    by,
    rows: await readFunnel(c.env.DB, since, by, c.var.config.siteOrigins),
  } satisfies StaffAnswers["/funnel"]);
});

staffReports.get("/export", async (c) => {
  const query = c.req.query();
  const type = query.type ?? "inquiry";
  if (!isLeadKind(type)) return staffError(c, 400, "validation_failed", "type");
  const filter = leadFilter({ ...query, type });
  if (typeof filter === "string") return staffError(c, 400, "validation_failed", filter);
  const deadline = staffDeadline(c);
  const leads = await listStaffLeads(c.env.DB, filter, EXPORT_LIMIT, deadline);
  const kind = tableKindOf(type);
  const { columns, rows } = await readLeadsForExport(
    c.env.DB,
    kind,
    leads.map((lead) => lead.id),
  );
  const locale = agencyLocales.find((known) => known === query.lang) ?? c.var.config.agencyLocale;
  // Named in the file's language, so a German office files `anfragen-…` beside its other documents.
  const name = exportFileName(exportI18n(locale), kind, agencyClock(new Date()).day);
  return c.body(leadsCsv(columns, rows, { kind, locale, siteOrigins: c.var.config.siteOrigins }), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${name}"`,
  });
});
