-- Realtime change capture (issue 19): every committed INSERT, UPDATE or DELETE on the tables the
-- live screens watch names its table, operation and primary key, and each server re-reads the row
-- under the subscriber's own policies before sending it (server/src/realtime/). Triggers rather
-- than hooks in the write paths, so the functions, the booking jobs and the CLI are covered too.
--
-- PostgreSQL: a NOTIFY on channel emu_realtime, delivered at commit to every instance that
-- LISTENs (one PostgreSQL, many servers); a rolled-back write sends nothing.
-- SQLite (one process): a row in realtime_changes written in the same transaction, read in
-- order of seq by the server's change feed, which also deletes what it has read.

-- @POSTGRES@
CREATE FUNCTION emu_realtime_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('emu_realtime', json_build_object(
    'table', TG_TABLE_NAME,
    'op', TG_OP,
    'id', CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END,
    'at', now())::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER bookings_realtime AFTER INSERT OR UPDATE OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION emu_realtime_notify();
CREATE TRIGGER businesses_realtime AFTER INSERT OR UPDATE OR DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION emu_realtime_notify();
CREATE TRIGGER merchant_applications_realtime AFTER INSERT OR UPDATE OR DELETE ON merchant_applications
  FOR EACH ROW EXECUTE FUNCTION emu_realtime_notify();
CREATE TRIGGER business_claims_realtime AFTER INSERT OR UPDATE OR DELETE ON business_claims
  FOR EACH ROW EXECUTE FUNCTION emu_realtime_notify();
CREATE TRIGGER reviews_realtime AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION emu_realtime_notify();
CREATE TRIGGER quick_applications_realtime AFTER INSERT OR UPDATE OR DELETE ON quick_applications
  FOR EACH ROW EXECUTE FUNCTION emu_realtime_notify();
-- @END@
-- @SQLITE@
CREATE TABLE realtime_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  table_name TEXT NOT NULL,
  op TEXT NOT NULL,
  row_id TEXT NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
);
CREATE TRIGGER bookings_realtime_insert AFTER INSERT ON bookings BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('bookings', 'INSERT', NEW.id);
END;
CREATE TRIGGER bookings_realtime_update AFTER UPDATE ON bookings BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('bookings', 'UPDATE', NEW.id);
END;
CREATE TRIGGER bookings_realtime_delete AFTER DELETE ON bookings BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('bookings', 'DELETE', OLD.id);
END;
CREATE TRIGGER businesses_realtime_insert AFTER INSERT ON businesses BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('businesses', 'INSERT', NEW.id);
END;
CREATE TRIGGER businesses_realtime_update AFTER UPDATE ON businesses BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('businesses', 'UPDATE', NEW.id);
END;
CREATE TRIGGER businesses_realtime_delete AFTER DELETE ON businesses BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('businesses', 'DELETE', OLD.id);
END;
CREATE TRIGGER merchant_applications_realtime_insert AFTER INSERT ON merchant_applications BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('merchant_applications', 'INSERT', NEW.id);
END;
CREATE TRIGGER merchant_applications_realtime_update AFTER UPDATE ON merchant_applications BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('merchant_applications', 'UPDATE', NEW.id);
END;
CREATE TRIGGER merchant_applications_realtime_delete AFTER DELETE ON merchant_applications BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('merchant_applications', 'DELETE', OLD.id);
END;
CREATE TRIGGER business_claims_realtime_insert AFTER INSERT ON business_claims BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('business_claims', 'INSERT', NEW.id);
END;
CREATE TRIGGER business_claims_realtime_update AFTER UPDATE ON business_claims BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('business_claims', 'UPDATE', NEW.id);
END;
CREATE TRIGGER business_claims_realtime_delete AFTER DELETE ON business_claims BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('business_claims', 'DELETE', OLD.id);
END;
CREATE TRIGGER reviews_realtime_insert AFTER INSERT ON reviews BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('reviews', 'INSERT', NEW.id);
END;
CREATE TRIGGER reviews_realtime_update AFTER UPDATE ON reviews BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('reviews', 'UPDATE', NEW.id);
END;
CREATE TRIGGER reviews_realtime_delete AFTER DELETE ON reviews BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('reviews', 'DELETE', OLD.id);
END;
CREATE TRIGGER quick_applications_realtime_insert AFTER INSERT ON quick_applications BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('quick_applications', 'INSERT', NEW.id);
END;
CREATE TRIGGER quick_applications_realtime_update AFTER UPDATE ON quick_applications BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('quick_applications', 'UPDATE', NEW.id);
END;
CREATE TRIGGER quick_applications_realtime_delete AFTER DELETE ON quick_applications BEGIN
  INSERT INTO realtime_changes (table_name, op, row_id) VALUES ('quick_applications', 'DELETE', OLD.id);
END;
-- @END@
