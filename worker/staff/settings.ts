/** The staff inbox's settings from the Worker's environment: Access, the switch, holidays. */
import type { WorkerEnv } from "../env.ts";
import { isLoopbackHost } from "../lib/loopback.ts";
import type { AccessSettings } from "./access.ts";

/** The staff inbox's settings, parsed once per request (or cron run). */
export interface StaffSettings {
  /** Undefined while the team domain, the audience or the staff list is missing: every staff route then refuses. */
  access: AccessSettings | undefined;
  /** `STAFF_INBOX=off`: the agency does not use the inbox (the deploy guard then lets missing Access settings pass). */
  off: boolean;
  /** Public holidays (`HOLIDAYS`, ISO dates), which do not count as working days. */
  holidays: ReadonlySet<string>;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * `ACCESS_TEAM_DOMAIN` as an origin: `agency.cloudflareaccess.com` or its https URL. Plain
 * http only for this machine, where `npm start` runs the Access stand-in: a token's keys
 * must never come over an unencrypted network.
 */
function accessIssuer(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  try {
    const url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
    if (url.pathname !== "/" || url.search || url.username) return undefined;
    if (url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname))) return url.origin;
  } catch {
    // Not a URL: treated as missing below.
  }
  return undefined;
}

/** `STAFF_EMAILS`: comma-separated addresses, compared case-insensitively as Access writes them. */
export function staffEmails(value: unknown): Set<string> {
  return new Set(
    text(value)
      .split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry.includes("@")),
  );
}

/** `HOLIDAYS`: comma-separated ISO dates (`2026-12-24,2026-12-25`); anything else is ignored. */
export function holidays(value: unknown): Set<string> {
  return new Set(
    text(value)
      .split(",")
      .map((entry) => entry.trim())
      .filter((entry) => /^\d{4}-\d{2}-\d{2}$/.test(entry)),
  );
}

const reported = new Set<string>();
function configError(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(message);
}

/** The staff settings of `env`; logs once per isolate when the inbox is on but Access is incomplete. */
export function readStaffSettings(env: WorkerEnv): StaffSettings {
  const off = text(env.STAFF_INBOX).toLowerCase() === "off";
  const issuer = accessIssuer(env.ACCESS_TEAM_DOMAIN);
  const audience = text(env.ACCESS_AUD);
  const emails = staffEmails(env.STAFF_EMAILS);
  const complete = issuer !== undefined && audience !== "" && emails.size > 0;
  // Logged only when the agency means to use the inbox: then a missing value is a mistake.
  if (!complete && !off)
    configError("The staff inbox needs ACCESS_TEAM_DOMAIN, ACCESS_AUD and STAFF_EMAILS: every staff route refuses until they are set");
  return {
    access: complete && !off ? { issuer, audience, staffEmails: emails } : undefined,
    off,
    holidays: holidays(env.HOLIDAYS),
  };
}
