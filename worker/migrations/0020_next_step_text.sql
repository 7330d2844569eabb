-- What the next step is ("Angebot schicken"), beside the day it is due: a date alone did not
-- tell the office what to do. Free text about the lead, erased with the lead's work row.
ALTER TABLE lead_work ADD COLUMN next_step_text TEXT NOT NULL DEFAULT '';
