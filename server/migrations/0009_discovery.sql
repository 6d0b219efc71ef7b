-- Discovery (marketplace.md section 2): bilingual shop and service fields, categories as rows,
-- staff with their services and weekly hours, time off, favourites, profile preferences,
-- review status, the search synonyms and the search index of section 4.1.
-- Enumerated columns carry CHECK constraints listing exactly the values of
-- server/src/domain/enums.cpp (domain_enums_test keeps them in step).
--
-- Tables keyed by a pair (business_categories, staff_services, favorites) also carry an `id`
-- (UNIQUE): /rest/v1 identifies a written row by one column.

-- Shops: text in both languages, the neighbourhood people search by (area: 旺角, 銅鑼灣), the
-- floor of upstairs shops, a position for distance sorting, photos, WhatsApp, and the two
-- denormalised columns of search: search_text (built by the server, section 4.1) and
-- min_price (the cheapest active service, for price sorting and bands).
ALTER TABLE businesses ADD COLUMN description_zh TEXT;
ALTER TABLE businesses ADD COLUMN area TEXT;
ALTER TABLE businesses ADD COLUMN area_zh TEXT;
ALTER TABLE businesses ADD COLUMN address_floor TEXT;
ALTER TABLE businesses ADD COLUMN lat NUMERIC(9,6)
  CONSTRAINT businesses_lat_check CHECK (lat >= -90 AND lat <= 90);
ALTER TABLE businesses ADD COLUMN lng NUMERIC(9,6)
  CONSTRAINT businesses_lng_check CHECK (lng >= -180 AND lng <= 180);
ALTER TABLE businesses ADD COLUMN search_text TEXT NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN min_price NUMERIC(10,2);
ALTER TABLE businesses ADD COLUMN whatsapp TEXT;
ALTER TABLE businesses ADD COLUMN cover_url TEXT;
ALTER TABLE businesses ADD COLUMN photo_urls JSONB NOT NULL DEFAULT '[]';
CREATE INDEX businesses_area_idx ON businesses (area);
CREATE INDEX businesses_rating_idx ON businesses (rating);
CREATE INDEX businesses_min_price_idx ON businesses (min_price);

-- The six categories of /services/category/{name}, one row per shop and category.
CREATE TABLE business_categories (
  id UUID NOT NULL DEFAULT @UUID@,
  business_id UUID NOT NULL,
  category TEXT NOT NULL,
  CONSTRAINT business_categories_pkey PRIMARY KEY (business_id, category),
  CONSTRAINT business_categories_id_key UNIQUE (id),
  CONSTRAINT business_categories_business_id_fkey FOREIGN KEY (business_id)
    REFERENCES businesses (id) ON DELETE CASCADE,
  CONSTRAINT business_categories_category_check
    CHECK (category IN ('hair', 'nails', 'skincare', 'makeup', 'massage', 'spa'))
);
CREATE INDEX business_categories_category_idx ON business_categories (category, business_id);

-- Services: both languages, a category, the turnover buffer after the service, "from HK$"
-- pricing, menu order and whether it can be booked online.
ALTER TABLE services ADD COLUMN name_zh TEXT;
ALTER TABLE services ADD COLUMN description_zh TEXT;
ALTER TABLE services ADD COLUMN category TEXT
  CONSTRAINT services_category_check
  CHECK (category IN ('hair', 'nails', 'skincare', 'makeup', 'massage', 'spa'));
ALTER TABLE services ADD COLUMN buffer_after_min INTEGER NOT NULL DEFAULT 0
  CONSTRAINT services_buffer_after_min_check CHECK (buffer_after_min >= 0);
ALTER TABLE services ADD COLUMN price_is_from BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE services ADD COLUMN sort_order INTEGER NOT NULL DEFAULT 0;
ALTER TABLE services ADD COLUMN bookable_online BOOLEAN NOT NULL DEFAULT true;

-- The people who serve: availability belongs to a person. user_id is a future staff log-in.
CREATE TABLE staff (
  id UUID NOT NULL DEFAULT @UUID@,
  business_id UUID NOT NULL,
  name TEXT NOT NULL,
  name_zh TEXT,
  title TEXT,
  title_zh TEXT,
  avatar_url TEXT,
  bio TEXT,
  bio_zh TEXT,
  is_active BOOLEAN NOT NULL DEFAULT true,
  bookable_online BOOLEAN NOT NULL DEFAULT true,
  sort_order INTEGER NOT NULL DEFAULT 0,
  user_id UUID,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT staff_pkey PRIMARY KEY (id),
  CONSTRAINT staff_business_id_fkey FOREIGN KEY (business_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT staff_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX staff_business_id_idx ON staff (business_id);
CREATE INDEX staff_user_id_idx ON staff (user_id);

-- Who can perform what ("Any staff" candidates come from here).
CREATE TABLE staff_services (
  id UUID NOT NULL DEFAULT @UUID@,
  staff_id UUID NOT NULL,
  service_id UUID NOT NULL,
  CONSTRAINT staff_services_pkey PRIMARY KEY (staff_id, service_id),
  CONSTRAINT staff_services_id_key UNIQUE (id),
  CONSTRAINT staff_services_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (id)
    ON DELETE CASCADE,
  CONSTRAINT staff_services_service_id_fkey FOREIGN KEY (service_id) REFERENCES services (id)
    ON DELETE CASCADE
);
CREATE INDEX staff_services_service_id_idx ON staff_services (service_id);

-- The weekly working plan: several rows per day, a break is a gap. weekday 0 = Sunday;
-- times are Hong Kong wall-clock 'HH:MM'.
CREATE TABLE staff_hours (
  id UUID NOT NULL DEFAULT @UUID@,
  staff_id UUID NOT NULL,
  weekday INTEGER NOT NULL,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  CONSTRAINT staff_hours_pkey PRIMARY KEY (id),
  CONSTRAINT staff_hours_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (id)
    ON DELETE CASCADE,
  CONSTRAINT staff_hours_weekday_check CHECK (weekday >= 0 AND weekday <= 6),
  CONSTRAINT staff_hours_time_check CHECK (length(start_time) = 5 AND length(end_time) = 5
    AND substr(start_time, 3, 1) = ':' AND substr(end_time, 3, 1) = ':'
    AND start_time < end_time)
);
CREATE INDEX staff_hours_staff_id_idx ON staff_hours (staff_id, weekday);

-- One-off unavailability; staff_id NULL closes the whole shop (public holiday, typhoon).
CREATE TABLE time_off (
  id UUID NOT NULL DEFAULT @UUID@,
  business_id UUID NOT NULL,
  staff_id UUID,
  starts_at TIMESTAMPTZ NOT NULL,
  ends_at TIMESTAMPTZ NOT NULL,
  reason TEXT NOT NULL DEFAULT 'other',
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT time_off_pkey PRIMARY KEY (id),
  CONSTRAINT time_off_business_id_fkey FOREIGN KEY (business_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT time_off_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (id)
    ON DELETE CASCADE,
  CONSTRAINT time_off_reason_check CHECK (reason IN ('leave', 'holiday', 'weather', 'other')),
  CONSTRAINT time_off_range_check CHECK (starts_at < ends_at)
);
CREATE INDEX time_off_business_id_idx ON time_off (business_id, starts_at);
CREATE INDEX time_off_staff_id_idx ON time_off (staff_id);

-- The heart: one list behind /favorites and /user/bookmarks, on every device.
CREATE TABLE favorites (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID NOT NULL,
  business_id UUID NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT favorites_pkey PRIMARY KEY (user_id, business_id),
  CONSTRAINT favorites_id_key UNIQUE (id),
  CONSTRAINT favorites_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT favorites_business_id_fkey FOREIGN KEY (business_id) REFERENCES businesses (id)
    ON DELETE CASCADE
);
CREATE INDEX favorites_business_id_idx ON favorites (business_id);

-- The language e-mails go out in (NULL: not chosen) and the WhatsApp opt-in.
ALTER TABLE user_profiles ADD COLUMN preferred_lang TEXT
  CONSTRAINT user_profiles_preferred_lang_check CHECK (preferred_lang IN ('en', 'zh'));
ALTER TABLE user_profiles ADD COLUMN whatsapp_opt_in BOOLEAN NOT NULL DEFAULT false;

-- Moderation hides or strips a review without deleting it; booking_id ties a review to a real
-- visit (the "verified visit" badge). Legacy rows have none.
ALTER TABLE reviews ADD COLUMN status TEXT NOT NULL DEFAULT 'published'
  CONSTRAINT reviews_status_check CHECK (status IN ('published', 'hidden', 'text_removed'));
ALTER TABLE reviews ADD COLUMN booking_id UUID
  CONSTRAINT reviews_booking_id_fkey REFERENCES bookings (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX reviews_booking_id_key ON reviews (booking_id);
CREATE INDEX reviews_shop_id_status_idx ON reviews (shop_id, status, created_at);

-- The curated vocabulary applied when search_text is built: a shop whose text contains `term`
-- is also found by `expansion` (飛髮 -> barber). lang is the language of the expansion.
CREATE TABLE search_synonyms (
  term TEXT NOT NULL,
  expansion TEXT NOT NULL,
  lang TEXT NOT NULL,
  CONSTRAINT search_synonyms_pkey PRIMARY KEY (term, expansion),
  CONSTRAINT search_synonyms_lang_check CHECK (lang IN ('en', 'zh'))
);
INSERT INTO search_synonyms (term, expansion, lang) VALUES
  ('剪髮', '飛髮', 'zh'), ('剪髮', 'barber', 'en'), ('barber', '飛髮', 'zh'),
  ('barber', '剪髮', 'zh'), ('haircut', '飛髮', 'zh'), ('haircut', '剪髮', 'zh'),
  ('除毛', '脫毛', 'zh'), ('除毛', 'hair removal', 'en'), ('除毛', 'ipl', 'en'),
  ('ipl', '脫毛', 'zh'), ('ipl', '除毛', 'zh'), ('hair removal', '脫毛', 'zh'),
  ('脫毛', '除毛', 'zh'), ('脫毛', 'hair removal', 'en'), ('waxing', '脫毛', 'zh'),
  ('美甲', 'nail', 'en'), ('美甲', '修甲', 'zh'), ('修甲', '美甲', 'zh'), ('nail', '美甲', 'zh'),
  ('manicure', '美甲', 'zh'), ('manicure', '修甲', 'zh'), ('gel', '凝膠甲', 'zh'),
  ('睫毛', '眼睫毛', 'zh'), ('睫毛', 'lash', 'en'), ('lash', '眼睫毛', 'zh'),
  ('lash', '睫毛', 'zh'), ('眼睫毛', 'lash', 'en'),
  ('按摩', 'massage', 'en'), ('massage', '按摩', 'zh'), ('推拿', '按摩', 'zh'),
  ('面部護理', 'facial', 'en'), ('facial', '面部護理', 'zh'), ('facial', '美容', 'zh'),
  ('化妝', 'makeup', 'en'), ('makeup', '化妝', 'zh'), ('彩妝', '化妝', 'zh'),
  ('染髮', 'hair colour', 'en'), ('染髮', 'hair color', 'en'), ('電髮', 'perm', 'en'),
  ('perm', '電髮', 'zh'), ('spa', '水療', 'zh'), ('水療', 'spa', 'en'),
  ('紋眉', 'eyebrow embroidery', 'en'), ('eyebrow', '眉毛', 'zh');

-- The search index (section 4.1). SQLite: an FTS5 trigram table over businesses.search_text
-- (external content, kept in step by triggers on every write of the column). PostgreSQL:
-- pg_trgm's GIN index (the database needs a UTF-8 LC_CTYPE; the server checks at start-up).
-- @SQLITE@
CREATE VIRTUAL TABLE businesses_fts USING fts5(search_text, content='businesses',
  content_rowid='rowid', tokenize='trigram');
CREATE TRIGGER businesses_fts_insert AFTER INSERT ON businesses BEGIN
  INSERT INTO businesses_fts (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
CREATE TRIGGER businesses_fts_delete AFTER DELETE ON businesses BEGIN
  INSERT INTO businesses_fts (businesses_fts, rowid, search_text)
    VALUES ('delete', old.rowid, old.search_text);
END;
CREATE TRIGGER businesses_fts_update AFTER UPDATE OF search_text ON businesses BEGIN
  INSERT INTO businesses_fts (businesses_fts, rowid, search_text)
    VALUES ('delete', old.rowid, old.search_text);
  INSERT INTO businesses_fts (rowid, search_text) VALUES (new.rowid, new.search_text);
END;
INSERT INTO businesses_fts (businesses_fts) VALUES ('rebuild');
-- @END@
-- @POSTGRES@
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
DO $$
BEGIN
  EXECUTE format('CREATE INDEX businesses_search_text_trgm_idx ON businesses '
                 'USING gin (search_text %I.gin_trgm_ops)',
                 (SELECT n.nspname FROM pg_extension e
                  JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'));
END
$$;
-- @END@
