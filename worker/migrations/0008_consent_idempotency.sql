-- Consents honour Idempotency-Key like the lead endpoints: the banner retries a failed
-- record with the same key, and a retry must answer the first record instead of storing
-- the proof twice. SQLite cannot add a UNIQUE column with ALTER TABLE; a unique index does
-- the same (and, like the lead tables' UNIQUE columns, lets any number of rows hold NULL:
-- requests without a key, and keys that retention cleared after their retry window).
ALTER TABLE consents ADD COLUMN idempotency_key TEXT;
ALTER TABLE consents ADD COLUMN idempotency_body_hash TEXT;
CREATE UNIQUE INDEX consents_idempotency_key ON consents (idempotency_key);
