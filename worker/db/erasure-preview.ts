import type { ErasureLead } from "../../contract/staff.ts";
import type { Erasure } from "./erasure-plan.ts";

// A list of ids as one parameter: D1 binds at most 100 values per statement, a person may have more leads.
const IN_LIST = "IN (SELECT value FROM json_each(?1))";

/**
 * The leads an erasure reaches, named (who, which company, when), newest first: staff see
 * whom they erase before they type the address again. A referral the person only appears
 * in stays for its referrer and is named by the person recommended.
 */
export async function erasureLeads(db: D1Database, erasure: Erasure): Promise<ErasureLead[]> {
  const [inquiries, referrals] = await db.batch<Omit<ErasureLead, "type" | "fate"> & { anonymise: number }>([
    db
      .prepare(
        `SELECT id, created_at, contact_name AS name, company_name AS company, 0 AS anonymise FROM project_inquiries WHERE id ${IN_LIST}`,
      )
      .bind(JSON.stringify(erasure.inquiries)),
    db
      .prepare(
        "SELECT id, created_at, " +
          "CASE WHEN id IN (SELECT value FROM json_each(?2)) THEN referral_name ELSE name END AS name, " +
          "CASE WHEN id IN (SELECT value FROM json_each(?2)) THEN referral_company ELSE company_name END AS company, " +
          `id IN (SELECT value FROM json_each(?2)) AS anonymise FROM referrals WHERE id ${IN_LIST}`,
      )
      .bind(JSON.stringify([...erasure.referrals, ...erasure.anonymise]), JSON.stringify(erasure.anonymise)),
  ]);
  const lead =
    (type: ErasureLead["type"]) =>
    (r: Omit<ErasureLead, "type" | "fate"> & { anonymise: number }): ErasureLead => ({
      id: r.id,
      type,
      name: r.name,
      company: r.company,
      created_at: r.created_at,
      fate: r.anonymise ? "anonymised" : "erased",
    });
  return [...(inquiries?.results ?? []).map(lead("inquiry")), ...(referrals?.results ?? []).map(lead("referral"))].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
}
