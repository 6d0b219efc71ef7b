-- Booking (marketplace.md sections 2, 3.3 and 6): the shops' booking rules, bookings with a
-- staff member and an occupied interval, the booking_slots cells whose primary key makes a
-- double booking impossible, weather events, and the e-mail outbox's calendar attachment.
-- All booking instants are written as 'YYYY-MM-DDTHH:MM:00Z' (UTC, whole minutes), so SQLite
-- compares them as text in time order.

-- The shop's booking rules.
ALTER TABLE businesses ADD COLUMN auto_confirm BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE businesses ADD COLUMN slot_step_min INTEGER NOT NULL DEFAULT 15
  CONSTRAINT businesses_slot_step_min_check CHECK (slot_step_min IN (5, 10, 15, 20, 30, 60));
ALTER TABLE businesses ADD COLUMN min_notice_min INTEGER NOT NULL DEFAULT 60
  CONSTRAINT businesses_min_notice_min_check CHECK (min_notice_min >= 0);
ALTER TABLE businesses ADD COLUMN horizon_days INTEGER NOT NULL DEFAULT 60
  CONSTRAINT businesses_horizon_days_check CHECK (horizon_days >= 0 AND horizon_days <= 366);
ALTER TABLE businesses ADD COLUMN cancel_notice_hours INTEGER NOT NULL DEFAULT 24
  CONSTRAINT businesses_cancel_notice_hours_check CHECK (cancel_notice_hours >= 0);
ALTER TABLE businesses ADD COLUMN deposit_hkd NUMERIC(10,2)
  CONSTRAINT businesses_deposit_hkd_check CHECK (deposit_hkd >= 0);
ALTER TABLE businesses ADD COLUMN fps_id TEXT;
ALTER TABLE businesses ADD COLUMN payme_link TEXT;

-- A booking's staff member, interval and history. start_at/end_at are the service,
-- occupied_until adds the buffer rounded up to 5 minutes; duration_min and price_hkd are
-- snapshots. booking_date/booking_time keep the Hong Kong wall-clock start for the admin screens.
ALTER TABLE bookings ADD COLUMN staff_id UUID
  CONSTRAINT bookings_staff_id_fkey REFERENCES staff (id) ON DELETE SET NULL;
ALTER TABLE bookings ADD COLUMN start_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN end_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN occupied_until TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN duration_min INTEGER;
ALTER TABLE bookings ADD COLUMN price_hkd NUMERIC(10,2);
ALTER TABLE bookings ADD COLUMN note TEXT;
ALTER TABLE bookings ADD COLUMN source TEXT NOT NULL DEFAULT 'marketplace'
  CONSTRAINT bookings_source_check CHECK (source IN ('marketplace', 'merchant'));
ALTER TABLE bookings ADD COLUMN idempotency_key TEXT;
ALTER TABLE bookings ADD COLUMN confirmed_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN cancelled_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN cancelled_by TEXT
  CONSTRAINT bookings_cancelled_by_check CHECK (cancelled_by IN ('customer', 'merchant', 'system'));
ALTER TABLE bookings ADD COLUMN cancel_reason TEXT
  CONSTRAINT bookings_cancel_reason_check
    CHECK (cancel_reason IN ('customer', 'declined', 'expired', 'weather', 'merchant'));
ALTER TABLE bookings ADD COLUMN decline_reason TEXT;
ALTER TABLE bookings ADD COLUMN completed_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN deposit_status TEXT NOT NULL DEFAULT 'none'
  CONSTRAINT bookings_deposit_status_check
    CHECK (deposit_status IN ('none', 'requested', 'received', 'refunded'));
ALTER TABLE bookings ADD COLUMN weather_affected BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE bookings ADD COLUMN expires_at TIMESTAMPTZ;
-- Set once by the booking job that queues the 24 h reminder: an UPDATE ... WHERE reminded_at
-- IS NULL claims it, so several servers send one reminder (the outbox dedupe key backs it up).
ALTER TABLE bookings ADD COLUMN reminded_at TIMESTAMPTZ;
CREATE UNIQUE INDEX bookings_user_id_idempotency_key_key ON bookings (user_id, idempotency_key);
CREATE INDEX bookings_staff_id_start_at_idx ON bookings (staff_id, start_at);
CREATE INDEX bookings_shop_id_start_at_idx ON bookings (shop_id, start_at);
CREATE INDEX bookings_status_start_at_idx ON bookings (status, start_at);

-- status gains no_show (domain/enums.cpp). SQLite cannot drop a CHECK: it loosens it in place,
-- the documented way (the migration runner then bumps the schema cookie).
-- @POSTGRES@
ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no_show'));
-- @END@
-- @SQLITE@
PRAGMA writable_schema = ON;
UPDATE sqlite_schema SET sql = replace(sql, '''completed'', ''cancelled'')',
  '''completed'', ''cancelled'', ''no_show'')') WHERE type = 'table' AND name = 'bookings';
PRAGMA writable_schema = RESET;
-- @END@

-- The no-double-booking guarantee (3.3): one row per 5-minute cell of [start_at,
-- occupied_until) of every pending, confirmed, completed or no-show booking. Two bookings of
-- one staff member overlap exactly when they would share a cell, which the key refuses.
CREATE TABLE booking_slots (
  staff_id UUID NOT NULL,
  slot_start TIMESTAMPTZ NOT NULL,
  booking_id UUID NOT NULL,
  CONSTRAINT booking_slots_pkey PRIMARY KEY (staff_id, slot_start),
  CONSTRAINT booking_slots_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (id)
    ON DELETE CASCADE,
  CONSTRAINT booking_slots_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings (id)
    ON DELETE CASCADE
);
CREATE INDEX booking_slots_booking_id_idx ON booking_slots (booking_id);

-- Typhoon Signal No. 8, Black Rainstorm and Extreme Conditions (section 6); ended_at NULL
-- while in force.
CREATE TABLE weather_events (
  id UUID NOT NULL DEFAULT @UUID@,
  kind TEXT NOT NULL,
  started_at TIMESTAMPTZ NOT NULL,
  ended_at TIMESTAMPTZ,
  source TEXT NOT NULL DEFAULT 'admin',
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT weather_events_pkey PRIMARY KEY (id),
  CONSTRAINT weather_events_kind_check CHECK (kind IN ('T8', 'BLACK_RAIN', 'EXTREME')),
  CONSTRAINT weather_events_source_check CHECK (source IN ('admin', 'hko'))
);
CREATE INDEX weather_events_ended_at_idx ON weather_events (ended_at);

-- An e-mail's calendar attachment (text/calendar, RFC 5545), NULL for most e-mails.
ALTER TABLE email_outbox ADD COLUMN ics TEXT;
