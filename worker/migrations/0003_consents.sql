-- Proof of consent (GDPR art. 7(1): the controller must be able to demonstrate consent).
-- Anonymous on purpose: a random id the browser keeps, the choice, the banner revision,
-- the language, where it was given and when. No IP address, no user agent.
CREATE TABLE consents (
  id TEXT PRIMARY KEY,                 -- con_ + 16 base32 characters
  consent_id TEXT NOT NULL,            -- the browser's random id (one per choice)
  created_at TEXT NOT NULL,
  functional INTEGER NOT NULL CHECK (functional = 1),
  analytics INTEGER NOT NULL CHECK (analytics IN (0, 1)),
  revision INTEGER NOT NULL,
  locale TEXT NOT NULL,
  source TEXT NOT NULL                 -- the page's Origin, or ''
);
CREATE INDEX consents_created_at ON consents (created_at);
CREATE INDEX consents_consent_id ON consents (consent_id);
