-- When a mailbox last got a mail that a stranger can trigger (an acknowledgement of an
-- inquiry or referral, a newsletter confirmation), so each kind reaches one mailbox at
-- most once per window however the address is spelled. `mailbox` is the SHA-256 of the
-- address's mailbox key (contract/email.ts mailboxKey: no +tag, no dots at gmail.com), so
-- the table holds no address. Rows go two days after `sent_at` (the longest window is a day).
CREATE TABLE mailbox_caps (
  purpose TEXT NOT NULL CHECK (purpose IN ('acknowledgement', 'newsletter_confirmation')),
  mailbox TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (purpose, mailbox)
);

-- Which funnel events one opening of the questionnaire has counted: the widget makes a
-- random opening id per opening (nothing about the visitor), and each opening counts at
-- most one event per step; a step, submit or fail counts only for an opening that was
-- opened. Rows go two days after `created_at`: the day's counters are what stays.
CREATE TABLE funnel_openings (
  opening TEXT NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('open', 'step', 'submit', 'fail')),
  step INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (opening, event, step)
) WITHOUT ROWID;
