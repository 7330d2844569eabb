import type { AppEnv } from "../http/app-env.ts";
import type { StaffSettings } from "./settings.ts";

/** The staff routes' context: the API's, plus the inbox's settings and the signed-in staff address. */
export type StaffEnv = {
  Bindings: AppEnv["Bindings"];
  Variables: AppEnv["Variables"] & {
    /** Parsed once per request by `staffAccess`. */
    staff: StaffSettings;
    /** The verified Access token's address, lower-cased: who every change is recorded as. */
    staffEmail: string;
  };
};

/** Why a staff request was refused; the inbox shows each in the staff member's language. */
export type StaffErrorCode =
  | "staff_inbox_not_configured"
  | "not_signed_in"
  | "not_staff"
  | "origin_not_allowed"
  | "unsupported_media_type"
  | "invalid_json"
  | "validation_failed"
  | "not_found"
  | "status_not_allowed"
  | "undo_not_allowed"
  | "not_a_referral"
  | "confirmation_mismatch"
  | "not_erased"
  | "database_unavailable";
