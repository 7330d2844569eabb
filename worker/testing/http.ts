import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import type { ApiError } from "../../contract/errors.ts";
import { emptyInquiry, type InquiryField } from "../../contract/inquiry/fields.ts";
import type { Inquiry } from "../../contract/inquiry/wire.ts";
import type { OutboxRow } from "../db/outbox/d1/outbox.ts";
import { listOutboxForLead } from "../db/testing/outbox-rows.ts";
import worker from "../index.ts";

/** The site's own origin in the tests: SITE_URL of the worker project (vitest.config.ts). */
export const base = "https://agency.test";

/** The allowed partner origins of the worker project (vitest.config.ts ALLOWED_ORIGINS). */
export const partnerOrigins = {
  /** `partner-x=https://www.partner-x.example` */
  x: "https://www.partner-x.example",
  /** `partner-y=https://www.partner-y.example` (and its apex, same id) */
  y: "https://www.partner-y.example",
  /** A plain entry without a partner id. */
  plain: "http://localhost:8790",
} as const;

let clients = 0;
/**
 * A fresh client address per request, so the per-client rate limits (really enforced by
 * miniflare) only bite in the tests that aim at them.
 */
export function newClientIp(): string {
  clients += 1;
  return `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

export interface PostOptions {
  headers?: Record<string, string>;
  /** Send this text as the body instead of JSON.stringify(body). */
  raw?: string | Uint8Array | ReadableStream;
  method?: string;
}

export function post(path: string, body: unknown, { headers = {}, raw, method = "POST" }: PostOptions = {}): Promise<Response> {
  return exports.default.fetch(`${base}${path}`, {
    method,
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": newClientIp(), ...headers },
    body: raw ?? JSON.stringify(body),
  });
}

export async function expectError(res: Response, status: number, error: ApiError["error"], fields?: ApiError["fields"]): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await res.json()).toEqual(fields ? { error, fields } : { error });
}

export async function countRows(
  table: "project_inquiries" | "referrals" | "newsletter_subscribers" | "outbox" | "consents",
): Promise<number> {
  return (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<number>("n")) ?? 0;
}

/**
 * Waits for the deliveries the app started with waitUntil after answering: every outbox
 * row of the lead reached `status`. Resolves to the first row queued (the agency's mail).
 */
export async function waitForMail(leadId: string, status: OutboxRow["status"] = "sent"): Promise<OutboxRow> {
  for (let i = 0; i < 100; i++) {
    const rows = await listOutboxForLead(env.DB, leadId);
    if (rows[0] && rows.every((row) => row.status === status)) return rows[0];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`outbox rows of ${leadId} never became ${status}`);
}

export const validInquiry = {
  projectType: "mvp",
  projectDescription: "A booking app for our three clinics.\nPatients book, staff confirm.",
  projectTimeline: "3months",
  companyName: "Acme GmbH",
  companySize: "11-50",
  industry: "Healthcare",
  name: "Anna Huber",
  email: "anna@acme.at",
  phone: "+43 1 234 56 78",
  locale: "de",
};

/** A valid inquiry with markup, quotes, a line break and a fake address in its text fields. */
export const hostileInquiry: Inquiry = {
  // Unnamed fields stay unanswered, so a new optional field needs no value here.
  // (Each is "", which every field's type allows.)
  ...(emptyInquiry as Pick<Inquiry, InquiryField>),
  projectType: "internal",
  projectDescription: 'Replace <script>alert("x")</script> & our "Excel" tool\nLine two',
  projectTimeline: "immediate",
  companyName: "Bobby's <b>Tables</b> & Co",
  companySize: "501+",
  industry: "",
  name: "Eve <eve@evil.example>",
  email: "eve@example.com",
  phone: "",
  salutation: "",
  role: 'CEO & "Founder"',
  firstNeed: "dpa",
  locale: "en",
  partner: "",
};

export const validReferral = {
  name: "Max Muster",
  email: "max@example.com",
  companyName: "Muster KG",
  referralName: "Eva Beispiel",
  referralEmail: "eva@example.org",
  referralCompany: "Beispiel AG",
  confirmed: true,
  locale: "en",
};

/** The test bindings with some vars or secrets changed (wrangler types them as literals). */
export function envWith(overrides: Record<string, string | undefined>): typeof env {
  return { ...env, ...overrides } as unknown as typeof env;
}

/**
 * A request to the Worker under other settings (`envWith`), through its real fetch handler
 * and a real execution context. Resolves once the work the Worker left running after its
 * answer (mail and webhook delivery) is done, so a test reads the outbox as it ends up.
 */
export async function fetchWith(workerEnv: typeof env, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${base}${path}`, init), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** One run of the cron (the scheduled handler) under `workerEnv`, awaited with everything it started. */
export async function runCron(workerEnv: typeof env = env): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), workerEnv, ctx);
  await waitOnExecutionContext(ctx);
}

/** A stored mail message the transport can send: for outbox rows a test inserts by hand. */
export const sendableMessage = JSON.stringify({
  from: { email: "website@example.com" },
  to: [{ email: "hello@example.com" }],
  subject: "s",
  text: "t",
  html: "<p>t</p>",
});
