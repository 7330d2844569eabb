-- Calls booked through the calendar (Cal.com's webhook): one row per booking uid and
-- event, so a replayed webhook changes nothing. `lead_id` is the inquiry the booking
-- belongs to (its metadata's lead id, else the attendee's address among the inquiries of
-- the last 30 days), NULL when none matched. A matched booking goes with its inquiry; an
-- unmatched one keeps the attendee's name and address for staff to match by hand
-- (`leads bookings`) and goes after 30 days.
CREATE TABLE bookings (
  id TEXT PRIMARY KEY,                 -- '<event>:<uid>', so each booking event is stored once
  uid TEXT NOT NULL,                   -- the calendar's booking uid
  event TEXT NOT NULL CHECK (event IN ('created', 'rescheduled', 'cancelled')),
  lead_id TEXT,                        -- inq_..., NULL when unmatched
  status TEXT NOT NULL CHECK (status IN ('booked', 'rescheduled', 'cancelled')),
  start_at TEXT NOT NULL,              -- the call's start, UTC ISO 8601
  end_at TEXT,
  attendee_name TEXT NOT NULL,         -- '' once matched: the inquiry holds the name
  attendee_email TEXT NOT NULL,        -- normalised; '' once matched
  created_at TEXT NOT NULL             -- when the webhook arrived
);
CREATE INDEX bookings_lead_id ON bookings (lead_id);
CREATE INDEX bookings_created_at ON bookings (created_at);
