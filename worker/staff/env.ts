/** The Hono environment of the staff routes. */
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
