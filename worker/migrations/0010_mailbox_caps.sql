-- When a mailbox last got a mail that a stranger can trigger (an acknowledgement of an
-- inquiry or referral, a newsletter confirmation), so each kind reaches one mailbox at
-- most once per window however the address is spelled. `mailbox` is the SHA-256 of the
-- address's mailbox key (contract/email.ts mailboxKey: no +tag, no dots at gmail.com), so
-- the table holds no address. Rows go a day after `sent_at` (the longest window).
CREATE TABLE mailbox_caps (
  purpose TEXT NOT NULL CHECK (purpose IN ('acknowledgement', 'newsletter_confirmation')),
  mailbox TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (purpose, mailbox)
);
