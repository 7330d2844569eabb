-- Inquiries get a lifecycle like referrals, so staff can tell a lead they answered from
-- one nobody has touched: 'new' at insert (the DEFAULT: the Worker's INSERT names no
-- status, and every existing row becomes 'new' here), then forward only:
-- new > contacted > booked > won, or lost from any state that is not final.
-- 'booked' is set when a call is booked through the booking page; staff set the others
-- with `npm run leads -- inquiry <id> contacted|won|lost`, which records the time.
ALTER TABLE project_inquiries ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'booked', 'won', 'lost'));
ALTER TABLE project_inquiries ADD COLUMN status_changed_at TEXT;
CREATE INDEX project_inquiries_status ON project_inquiries (status);
