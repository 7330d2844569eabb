/** What the staff API answers, as the inbox reads it. */
import type { StaffLeadRow } from "../contract/staff.ts";

/** The signed-in staff member and the inbox's settings (`GET /api/staff/me`). */
export interface Me {
  email: string;
  staff: string[];
  agencyLocale: string;
  responseWorkingDays: number;
  funnelPeriods: number[];
}

/** One lead with everything that belongs to it (`GET /api/staff/leads/:id`). */
export interface LeadAnswer {
  type: "inquiry" | "referral";
  lead: Record<string, unknown>;
  deliveries: {
    id: string;
    channel: string;
    kind: string;
    /** The mail's subject as sent ("" for a webhook call). */
    subject: string;
    recipient: string;
    status: string;
    attempts: number;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
    /** The mail's text as its recipient received it; null for a webhook call. */
    text: string | null;
  }[];
  bookings: { uid: string; event: string; status: string; start_at: string; end_at: string | null; created_at: string }[];
  work: { owner: string; next_step_on: string | null; next_step_text: string; reward: string | null; reward_paid_on: string | null } | null;
  notes: { id: number; author: string; body: string; created_at: string }[];
  history: { id: number; actor: string; action: string; detail: string; at: string }[];
  overdue: boolean;
  nextStates: string[];
  related: StaffLeadRow[];
}
