import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { MailMessage } from "../../../contract/mail-message.ts";
import { listOutboxForLead } from "../../db/testing/outbox-rows.ts";
import { staffFetch } from "../../staff/testing/access.ts";
import { post, validReferral } from "../../testing/http.ts";

async function storeReferral(body: object): Promise<string> {
  const res = await post("/api/referrals", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const move = (id: string, status: string) => staffFetch(`/api/staff/leads/${id}/status`, { body: { status } });

/** The referrer's reward mails of a referral, oldest first. */
async function rewardMails(id: string) {
  const rows = await listOutboxForLead(env.DB, id);
  return rows
    .filter((row) => row.kind.startsWith("referral_reward_"))
    .map((row) => ({ kind: row.kind, recipient: row.recipient, message: JSON.parse(row.message) as MailMessage }));
}

describe("the referrer hears when their referral is won and when the reward is paid", () => {
  it("mails the referrer once at won, in their language, with both rewards and how to choose", async () => {
    const id = await storeReferral({ ...validReferral, name: "Jürgen Öhler", email: "juergen@example.com", locale: "de" });
    await move(id, "contacted");
    expect(await rewardMails(id)).toEqual([]);
    expect(await (await move(id, "won")).json()).toEqual({ status: "won" });
    // Taken back and won again: the referrer already knows, no second mail.
    await staffFetch(`/api/staff/leads/${id}/status/undo`, { body: {} });
    await move(id, "won");
    const mails = await rewardMails(id);
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([["referral_reward_won", "juergen@example.com"]]);
    const { message } = mails[0]!;
    expect(message.subject).toBe("Ihre Empfehlung wurde zum Projekt – wählen Sie Ihre Prämie");
    expect(message.replyTo?.email).toMatch(/@/);
    expect(message.text).toContain("500\u00a0€ Rabatt auf Ihr nächstes Projekt");
    expect(message.text).toContain("einen Gutschein über 250\u00a0€");
    expect(message.text).toContain("Antworten Sie einfach auf diese E-Mail");
    expect(message.text.split("\n")[0]).toContain("Jürgen Öhler");
    // The reply's subject names the referral, so staff match the answer to it.
    const created = (await env.DB.prepare("SELECT created_at FROM referrals WHERE id = ?1").bind(id).first<{ created_at: string }>())!;
    const day = new Intl.DateTimeFormat("de-AT", { dateStyle: "long", timeZone: "Europe/Vienna" }).format(new Date(created.created_at));
    const reply = /href="mailto:[^"?]+\?subject=([^"]+)"/.exec(message.html)?.[1] ?? "";
    expect(decodeURIComponent(reply)).toBe(`Meine Prämie für die Empfehlung vom ${day} (${id})`);
    // The recommended company is never named to an address nobody verified.
    expect(message.text).not.toContain(validReferral.referralCompany);
    expect(message.html).not.toContain(validReferral.referralCompany);
  });

  it("mails the referrer once when the reward is paid: which one, its amount and the day", async () => {
    const id = await storeReferral({ ...validReferral, email: "paid@example.com" });
    await move(id, "contacted");
    await move(id, "won");
    const paid = await staffFetch(`/api/staff/leads/${id}/work`, { body: { reward: "gift_card", paidOn: "2026-11-30" } });
    expect(await paid.json()).toEqual({ changed: ["reward", "reward_paid_on"], noteId: null, status: "rewarded" });
    await staffFetch(`/api/staff/leads/${id}/work`, { body: { reward: "gift_card", paidOn: "2026-12-01" } });
    const mails = await rewardMails(id);
    expect(mails.map((m) => m.kind)).toEqual(["referral_reward_won", "referral_reward_paid"]);
    const won = /href="mailto:[^"?]+\?subject=([^"]+)"/.exec(mails[0]!.message.html)?.[1] ?? "";
    expect(decodeURIComponent(won)).toMatch(new RegExp(`^My reward for the recommendation of \\d{1,2} \\w+ \\d{4} \\(${id}\\)$`));
    const { message } = mails[1]!;
    expect(message.subject).toBe("We have sent you a €250 gift card");
    expect(message.text).toContain("On 30 November 2026 we sent you a €250 gift card.");
  });

  it("books a discount through the lead page's one save, and tells no inquiry's sender of rewards", async () => {
    const id = await storeReferral({ ...validReferral, email: "discount@example.com", locale: "de" });
    await move(id, "contacted");
    await move(id, "won");
    await staffFetch(`/api/staff/leads/${id}/work`, { body: { reward: "discount", paidOn: "2026-12-02" } });
    const [, paid] = await rewardMails(id);
    expect(paid?.message.text).toContain("Am 2. Dezember 2026 haben wir Ihnen 500\u00a0€ Rabatt auf Ihr nächstes Projekt gutgeschrieben");
  });

  it("tells the referrer of a reward moved to rewarded by its status alone, dated the day of the move", async () => {
    const id = await storeReferral({ ...validReferral, email: "status-only@example.com" });
    for (const status of ["contacted", "won"]) await move(id, status);
    await staffFetch(`/api/staff/leads/${id}/work`, { body: { reward: "gift_card", paidOn: null } });
    expect(await (await move(id, "rewarded")).json()).toEqual({ status: "rewarded" });
    const [, paid] = await rewardMails(id);
    const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Vienna" }).format(new Date());
    expect(paid?.message.text).toContain(`On ${today} we sent you a €250 gift card.`);
  });

  it("goes with the referrer when their address is erased", async () => {
    const id = await storeReferral({ ...validReferral, email: "erase-me@example.com" });
    await move(id, "contacted");
    await move(id, "won");
    expect(await rewardMails(id)).toHaveLength(1);
    const erased = await staffFetch("/api/staff/erasure", { body: { email: "erase-me@example.com", confirm: "erase-me@example.com" } });
    expect(erased.status).toBe(200);
    expect(await rewardMails(id)).toEqual([]);
  });
});
