-- Upper bounds on what a booking may hold (issue 27): a service lasts at most a day and its
-- turnover buffer is at most a day, so a booking holds its staff member for at most two days
-- (booking/booking_day.cpp looks that far back for bookings reaching into a day), and writing
-- its booking_slots cells stays a few hundred rows. The data API checks the same bounds first
-- and answers with their details (rest/column_rules.cpp); these triggers hold them for every
-- other writer. Triggers on both engines, so the schemas stay alike (SQLite cannot add a CHECK
-- to an existing table); both refuse as a CHECK would: 23514 naming services_occupied_check.
UPDATE services SET duration = 1440 WHERE duration > 1440;
UPDATE services SET buffer_after_min = 1440 WHERE buffer_after_min > 1440;
-- Links between a shop's staff and another shop's services or time off (issue 27, finding 4)
-- were never meant to exist: the policies now refuse them; remove any written before.
DELETE FROM staff_services WHERE service_id NOT IN (
  SELECT sv.id FROM services sv JOIN staff st ON st.business_id = sv.shop_id
  WHERE st.id = staff_services.staff_id);
DELETE FROM time_off WHERE staff_id IS NOT NULL AND staff_id NOT IN (
  SELECT st.id FROM staff st WHERE st.business_id = time_off.business_id);
-- @SQLITE@
CREATE TRIGGER services_occupied_insert BEFORE INSERT ON services
WHEN NEW.duration > 1440 OR NEW.buffer_after_min > 1440 BEGIN
  SELECT RAISE(ABORT, 'CHECK constraint failed: services_occupied_check');
END;
CREATE TRIGGER services_occupied_update BEFORE UPDATE OF duration, buffer_after_min ON services
WHEN NEW.duration > 1440 OR NEW.buffer_after_min > 1440 BEGIN
  SELECT RAISE(ABORT, 'CHECK constraint failed: services_occupied_check');
END;
-- @END@
-- @POSTGRES@
CREATE FUNCTION emu_services_occupied_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.duration > 1440 OR NEW.buffer_after_min > 1440 THEN
    RAISE EXCEPTION 'new row for relation "services" violates check constraint "services_occupied_check"'
      USING ERRCODE = '23514', CONSTRAINT = 'services_occupied_check', TABLE = 'services';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER services_occupied_check BEFORE INSERT OR UPDATE OF duration, buffer_after_min
  ON services FOR EACH ROW EXECUTE FUNCTION emu_services_occupied_check();
-- @END@
