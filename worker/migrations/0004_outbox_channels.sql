-- The outbox delivers webhook calls as well as mail. `channel` says which: a 'webhook' row
-- holds the target URL in `recipient`, the event type (inquiry.created, ...) in `kind` and
-- `subject`, and {"url", "body"} in `message`. A channel whose transport is not configured
-- is never claimed, so its rows wait as pending instead of counting as sent.
ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'mail' CHECK (channel IN ('mail', 'webhook'));
DROP INDEX outbox_due;
CREATE INDEX outbox_due ON outbox (status, channel, next_attempt_at);
