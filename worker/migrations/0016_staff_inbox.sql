-- The staff inbox's work on a lead. Nothing here is overwritten without a trace: every
-- change also writes a `lead_history` row (who, what, when). Erasure removes a person's
-- work rows, notes and history with the lead itself. `lead_id` is an inq_... or ref_... id.

-- The lead's current owner, next step and (referrals) reward: one row per lead worked on.
CREATE TABLE lead_work (
  lead_id TEXT PRIMARY KEY,
  owner TEXT NOT NULL DEFAULT '',      -- a staff address, '' when nobody owns it
  next_step_on TEXT,                   -- YYYY-MM-DD on the agency's calendar, NULL when none
  reward TEXT CHECK (reward IS NULL OR reward IN ('discount', 'gift_card')),
  reward_paid_on TEXT,                 -- YYYY-MM-DD, NULL until paid
  updated_at TEXT NOT NULL
);
CREATE INDEX lead_work_next_step_on ON lead_work (next_step_on);

-- Notes staff write on a lead, oldest first.
CREATE TABLE lead_notes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  author TEXT NOT NULL,                -- the staff address of the Access token
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX lead_notes_lead_id ON lead_notes (lead_id);

-- Every change staff made to a lead: status, note, owner, next step, reward. `detail` is
-- JSON ({"from": ..., "to": ...} or {"note": id}).
CREATE TABLE lead_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  actor TEXT NOT NULL,                 -- the staff address
  action TEXT NOT NULL CHECK (action IN ('status', 'note', 'owner', 'next_step', 'reward', 'reward_paid')),
  detail TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX lead_history_lead_id ON lead_history (lead_id);

-- One row per agency day the digest was queued for, so a retried or repeated cron run
-- never mails the same day twice.
CREATE TABLE staff_digests (
  day TEXT PRIMARY KEY,                -- YYYY-MM-DD, Vienna
  queued_at TEXT NOT NULL
);
