-- E-mail addresses are stored in one normal form (trimmed, Unicode NFC, lower-case in full
-- Unicode: contract/email.ts normalizeEmail), so the referral's "must differ", a repeated
-- newsletter sign-up and the staff CLI's `forget` compare like with like.
-- This migration does what SQL can: SQLite's lower() folds only A-Z and SQL has no NFC, so
-- here only ASCII case and spaces. Rows with other characters are rewritten in code
-- (worker/db/system/d1/addresses.ts normaliseStoredAddresses, run by the cron until the marker at the
-- end of this file says it is done).

UPDATE project_inquiries SET contact_email = lower(trim(contact_email)) WHERE contact_email <> lower(trim(contact_email));
UPDATE referrals SET email = lower(trim(email)) WHERE email <> lower(trim(email));
UPDATE referrals SET referral_email = lower(trim(referral_email)) WHERE referral_email <> lower(trim(referral_email));

-- newsletter_subscribers.email is UNIQUE: rows that become one address keep the most
-- advanced (confirmed > unsubscribed > pending; then the oldest, then the smallest id),
-- the others go, with their mail: row s loses when some t with its address ranks higher.
-- The sign-up lower-cased in JavaScript already, so this is rare.
DELETE FROM outbox WHERE lead_id IN (
  SELECT s.id FROM newsletter_subscribers s JOIN newsletter_subscribers t ON t.id <> s.id AND lower(trim(t.email)) = lower(trim(s.email))
  WHERE (CASE t.status WHEN 'confirmed' THEN 2 WHEN 'unsubscribed' THEN 1 ELSE 0 END, s.created_at, s.id)
      > (CASE s.status WHEN 'confirmed' THEN 2 WHEN 'unsubscribed' THEN 1 ELSE 0 END, t.created_at, t.id)
);
DELETE FROM newsletter_subscribers WHERE id IN (
  SELECT s.id FROM newsletter_subscribers s JOIN newsletter_subscribers t ON t.id <> s.id AND lower(trim(t.email)) = lower(trim(s.email))
  WHERE (CASE t.status WHEN 'confirmed' THEN 2 WHEN 'unsubscribed' THEN 1 ELSE 0 END, s.created_at, s.id)
      > (CASE s.status WHEN 'confirmed' THEN 2 WHEN 'unsubscribed' THEN 1 ELSE 0 END, t.created_at, t.id)
);
UPDATE newsletter_subscribers SET email = lower(trim(email)) WHERE email <> lower(trim(email));

-- 'pending' until normaliseStoredAddresses has rewritten the rows SQL could not.
INSERT OR REPLACE INTO app_meta (key, value) VALUES ('addresses_normalised', 'pending');
