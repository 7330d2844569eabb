-- What a buyer tells us on the questionnaire's contact step: how to address them
-- ('' | 'ms' | 'mr'), their role (a short text) and what they want first ('' | 'call' |
-- 'references' | 'dpa' | 'estimate'). Rows from before answered none of them.
ALTER TABLE project_inquiries ADD COLUMN salutation TEXT NOT NULL DEFAULT '';
ALTER TABLE project_inquiries ADD COLUMN contact_role TEXT NOT NULL DEFAULT '';
ALTER TABLE project_inquiries ADD COLUMN first_need TEXT NOT NULL DEFAULT '';
