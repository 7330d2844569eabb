-- Funnel events are separate beacons and may arrive out of order: a step can reach the API
-- before its opening's `open`. Such an event is recorded with `counted = 0` and counted when
-- the `open` arrives, so the counts are per opening, not per arrival order. Rows already
-- stored were counted when they arrived.
ALTER TABLE funnel_openings ADD COLUMN counted INTEGER NOT NULL DEFAULT 1 CHECK (counted IN (0, 1));
