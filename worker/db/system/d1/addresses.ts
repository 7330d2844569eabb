/**
 * Brings addresses stored before normalisation into their normal form (contract/email.ts
 * normalizeEmail). Migration 0007 did what SQL can (ASCII case, spaces); this does the
 * rest, which needs JavaScript: Unicode case (`Ä`), NFC, and the newsletter rows that only
 * then turn out to be one address.
 */
import { normalizeEmail } from "../../../../contract/email.ts";

/** Rows rewritten (or merged away) by one run. */
export interface AddressBackfill {
  /** False when an earlier run already finished: nothing was read. */
  ran: boolean;
  inquiries: number;
  referrals: number;
  subscribers: number;
  /** Newsletter rows deleted because another row holds the same address (with their outbox rows). */
  mergedSubscribers: number;
}

const MARKER = "addresses_normalised";

// Rows that may not be in normal form: any character outside printable ASCII (GLOB ranges
// compare code points), or ASCII case and spaces the migration could not yet see.
const suspect = (column: string) => `(${column} GLOB '*[^ -~]*' OR ${column} <> lower(trim(${column})))`;

const RANK: Record<string, number> = { confirmed: 2, unsubscribed: 1, pending: 0 };

interface SubscriberRef {
  id: string;
  email: string;
  status: string;
  created_at: string;
}

/** True when `a` should be kept over `b`: the more advanced status, then the older row, then the smaller id. */
function outranks(a: SubscriberRef, b: SubscriberRef): boolean {
  const byStatus = (RANK[a.status] ?? 0) - (RANK[b.status] ?? 0);
  if (byStatus !== 0) return byStatus > 0;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at;
  return a.id < b.id;
}

/**
 * Rewrites every stored address not in normal form in one batch, then sets a marker so later
 * calls cost one read (`force` skips the marker). Newsletter rows that become one address
 * keep the most advanced (confirmed > unsubscribed > pending, then the oldest); the others
 * go with their outbox rows. A sign-up racing the batch fails it on the UNIQUE column:
 * nothing changes and the next run starts over. Resolves to what was changed.
 */
export async function normaliseStoredAddresses(db: D1Database, { force = false }: { force?: boolean } = {}): Promise<AddressBackfill> {
  const done = { ran: false, inquiries: 0, referrals: 0, subscribers: 0, mergedSubscribers: 0 };
  if (!force) {
    const marker = await db.prepare("SELECT value FROM app_meta WHERE key = ?1").bind(MARKER).first<{ value: string }>();
    if (marker?.value === "done") return done;
  }
  const [inquiries, referrals, subscribers] = await db.batch<Record<string, string>>([
    db.prepare(`SELECT id, contact_email FROM project_inquiries WHERE ${suspect("contact_email")}`),
    db.prepare(`SELECT id, email, referral_email FROM referrals WHERE ${suspect("email")} OR ${suspect("referral_email")}`),
    db.prepare(`SELECT id, email, status, created_at FROM newsletter_subscribers WHERE ${suspect("email")}`),
  ]);
  const statements: D1PreparedStatement[] = [];
  const report: AddressBackfill = { ...done, ran: true };

  for (const row of inquiries?.results ?? []) {
    const email = normalizeEmail(row.contact_email!);
    if (email === row.contact_email) continue;
    statements.push(db.prepare("UPDATE project_inquiries SET contact_email = ?2 WHERE id = ?1").bind(row.id, email));
    report.inquiries += 1;
  }
  for (const row of referrals?.results ?? []) {
    const [email, referralEmail] = [normalizeEmail(row.email!), normalizeEmail(row.referral_email!)];
    if (email === row.email && referralEmail === row.referral_email) continue;
    statements.push(db.prepare("UPDATE referrals SET email = ?2, referral_email = ?3 WHERE id = ?1").bind(row.id, email, referralEmail));
    report.referrals += 1;
  }

  // Every row that holds or will hold each normalised address: the suspects, plus rows
  // already in normal form that a suspect is about to collide with.
  const suspects = (subscribers?.results ?? []) as unknown as SubscriberRef[];
  const groups = new Map<string, SubscriberRef[]>();
  for (const row of suspects) groups.set(normalizeEmail(row.email), [...(groups.get(normalizeEmail(row.email)) ?? []), row]);
  const targets = [...groups.keys()];
  // Bound parameters per statement are limited (100 on D1): look the targets up in slices.
  for (let i = 0; i < targets.length; i += 90) {
    const slice = targets.slice(i, i + 90);
    const { results } = await db
      .prepare(
        `SELECT id, email, status, created_at FROM newsletter_subscribers WHERE email IN (${slice.map((_, n) => `?${n + 1}`).join(", ")})`,
      )
      .bind(...slice)
      .all<SubscriberRef>();
    for (const row of results) {
      const group = groups.get(row.email)!;
      if (!group.some((member) => member.id === row.id)) group.push(row);
    }
  }
  const deletes: D1PreparedStatement[] = [];
  const updates: D1PreparedStatement[] = [];
  for (const [email, group] of groups) {
    const keep = group.reduce((best, row) => (outranks(row, best) ? row : best));
    for (const row of group) {
      if (row === keep) continue;
      deletes.push(db.prepare("DELETE FROM outbox WHERE lead_id = ?1").bind(row.id));
      deletes.push(db.prepare("DELETE FROM newsletter_subscribers WHERE id = ?1").bind(row.id));
      report.mergedSubscribers += 1;
    }
    if (keep.email !== email) {
      updates.push(db.prepare("UPDATE newsletter_subscribers SET email = ?2 WHERE id = ?1").bind(keep.id, email));
      report.subscribers += 1;
    }
  }
  // Deletes before updates: the kept row takes the address only once the others gave it up.
  statements.push(...deletes, ...updates);
  statements.push(db.prepare("INSERT OR REPLACE INTO app_meta (key, value) VALUES (?1, 'done')").bind(MARKER));
  await db.batch(statements);
  return report;
}
