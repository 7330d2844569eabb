/**
 * What the staff API answers, as the Worker builds it and the staff app reads it: one
 * declaration, so a column added on one side is a type error on the other.
 */

/** One line of the inbox: the columns both lead kinds share, with the staff's work on it. */
export interface StaffLeadRow {
  id: string;
  type: "inquiry" | "referral";
  created_at: string;
  status: string;
  source: string;
  campaign: string;
  name: string;
  company: string;
  email: string;
  owner: string | null;
  next_step_on: string | null;
  /** The start of its booked call (the latest booking event that is not a cancellation), UTC ISO. */
  booking_start: string | null;
}

/** An inbox line as `GET /api/staff/leads` answers it: a new lead past its answer deadline is overdue. */
export interface StaffInboxLine extends StaffLeadRow {
  overdue: boolean;
}

/** One group of the funnel (`GET /api/staff/funnel`): questionnaire stages and the leads they brought. */
export interface FunnelRow {
  /** The source or campaign ("" for none). */
  key: string;
  opened: number;
  step2: number;
  step3: number;
  summary: number;
  submitted: number;
  /** Submissions refused or not answered. */
  failed: number;
  /** Calls booked, less the ones cancelled again. */
  booked: number;
  inquiries: number;
  won: number;
  referrals: number;
}
