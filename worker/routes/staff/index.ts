/**
 * `/api/staff/*`: the staff inbox's JSON API. Every request passes `staffAccess` (Access
 * token, staff list) before anything is read, every change also `staffWriteGuard`.
 */
import { Hono } from "hono";
import type { StaffAnswers } from "../../../contract/staff/api.ts";
import type { StaffEnv } from "../../staff/env.ts";
import { staffAccess, staffError, staffHeaders, staffWriteGuard } from "../../staff/guard.ts";
import { staffErasure } from "./erasure.ts";
import { staffLeads } from "./leads.ts";
import { FUNNEL_PERIODS, staffReports } from "./reports.ts";
import { staffWork } from "./work.ts";

/** The staff inbox's JSON routes, mounted at `/api/staff`. */
export const staffApi = new Hono<StaffEnv>();

staffApi.use("*", staffHeaders(), staffAccess(), staffWriteGuard());

/** Who is signed in, and what the inbox offers them. */
staffApi.get("/me", (c) =>
  c.json({
    email: c.var.staffEmail,
    staff: [...(c.var.staff.access?.staffEmails ?? [])],
    agencyLocale: c.var.config.agencyLocale,
    responseWorkingDays: c.var.config.responseWorkingDays,
    funnelPeriods: [...FUNNEL_PERIODS],
  } satisfies StaffAnswers["/me"]),
);
staffApi.route("/leads", staffLeads);
staffApi.route("/leads", staffWork);
staffApi.route("/erasure", staffErasure);
staffApi.route("/", staffReports);
staffApi.notFound((c) => staffError(c, 404, "not_found"));
