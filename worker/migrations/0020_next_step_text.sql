-- What the next step is, beside its date: "Angebot schicken", "Anna zurückrufen". It can
-- name a person, so erasure clears it with the lead (the declaration lists it as free text).
ALTER TABLE lead_work ADD COLUMN next_step_text TEXT NOT NULL DEFAULT '';

-- lead_history's CHECK lists the actions it records; SQLite cannot change a CHECK in
-- place, so the table is rebuilt with the new action, keeping every row and its id.
CREATE TABLE lead_history_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  lead_id TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('status', 'note', 'owner', 'next_step', 'next_step_text', 'reward', 'reward_paid')),
  detail TEXT NOT NULL,
  at TEXT NOT NULL
);
INSERT INTO lead_history_new (id, lead_id, actor, action, detail, at) SELECT id, lead_id, actor, action, detail, at FROM lead_history;
DROP TABLE lead_history;
ALTER TABLE lead_history_new RENAME TO lead_history;
CREATE INDEX lead_history_lead_id ON lead_history (lead_id);
