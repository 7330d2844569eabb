import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { emptyInquiry } from "../../../../contract/inquiry/fields.ts";
import type { Inquiry } from "../../../../contract/inquiry/wire.ts";
import { inquiryLifecycle, referralLifecycle } from "../../../../contract/lead/lifecycles.ts";
import type { MailMessage } from "../../../../contract/mail-message.ts";
import { enqueueStatement } from "../../outbox/d1/outbox.ts";
import type { OutboxItem } from "../../outbox/statements/outbox-items.ts";
import { listOutboxForLead } from "../../testing/outbox-rows.ts";
import { readInquiry } from "../../testing/rows.ts";
import { inquiryColumns } from "../statements/inquiries.ts";
import { insertLeadStatement } from "./leads.ts";

const now = "2026-11-29T08:00:00.000Z";
const inquiry = {
  ...emptyInquiry,
  projectType: "mvp",
  projectDescription: "It's a shop; DROP TABLE outbox; --",
  companyName: "Acme",
  name: "Anna",
  email: "anna@acme.at",
  locale: "de",
  partner: "",
} as Inquiry;
/** Minted by the route in production; any string is stored as given. */
const bookingToken = "tok-leadsdb-given-by-the-caller1";
const mail = (leadId: string, claim?: OutboxItem["claim"]): OutboxItem => ({
  channel: "mail",
  kind: "inquiry_notification",
  leadId,
  message: { to: [{ email: "hello@agency.test" }, { email: "b@agency.test" }], subject: `New lead ${leadId}` } as MailMessage,
  ...(claim ? { claim } : {}),
});
const meta = (id: string, idempotencyKey: string | null = null) => ({
  id,
  createdAt: now,
  locale: "de",
  source: "partner",
  idempotencyKey,
  bodyHash: idempotencyKey ? "hash" : null,
});

describe("a lead stored with its outbox rows", () => {
  it("stores the lead's own and common columns as bound values, and queues its mails pending, in one batch", async () => {
    const id = "inq_leadsdb000000001";
    const queued = enqueueStatement(env.DB, mail(id), now);
    await env.DB.batch([
      insertLeadStatement(env.DB, "project_inquiries", meta(id, "key-1"), inquiryColumns(inquiry, bookingToken)),
      queued.statement,
    ]);

    const row = await readInquiry(env.DB, id);
    expect(row).toMatchObject({
      id,
      created_at: now,
      source: "partner",
      idempotency_key: "key-1",
      project_type: "mvp",
      project_description: inquiry.projectDescription,
      contact_email: "anna@acme.at",
      status: "new",
    });
    const token = await env.DB.prepare("SELECT booking_token FROM project_inquiries WHERE id = ?1").bind(id).first("booking_token");
    expect(token).toBe(bookingToken);
    const [outbox, ...more] = await listOutboxForLead(env.DB, id);
    expect(more).toEqual([]);
    expect(outbox).toMatchObject({
      id: queued.id,
      channel: "mail",
      kind: "inquiry_notification",
      recipient: "hello@agency.test, b@agency.test",
      subject: `New lead ${id}`,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      claim_token: null,
    });
  });

  it("queues a row already claimed when the request sends it itself, so the cron leaves it alone", async () => {
    const id = "inq_leadsdb000000002";
    const claim = { now, until: "2026-11-29T08:05:00.000Z", token: "tok-1" };
    await env.DB.batch([
      insertLeadStatement(env.DB, "project_inquiries", meta(id), inquiryColumns(inquiry, bookingToken)),
      enqueueStatement(env.DB, mail(id, claim), now).statement,
    ]);
    expect(await listOutboxForLead(env.DB, id)).toEqual([
      expect.objectContaining({ attempts: 1, claim_token: "tok-1", claimed_until: claim.until }),
    ]);
  });

  it("keeps neither lead nor mail when the batch fails: no mail of a lead that was never stored", async () => {
    const id = "inq_leadsdb000000003";
    await env.DB.batch([insertLeadStatement(env.DB, "project_inquiries", meta(id), inquiryColumns(inquiry, bookingToken))]);
    const again = [insertLeadStatement(env.DB, "project_inquiries", meta(id), inquiryColumns(inquiry, bookingToken))];
    await expect(env.DB.batch([enqueueStatement(env.DB, mail(id), now).statement, ...again])).rejects.toThrow();
    expect(await listOutboxForLead(env.DB, id)).toEqual([]);
  });
});

describe("a new lead's status", () => {
  // The migrations are history and keep their own DEFAULT; the Worker's insert writes the
  // lifecycle's initial state, and a row inserted some other way must start in the same one.
  it.each([
    ["project_inquiries", inquiryLifecycle.initial],
    ["referrals", referralLifecycle.initial],
  ])("%s: the column's default is the lifecycle's initial state", async (table, initial) => {
    const { results } = await env.DB.prepare("SELECT name, dflt_value FROM pragma_table_info(?1) WHERE name = 'status'")
      .bind(table)
      .all<{ name: string; dflt_value: string | null }>();
    expect(results).toEqual([{ name: "status", dflt_value: `'${initial}'` }]);
  });
});
