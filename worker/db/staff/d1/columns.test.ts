import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { leadColumnAccess } from "../../../../contract/lead/columns/access.ts";
import type { LeadTableKind } from "../../../../contract/lead/ids.ts";
import { post, validInquiry } from "../../../testing/http.ts";
import { leadTables } from "../../leads/statements/lead-tables.ts";
import { readStaffLead } from "./leads.ts";

/** `table.column` for every column a lead table has and `leadColumnAccess` does not declare, and every declared column it lacks. */
async function undeclaredColumns(db: D1Database): Promise<{ undeclared: string[]; missing: string[] }> {
  const undeclared: string[] = [];
  const missing: string[] = [];
  for (const kind of Object.keys(leadTables) as LeadTableKind[]) {
    const { table } = leadTables[kind];
    const { results } = await db.prepare("SELECT name FROM pragma_table_info(?1)").bind(table).all<{ name: string }>();
    const stored = results.map((r) => r.name);
    const declared = Object.keys(leadColumnAccess[kind]);
    undeclared.push(...stored.filter((c) => !declared.includes(c)).map((c) => `${table}.${c}`));
    missing.push(...declared.filter((c) => !stored.includes(c)).map((c) => `${table}.${c}`));
  }
  return { undeclared, missing };
}

// The lead page, the CLI's `show` and every export read the lead tables whole and leave out
// what is declared internal: a column the declaration does not know is one nobody decided on.
describe("which lead columns staff see", () => {
  it("is declared for every column of every lead table the migrations create, and for no column they lack", async () => {
    // On failure: declare each column named here in `leadColumnAccess` (contract/lead/columns/access.ts).
    expect(await undeclaredColumns(env.DB)).toEqual({ undeclared: [], missing: [] });
  });

  it("fails for a migration that adds a column, which a lead's page does not show meanwhile", async () => {
    const { id } = (await (await post("/api/inquiries", validInquiry)).json()) as { id: string };
    // Storage is this file's own: the column exists only here.
    await env.DB.exec("ALTER TABLE project_inquiries ADD COLUMN magic_token TEXT");
    try {
      await env.DB.prepare("UPDATE project_inquiries SET magic_token = 'secret' WHERE id = ?1").bind(id).run();
      expect(await undeclaredColumns(env.DB)).toEqual({ undeclared: ["project_inquiries.magic_token"], missing: [] });
      const record = await readStaffLead(env.DB, id);
      expect(record?.lead.contact_email).toBe(validInquiry.email);
      expect(record?.lead).not.toHaveProperty("magic_token");
      expect(record?.lead).not.toHaveProperty("booking_token");
    } finally {
      await env.DB.exec("ALTER TABLE project_inquiries DROP COLUMN magic_token");
    }
  });
});
