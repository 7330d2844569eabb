import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { FreeTimes } from "../../../contract/booking/wire.ts";
import type { MailMessage } from "../../../contract/mail-message.ts";
import { expireHolds, listOutboxForLead } from "../../db/testing/outbox-rows.ts";
import { base, envWith, fetchWith, newClientIp, runCron, validInquiry } from "../../testing/http.ts";

/**
 * The visitor's acknowledgement while they are on the booking step: held, then replaced by
 * the booking's confirmation, or released by the widget, or sent by the cron once the hold ends.
 */

interface Lead {
  id: string;
  token: string;
}

const json = (body: unknown) => ({
  method: "POST",
  headers: { Origin: base, "Content-Type": "application/json", "CF-Connecting-IP": newClientIp() },
  body: JSON.stringify(body),
});

async function newLead(query = "?booking=inline", workerEnv: typeof env = env, extra: Record<string, unknown> = {}): Promise<Lead> {
  const res = await fetchWith(workerEnv, `/api/inquiries${query}`, json({ ...validInquiry, locale: "en", ...extra }));
  expect(res.status).toBe(201);
  const { id, bookingToken } = (await res.json()) as { id: string; bookingToken: string };
  return { id, token: bookingToken };
}

async function firstFreeTime(skip: number): Promise<string> {
  const start = new Date().toISOString();
  const end = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const res = await fetchWith(env, `/api/booking/slots?${new URLSearchParams({ start, end, timeZone: "Europe/Vienna" })}`, {
    headers: { Origin: base, "CF-Connecting-IP": newClientIp() },
  });
  return ((await res.json()) as FreeTimes).slots[skip]!;
}

const release = (lead: Lead) => fetchWith(env, "/api/booking/release", json({ leadId: lead.id, bookingToken: lead.token }));

/** The lead's mails by kind: status and when they are due. */
async function mails(leadId: string) {
  const rows = await listOutboxForLead(env.DB, leadId);
  return Object.fromEntries(rows.filter((r) => r.channel === "mail").map((r) => [r.kind, r]));
}

describe("the acknowledgement while the visitor is on the booking step", () => {
  it("waits in the outbox about five minutes, while the agency's notification goes out at once", async () => {
    const before = Date.now();
    const lead = await newLead();
    const { inquiry_notification: notification, inquiry_acknowledgement: ack } = await mails(lead.id);
    expect(notification?.status).toBe("sent");
    expect(ack).toMatchObject({ status: "pending", attempts: 0, claim_token: null });
    const wait = Date.parse(ack!.next_attempt_at) - before;
    expect(wait).toBeGreaterThan(290_000);
    expect(wait).toBeLessThan(320_000);
    // A cron run now leaves it waiting: it is a row, so a restart loses nothing either.
    await runCron();
    expect((await mails(lead.id)).inquiry_acknowledgement?.status).toBe("pending");
  });

  it("is replaced by the booking's confirmation: one mail to the visitor, with the time and the answers, and no booking offer", async () => {
    const lead = await newLead();
    const res = await fetchWith(
      env,
      "/api/booking",
      json({ leadId: lead.id, bookingToken: lead.token, start: await firstFreeTime(5), timeZone: "Europe/Vienna" }),
    );
    expect(res.status).toBe(201);
    await runCron();
    const rows = await listOutboxForLead(env.DB, lead.id);
    const toVisitor = rows.filter((r) => r.recipient === "anna@acme.at");
    expect(toVisitor.map((r) => [r.kind, r.status])).toEqual([["booking_confirmation", "sent"]]);
    const message = JSON.parse(toVisitor[0]!.message) as MailMessage;
    expect(message.text).toContain("(Central European Time)");
    expect(message.text).toContain("Your project at a glance");
    expect(message.text).toContain("MVP");
    expect(message.text).not.toContain("Book a call");
    // Staff's answer threads under the confirmation, the only mail the visitor got.
    const notice = JSON.parse(rows.find((r) => r.kind === "booking_notification")!.message) as MailMessage;
    const replySubject = /mailto:[^"?]+\?subject=([^"]+)"/.exec(notice.html)?.[1] ?? "";
    expect(decodeURIComponent(replySubject)).toBe(`Re: ${message.subject}`);
    // The agency hears of the inquiry and of the booking at once.
    expect(rows.filter((r) => r.recipient !== "anna@acme.at" && r.channel === "mail").map((r) => r.kind)).toEqual([
      "inquiry_notification",
      "booking_notification",
    ]);
  });

  it("goes out at once when the widget releases it with the lead's token, with its booking link; once only", async () => {
    const lead = await newLead();
    expect((await fetchWith(env, "/api/booking/release", json({ leadId: lead.id, bookingToken: "x".repeat(32) }))).status).toBe(403);
    expect((await mails(lead.id)).inquiry_acknowledgement?.status).toBe("pending");
    expect((await release(lead)).status).toBe(204);
    const ack = (await mails(lead.id)).inquiry_acknowledgement!;
    expect(ack).toMatchObject({ status: "sent", attempts: 1 });
    const text = (JSON.parse(ack.message) as MailMessage).text;
    expect(text).toContain("Book a call");
    // Released means nobody booked: it says so instead of guessing.
    expect(text).toContain("You haven’t picked a time for our call yet: choose one here");
    expect(text).not.toContain("If you booked");
    expect((await release(lead)).status).toBe(204);
    expect((await mails(lead.id)).inquiry_acknowledgement).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("goes out through the cron once the hold has ended (the visitor just left)", async () => {
    const lead = await newLead();
    await expireHolds(env.DB, lead.id);
    await runCron();
    const ack = (await mails(lead.id)).inquiry_acknowledgement!;
    expect(ack).toMatchObject({ status: "sent", attempts: 1 });
    expect((JSON.parse(ack.message) as MailMessage).text).toContain("You haven’t picked a time for our call yet");
  });

  it("is not held for the spec's flows: the booking page, or no scheduling", async () => {
    const page = await newLead("");
    const pageAck = (await mails(page.id)).inquiry_acknowledgement!;
    expect(pageAck.status).toBe("sent");
    // The booking page opened in a tab of its own: whether they booked there, we cannot know yet.
    expect((JSON.parse(pageAck.message) as MailMessage).text).toContain("If you booked on our booking page");
    const off = envWith({ CALCOM_API_URL: "", CALCOM_EVENT_TYPE_ID: "" });
    const unscheduled = await newLead("?booking=inline", off, { email: "max@beta.at" });
    expect((await mails(unscheduled.id)).inquiry_acknowledgement?.status).toBe("sent");
    const never = await newLead("?booking=inline", envWith({ ACK_HOLD_SECONDS: "0" }), { email: "eva@gamma.at" });
    expect((await mails(never.id)).inquiry_acknowledgement?.status).toBe("sent");
  });
});
