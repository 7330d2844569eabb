import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { LeadKind } from "../../../../contract/lead/lifecycles.ts";
import { inlineQueries } from "../../../../scripts/leads/sql.ts";
import { responseWorkingDays } from "../../../config.ts";
import { holidays } from "../../../staff/settings.ts";
import { staffFetch } from "../../../staff/testing/access.ts";
import { addDays, deadlineAt, viennaClock } from "../../../staff/working-days.ts";
import { post, validInquiry, validReferral } from "../../../testing/http.ts";
import { type LeadListFilter, leadRowsQuery } from "./lead-list.ts";

async function store(path: "/api/inquiries" | "/api/referrals", body: object): Promise<string> {
  const res = await post(path, body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The ids the inbox's route lists for `query`. */
async function inbox(query: string): Promise<string[]> {
  const body = (await (await staffFetch(`/api/staff/leads?${query}`)).json()) as { leads: { id: string }[] };
  return body.leads.map((lead) => lead.id).sort();
}

/** The ids the CLI's `list` finds: the same statement, inlined as the CLI sends it to wrangler. */
async function cli(kind: LeadKind, filter: LeadListFilter): Promise<string[]> {
  const deadline = deadlineAt(new Date(), responseWorkingDays(env.RESPONSE_WORKING_DAYS), holidays(env.HOLIDAYS));
  const query = leadRowsQuery(kind, filter, deadline, { limit: 100 });
  const { results } = await env.DB.prepare(inlineQueries([query])).all<{ id: string }>();
  return results.map((row) => row.id).sort();
}

describe("one list for the inbox and the CLI", () => {
  it("finds the same leads by status, owner, overdue and search, whichever tool asks", async () => {
    const old = await store("/api/inquiries", { ...validInquiry, name: "Wilhelmine Überfällig" });
    const owned = await store("/api/inquiries", { ...validInquiry, name: "Otto Owned", companyName: "Zählwerk KG" });
    const ref = await store("/api/referrals", { ...validReferral, referralName: "Rosa Empfohlen", referralCompany: "Zählwerk OG" });
    await env.DB.prepare("UPDATE project_inquiries SET created_at = ?2 WHERE id = ?1")
      .bind(old, `${addDays(viennaClock(new Date()).day, -10)}T08:00:00.000Z`)
      .run();
    await env.DB.prepare("UPDATE project_inquiries SET status = 'contacted' WHERE id = ?1").bind(owned).run();
    const work = env.DB.prepare("INSERT INTO lead_work (lead_id, owner, updated_at) VALUES (?1, ?2, '2026-01-01T00:00:00.000Z')");
    await env.DB.batch([work.bind(owned, "eva@agency.test"), work.bind(ref, "eva@agency.test")]);

    const overdue = await inbox("type=inquiry&overdue=1");
    expect(overdue).toContain(old);
    expect(overdue).not.toContain(owned);
    expect(await cli("inquiry", { overdue: true })).toEqual(overdue);

    const eva = await inbox("type=referral&owner=EVA@agency.test");
    expect(eva).toEqual([ref]);
    expect(await cli("referral", { owner: "eva@agency.test" })).toEqual(eva);

    // The person recommended's company, in another case: the contract's person columns for both.
    expect(await inbox("type=inquiry&search=zählwerk")).toEqual([owned]);
    expect(await cli("inquiry", { search: "ZÄHLWERK" })).toEqual([owned]);
    expect(await cli("referral", { search: "zählwerk" })).toEqual(await inbox("type=referral&search=Zählwerk"));

    expect(await cli("inquiry", { statuses: ["contacted"], owner: "eva@agency.test" })).toEqual(
      await inbox("type=inquiry&status=contacted&owner=eva@agency.test"),
    );
  });
});
