-- Booking the call inside the questionnaire.
--
-- 1. Inquiries: a call booked and then cancelled is 'cancelled' (from there a new booking
--    makes it 'booked' again, and staff may set contacted, won or lost), and each inquiry
--    has a booking token: only a booking that carries the inquiry's id AND this token
--    (ours, or Cal.com's webhook echoing its metadata) changes its status. The CHECK
--    cannot be changed in place, so the table is rebuilt with every row kept; rows from
--    before get a token of their own, so the booking links already sent keep working only
--    through an e-mail match, which never changes a status.
CREATE TABLE project_inquiries_new (
  id TEXT PRIMARY KEY,                 -- inq_ + 16 base32 characters
  created_at TEXT NOT NULL,
  locale TEXT NOT NULL,                -- 'en' | 'de' | 'fr' | 'it' | 'es' | '' (unknown)
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
  contact_phone TEXT NOT NULL,
  idempotency_body_hash TEXT,
  status TEXT NOT NULL DEFAULT 'new'
    CHECK (status IN ('new', 'contacted', 'booked', 'cancelled', 'won', 'lost')),
  status_changed_at TEXT,
  attribution TEXT,
  hidden_fields TEXT,
  campaign TEXT NOT NULL DEFAULT '',
  booking_token TEXT                   -- 32 base64url characters; proves a booking is the visitor's own
);
INSERT INTO project_inquiries_new (id, created_at, locale, source, idempotency_key, project_type, project_description,
  project_timeline, company_name, company_size, industry, contact_name, contact_email, contact_phone,
  idempotency_body_hash, status, status_changed_at, attribution, hidden_fields, campaign, booking_token)
  SELECT id, created_at, locale, source, idempotency_key, project_type, project_description,
    project_timeline, company_name, company_size, industry, contact_name, contact_email, contact_phone,
    idempotency_body_hash, status, status_changed_at, attribution, hidden_fields, campaign,
    hex(randomblob(16))
  FROM project_inquiries;
DROP TABLE project_inquiries;
ALTER TABLE project_inquiries_new RENAME TO project_inquiries;
CREATE INDEX project_inquiries_created_at ON project_inquiries (created_at);
CREATE INDEX project_inquiries_contact_email ON project_inquiries (contact_email);
CREATE INDEX project_inquiries_status ON project_inquiries (status);
CREATE INDEX project_inquiries_campaign ON project_inquiries (campaign);

-- 2. Bookings: the calendar's iCalUID (our .ics updates the same event instead of adding
--    a second), where the call happens, and the booking a reschedule replaces, so events
--    that arrive out of order still end in the right state.
ALTER TABLE bookings ADD COLUMN ical_uid TEXT;
ALTER TABLE bookings ADD COLUMN location TEXT;
ALTER TABLE bookings ADD COLUMN replaces_uid TEXT;
CREATE INDEX bookings_uid ON bookings (uid);
CREATE INDEX bookings_replaces_uid ON bookings (replaces_uid);

-- 3. Erased inquiries: `forget` keeps only their ids, so a replayed booking webhook cannot
--    bring an erased person's name and address back.
CREATE TABLE erased_leads (
  id TEXT PRIMARY KEY,
  erased_at TEXT NOT NULL
) WITHOUT ROWID;

-- 4. The funnel counts free times shown in the dialog and cancelled bookings (a lead whose
--    only booking was cancelled no longer counts as booked).
CREATE TABLE funnel_counts_new (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL DEFAULT '',   -- the visitor's utm_campaign, '' when none
  lang TEXT NOT NULL CHECK (lang IN ('en', 'de', 'fr', 'it', 'es')),
  event TEXT NOT NULL CHECK (event IN ('open', 'step', 'submit', 'fail', 'times_shown', 'booked', 'cancelled')),
  step INTEGER NOT NULL CHECK ((event = 'step' AND step IN (2, 3, 4)) OR (event <> 'step' AND step = 0)),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, source, campaign, lang, event, step)
) WITHOUT ROWID;
INSERT INTO funnel_counts_new (day, source, campaign, lang, event, step, count)
  SELECT day, source, campaign, lang, event, step, count FROM funnel_counts;
DROP TABLE funnel_counts;
ALTER TABLE funnel_counts_new RENAME TO funnel_counts;
CREATE TABLE funnel_openings_new (
  opening TEXT NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('open', 'step', 'submit', 'fail', 'times_shown', 'booked')),
  step INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (opening, event, step)
) WITHOUT ROWID;
INSERT INTO funnel_openings_new (opening, event, step, created_at) SELECT opening, event, step, created_at FROM funnel_openings;
DROP TABLE funnel_openings;
ALTER TABLE funnel_openings_new RENAME TO funnel_openings;
