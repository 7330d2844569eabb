-- The questionnaire funnel: how many visitors opened it, reached step 2, 3 and the
-- summary (4), submitted, or saw a submission fail, per UTC day, source and language.
-- Counts only: one row per day/source/lang/event/step that is incremented in place
-- (INSERT ... ON CONFLICT DO UPDATE), never a row per event, so nothing here can be tied
-- to a visit or a person.
CREATE TABLE funnel_counts (
  day TEXT NOT NULL,                   -- UTC date, 'YYYY-MM-DD'
  source TEXT NOT NULL,                -- page path ('/internal-tools'), partner id, or page origin
  lang TEXT NOT NULL CHECK (lang IN ('en', 'de')),
  event TEXT NOT NULL CHECK (event IN ('open', 'step', 'submit', 'fail')),
  -- 2, 3 or 4 for 'step'; 0 for the others (not NULL: NULLs never collide in a key, so
  -- the upsert would insert a second row instead of counting).
  step INTEGER NOT NULL CHECK ((event = 'step' AND step IN (2, 3, 4)) OR (event <> 'step' AND step = 0)),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, source, lang, event, step)
) WITHOUT ROWID;
