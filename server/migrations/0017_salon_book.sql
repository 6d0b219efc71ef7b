-- The shop's book (salon-day.md C.2, issue 28): bookings the shop enters itself (walk-ins,
-- phone, WhatsApp, Instagram) with the customer's contact on the booking, and blocked time.
-- A block holds the same booking_slots cells as a booking, so the cells' primary key
-- (staff_id, slot_start) stays the one overlap guard for bookings and blocks alike (C.5.1).

-- A manual booking has no account (user_id NULL): the customer is who the shop wrote down.
ALTER TABLE bookings ADD COLUMN customer_name TEXT;
ALTER TABLE bookings ADD COLUMN customer_phone TEXT;
ALTER TABLE bookings ADD COLUMN customer_email TEXT;

-- source gains the channels a shop takes bookings by. SQLite cannot drop a CHECK: it loosens
-- it in place, as 0010 did for status (the migration runner then bumps the schema cookie).
-- @POSTGRES@
ALTER TABLE bookings DROP CONSTRAINT bookings_source_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_source_check CHECK (source IN
  ('marketplace', 'merchant', 'walk_in', 'phone', 'whatsapp', 'instagram', 'other'));
-- @END@
-- @SQLITE@
PRAGMA writable_schema = ON;
UPDATE sqlite_schema SET sql = replace(sql, '(''marketplace'', ''merchant'')',
  '(''marketplace'', ''merchant'', ''walk_in'', ''phone'', ''whatsapp'', ''instagram'', ''other'')')
  WHERE type = 'table' AND name = 'bookings';
PRAGMA writable_schema = RESET;
-- @END@

-- Blocked time: one staff member's, or the whole shop's (staff_id NULL: a cell for every
-- active staff member at the time it was blocked). At most a day long (book/blocks.cpp).
CREATE TABLE blocks (
  id UUID NOT NULL DEFAULT @UUID@,
  shop_id UUID NOT NULL,
  staff_id UUID,
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL,
  reason TEXT,
  created_by UUID,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT blocks_pkey PRIMARY KEY (id),
  CONSTRAINT blocks_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT blocks_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (id)
    ON DELETE CASCADE,
  CONSTRAINT blocks_created_by_fkey FOREIGN KEY (created_by) REFERENCES users (id)
    ON DELETE SET NULL,
  CONSTRAINT blocks_interval_check CHECK (ends_at > starts_at)
);
CREATE INDEX blocks_shop_id_starts_at_idx ON blocks (shop_id, starts_at);

-- A cell belongs to a booking or to a block, exactly one of them. PostgreSQL changes the table
-- in place; SQLite cannot alter a column's NOT NULL nor add a CHECK, so it rebuilds the table
-- (nothing references booking_slots) with the same columns in the same order.
-- @POSTGRES@
ALTER TABLE booking_slots ALTER COLUMN booking_id DROP NOT NULL;
ALTER TABLE booking_slots ADD COLUMN block_id UUID
  CONSTRAINT booking_slots_block_id_fkey REFERENCES blocks (id) ON DELETE CASCADE;
ALTER TABLE booking_slots ADD CONSTRAINT booking_slots_owner_check
  CHECK ((booking_id IS NULL) <> (block_id IS NULL));
-- @END@
-- @SQLITE@
CREATE TABLE booking_slots_rebuilt (
  staff_id UUID NOT NULL,
  slot_start TIMESTAMPTZ NOT NULL,
  booking_id UUID,
  block_id UUID,
  CONSTRAINT booking_slots_pkey PRIMARY KEY (staff_id, slot_start),
  CONSTRAINT booking_slots_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (id)
    ON DELETE CASCADE,
  CONSTRAINT booking_slots_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings (id)
    ON DELETE CASCADE,
  CONSTRAINT booking_slots_block_id_fkey FOREIGN KEY (block_id) REFERENCES blocks (id)
    ON DELETE CASCADE,
  CONSTRAINT booking_slots_owner_check CHECK ((booking_id IS NULL) <> (block_id IS NULL))
);
INSERT INTO booking_slots_rebuilt (staff_id, slot_start, booking_id)
  SELECT staff_id, slot_start, booking_id FROM booking_slots;
DROP TABLE booking_slots;
ALTER TABLE booking_slots_rebuilt RENAME TO booking_slots;
CREATE INDEX booking_slots_booking_id_idx ON booking_slots (booking_id);
-- @END@
CREATE INDEX booking_slots_block_id_idx ON booking_slots (block_id);
