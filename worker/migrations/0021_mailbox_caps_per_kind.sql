-- The once-a-day cap counts per kind of mail: an inquiry's acknowledgement no longer uses up
-- the day's slot of a referral's confirmation to the same address (a referrer who had sent an
-- inquiry that morning got no thanks). SQLite cannot change a CHECK, so the table is rebuilt.
CREATE TABLE mailbox_caps_per_kind (
  purpose TEXT NOT NULL CHECK (purpose IN ('inquiry_acknowledgement', 'referral_acknowledgement', 'newsletter_confirmation')),
  mailbox TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (purpose, mailbox)
);

-- A slot taken before this change may have been either acknowledgement: it holds both for
-- the rest of its day rather than let a second mail through.
INSERT INTO mailbox_caps_per_kind (purpose, mailbox, sent_at)
  SELECT 'inquiry_acknowledgement', mailbox, sent_at FROM mailbox_caps WHERE purpose = 'acknowledgement';
INSERT INTO mailbox_caps_per_kind (purpose, mailbox, sent_at)
  SELECT 'referral_acknowledgement', mailbox, sent_at FROM mailbox_caps WHERE purpose = 'acknowledgement';
INSERT INTO mailbox_caps_per_kind (purpose, mailbox, sent_at)
  SELECT purpose, mailbox, sent_at FROM mailbox_caps WHERE purpose = 'newsletter_confirmation';

DROP TABLE mailbox_caps;
ALTER TABLE mailbox_caps_per_kind RENAME TO mailbox_caps;
