-- The search index's change log (server/src/search/live_shop_index.hpp): each server keeps the
-- searchable fields of every active shop in memory and, before answering a search, reads here
-- which shops changed since it last looked, so a search sees every write committed before it
-- (by this instance or any other) without asking the database to rank thousands of matches.
-- Triggers rather than hooks in the write paths, so the data API, the functions, the review
-- jobs, the seeder and the CLI are all covered. Rows older than ten minutes are deleted by the
-- servers; one that has not looked for five minutes reloads every shop instead.
--
-- SQLite: one writer at a time, so seq is also the order of commit and a cursor on seq is
-- enough. PostgreSQL: a sequence value is taken before its transaction commits, so a later seq
-- can become visible first; each row also records its transaction id, and a reader re-reads the
-- rows of transactions that were still running when it last looked (pg_snapshot_xmin).
-- @SQLITE@
CREATE TABLE search_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  business_id UUID NOT NULL,
  at TIMESTAMPTZ NOT NULL DEFAULT @NOW@
);
CREATE TRIGGER businesses_search_insert AFTER INSERT ON businesses BEGIN
  INSERT INTO search_changes (business_id) VALUES (NEW.id);
END;
CREATE TRIGGER businesses_search_update AFTER UPDATE ON businesses BEGIN
  INSERT INTO search_changes (business_id) VALUES (NEW.id);
END;
CREATE TRIGGER businesses_search_delete AFTER DELETE ON businesses BEGIN
  INSERT INTO search_changes (business_id) VALUES (OLD.id);
END;
CREATE TRIGGER business_categories_search_insert AFTER INSERT ON business_categories BEGIN
  INSERT INTO search_changes (business_id) VALUES (NEW.business_id);
END;
CREATE TRIGGER business_categories_search_update AFTER UPDATE ON business_categories BEGIN
  INSERT INTO search_changes (business_id) VALUES (OLD.business_id);
  INSERT INTO search_changes (business_id) VALUES (NEW.business_id);
END;
CREATE TRIGGER business_categories_search_delete AFTER DELETE ON business_categories BEGIN
  INSERT INTO search_changes (business_id) VALUES (OLD.business_id);
END;
-- @END@
-- @POSTGRES@
CREATE TABLE search_changes (
  seq BIGSERIAL PRIMARY KEY,
  business_id UUID NOT NULL,
  tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
  at TIMESTAMPTZ NOT NULL DEFAULT @NOW@
);
CREATE INDEX search_changes_tx_idx ON search_changes (tx);
CREATE FUNCTION emu_search_shop_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (business_id)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;
CREATE FUNCTION emu_search_category_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO search_changes (business_id) VALUES (OLD.business_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO search_changes (business_id) VALUES (NEW.business_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER businesses_search AFTER INSERT OR UPDATE OR DELETE ON businesses
  FOR EACH ROW EXECUTE FUNCTION emu_search_shop_changed();
CREATE TRIGGER business_categories_search AFTER INSERT OR UPDATE OR DELETE ON business_categories
  FOR EACH ROW EXECUTE FUNCTION emu_search_category_changed();
-- @END@
