-- The kit speaks five languages (English, German, French, Italian, Spanish): the funnel
-- counts each. The language is part of the key and its CHECK cannot be changed in place,
-- so the table is rebuilt with every count kept.
CREATE TABLE funnel_counts_new (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL DEFAULT '',   -- the visitor's utm_campaign, '' when none
  lang TEXT NOT NULL CHECK (lang IN ('en', 'de', 'fr', 'it', 'es')),
  event TEXT NOT NULL CHECK (event IN ('open', 'step', 'submit', 'fail', 'booked')),
  step INTEGER NOT NULL CHECK ((event = 'step' AND step IN (2, 3, 4)) OR (event <> 'step' AND step = 0)),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, source, campaign, lang, event, step)
) WITHOUT ROWID;
INSERT INTO funnel_counts_new (day, source, campaign, lang, event, step, count)
  SELECT day, source, campaign, lang, event, step, count FROM funnel_counts;
DROP TABLE funnel_counts;
ALTER TABLE funnel_counts_new RENAME TO funnel_counts;
