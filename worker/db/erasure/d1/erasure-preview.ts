/** The erasure preview's one read: staff see whom they erase before they type the address again. */
import { personColumns } from "../../../../contract/lead/columns/people.ts";
import type { ErasureLead } from "../../../../contract/staff/api.ts";
import type { Erasure } from "../statements/erasure-shape.ts";

// A list of ids as one parameter: D1 binds at most 100 values per statement, a person may have more leads.
const IN_LIST = "IN (SELECT value FROM json_each(?1))";

type PreviewRow = Omit<ErasureLead, "type" | "fate" | "referred"> & {
  anonymise: number;
  referred_name: string | null;
  referred_company: string | null;
};

/** The row as the preview names it: an erased referral also names the person recommended, who goes with it. */
const leadOf =
  (type: ErasureLead["type"]) =>
  (r: PreviewRow): ErasureLead => ({
    id: r.id,
    type,
    name: r.name,
    company: r.company,
    created_at: r.created_at,
    fate: r.anonymise ? "anonymised" : "erased",
    referred: r.referred_name || r.referred_company ? { name: r.referred_name ?? "", company: r.referred_company ?? "" } : null,
  });

/**
 * The leads an erasure reaches, named (who, which company, when), newest first. A referral
 * the person only appears in stays for its referrer and is named by the person recommended;
 * one the person made goes whole, so it also names the person recommended, whose contact goes with it.
 */
export async function erasureLeads(db: D1Database, erasure: Erasure): Promise<ErasureLead[]> {
  const { person: contact } = personColumns.inquiries;
  const { person: referred, referrer } = personColumns.referrals;
  // A referral kept (anonymised) is named by the person recommended; one erased, by its referrer.
  const keptOr = (kept: string, erased: string) => `CASE WHEN id IN kept THEN ${kept} ELSE ${erased} END`;
  const [inquiries, referrals] = await db.batch<PreviewRow>([
    db
      .prepare(
        `SELECT id, created_at, ${contact.name} AS name, ${contact.company} AS company, 0 AS anonymise, NULL AS referred_name, ` +
          `NULL AS referred_company FROM project_inquiries WHERE id ${IN_LIST}`,
      )
      .bind(JSON.stringify(erasure.inquiries)),
    db
      .prepare(
        `WITH kept AS (SELECT value AS id FROM json_each(?2)) SELECT id, created_at, ${keptOr(referred.name, referrer.name)} AS name, ` +
          `${keptOr(referred.company, referrer.company)} AS company, id IN kept AS anonymise, ${keptOr("NULL", referred.name)} AS referred_name, ` +
          `${keptOr("NULL", referred.company)} AS referred_company FROM referrals WHERE id ${IN_LIST}`,
      )
      .bind(JSON.stringify([...erasure.referrals, ...erasure.anonymise]), JSON.stringify(erasure.anonymise)),
  ]);
  return [...(inquiries?.results ?? []).map(leadOf("inquiry")), ...(referrals?.results ?? []).map(leadOf("referral"))].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  );
}
