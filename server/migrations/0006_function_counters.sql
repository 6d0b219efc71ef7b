-- Counters the server functions draw from. application_number (EMU-000123) comes from here:
-- UPDATE ... SET value = value + 1 ... RETURNING value inside the creating transaction, so two
-- concurrent quick applications never share a number (the row lock serialises them on
-- PostgreSQL, the write lock on SQLite).
CREATE TABLE app_counters (
  name TEXT NOT NULL,
  value BIGINT NOT NULL DEFAULT 0,
  CONSTRAINT app_counters_pkey PRIMARY KEY (name)
);

-- Start above any number written before this migration (drafts created by hand or fixtures).
INSERT INTO app_counters (name, value)
  SELECT 'application_number', count(*) FROM merchant_applications;
