-- Leads, newsletter subscribers and the mail outbox. Column names say what they hold so
-- staff can read everything with `wrangler d1 execute agency-leads --command "select ..."`.
-- Timestamps are UTC ISO 8601 strings (`2026-05-01T09:30:00.000Z`): they sort and compare
-- as text.

-- One row per questionnaire submission.
CREATE TABLE project_inquiries (
  id TEXT PRIMARY KEY,                 -- inq_ + 16 base32 characters
  created_at TEXT NOT NULL,
  locale TEXT NOT NULL,                -- 'en' | 'de' | '' (unknown)
  source TEXT NOT NULL,                -- partner id, else the page's Origin, else ''
  idempotency_key TEXT UNIQUE,         -- the client's Idempotency-Key header, if it sent one
  project_type TEXT NOT NULL,
  project_description TEXT NOT NULL,
  project_timeline TEXT NOT NULL,
  company_name TEXT NOT NULL,
  company_size TEXT NOT NULL,
  industry TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_phone TEXT NOT NULL
);
CREATE INDEX project_inquiries_created_at ON project_inquiries (created_at);
CREATE INDEX project_inquiries_contact_email ON project_inquiries (contact_email);

-- One row per referral. `status` moves forward from 'new'.
CREATE TABLE referrals (
  id TEXT PRIMARY KEY,                 -- ref_ + 16 base32 characters
  created_at TEXT NOT NULL,
  locale TEXT NOT NULL,
  source TEXT NOT NULL,
  idempotency_key TEXT UNIQUE,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  company_name TEXT NOT NULL,
  referral_name TEXT NOT NULL,
  referral_email TEXT NOT NULL,
  referral_company TEXT NOT NULL,
  -- The referrer confirmed that the referred person agreed to be contacted.
  contact_confirmed INTEGER NOT NULL CHECK (contact_confirmed IN (0, 1)),
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'won', 'rewarded', 'declined')),
  status_changed_at TEXT
);
CREATE INDEX referrals_created_at ON referrals (created_at);
CREATE INDEX referrals_email ON referrals (email);
CREATE INDEX referrals_referral_email ON referrals (referral_email);

-- Double opt-in: a sign-up stays 'pending' until its confirmation link is opened.
-- Tokens are stored as SHA-256 hashes: a leaked table cannot confirm or unsubscribe anyone.
CREATE TABLE newsletter_subscribers (
  id TEXT PRIMARY KEY,                 -- sub_ + 16 base32 characters
  email TEXT NOT NULL UNIQUE,          -- lower-cased
  locale TEXT NOT NULL,
  source TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  confirm_token_hash TEXT UNIQUE,
  unsubscribe_token_hash TEXT UNIQUE,
  created_at TEXT NOT NULL,
  confirmation_sent_at TEXT,           -- last confirmation mail queued (at most one an hour)
  confirmed_at TEXT,
  unsubscribed_at TEXT
);

-- One row per mail to send. The message is rendered when the lead is stored, so what is
-- here is exactly what goes out. Delivery claims a row (claim_token, claimed_until) before
-- sending, so two runners never send the same row.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,                 -- out_ + 16 base32 characters
  kind TEXT NOT NULL,                  -- inquiry_notification | referral_notification | newsletter_confirmation
  lead_id TEXT NOT NULL,               -- inq_..., ref_... or sub_...
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,               -- JSON: from, to, reply_to, subject, text, html
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'dead')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  claim_token TEXT,
  claimed_until TEXT,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_lead_id ON outbox (lead_id);
