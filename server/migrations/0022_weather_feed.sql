-- The Observatory's feed (observatory/, salon-day.md C.4): what the last poll of the warnsum
-- feed saw and when, one row per feed. The server switches weather_events (source 'hko') only
-- when the feed's state changes, so an administrator's switch holds until the next change.
CREATE TABLE weather_feed (
  id TEXT NOT NULL,
  t8 BOOLEAN NOT NULL DEFAULT false,
  black_rain BOOLEAN NOT NULL DEFAULT false,
  last_poll_at TIMESTAMPTZ,
  last_ok_at TIMESTAMPTZ,
  last_error TEXT,
  CONSTRAINT weather_feed_pkey PRIMARY KEY (id)
);
INSERT INTO weather_feed (id) VALUES ('hko');
