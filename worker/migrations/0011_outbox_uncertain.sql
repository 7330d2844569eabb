-- How many attempts of a row ended without a definite answer: a timeout, a lost connection
-- or a runner that died after it may have handed the message over. The provider may have
-- accepted such an attempt, so the row is repeated at most once more (with the same
-- Message-ID and webhook-id, which receivers use to drop a repeat) and goes dead after a
-- second uncertain end instead of being sent again and again.
ALTER TABLE outbox ADD COLUMN uncertain INTEGER NOT NULL DEFAULT 0;
