-- Where each lead came from, and the values a partner's page passed through the form.
-- `attribution` is the contract's attribution object as JSON (UTM values, the referrer's
-- origin, landing and page paths, the session's first touch), NULL when none was sent.
-- `hidden_fields` is the partner's hidden fields as a JSON object, NULL when none; they
-- reach staff, webhooks and exports, never a mail to the visitor.
-- `campaign` is the lead's utm_campaign (else the first touch's), '' when none, in a
-- column of its own so `leads list --campaign` and the funnel can filter and group by it.
ALTER TABLE project_inquiries ADD COLUMN attribution TEXT;
ALTER TABLE project_inquiries ADD COLUMN hidden_fields TEXT;
ALTER TABLE project_inquiries ADD COLUMN campaign TEXT NOT NULL DEFAULT '';
CREATE INDEX project_inquiries_campaign ON project_inquiries (campaign);
ALTER TABLE referrals ADD COLUMN attribution TEXT;
ALTER TABLE referrals ADD COLUMN campaign TEXT NOT NULL DEFAULT '';

-- The funnel is counted per campaign too, and gets the stage 'booked' (a call booked
-- through the calendar, reported by its webhook). `campaign` is part of the key, so the
-- table is rebuilt: SQLite cannot change a primary key in place. Existing counts keep
-- campaign ''. Still counts only: nothing here ties a row to a visit or a person.
CREATE TABLE funnel_counts_new (
  day TEXT NOT NULL,
  source TEXT NOT NULL,
  campaign TEXT NOT NULL DEFAULT '',   -- the visitor's utm_campaign, '' when none
  lang TEXT NOT NULL CHECK (lang IN ('en', 'de')),
  event TEXT NOT NULL CHECK (event IN ('open', 'step', 'submit', 'fail', 'booked')),
  step INTEGER NOT NULL CHECK ((event = 'step' AND step IN (2, 3, 4)) OR (event <> 'step' AND step = 0)),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, source, campaign, lang, event, step)
) WITHOUT ROWID;
INSERT INTO funnel_counts_new (day, source, campaign, lang, event, step, count)
  SELECT day, source, '', lang, event, step, count FROM funnel_counts;
DROP TABLE funnel_counts;
ALTER TABLE funnel_counts_new RENAME TO funnel_counts;
