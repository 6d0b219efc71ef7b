-- Merchant workspace (issue 16, marketplace.md sections C and 2): per-day shop counters
-- without personal data, server-made photo thumbnails, the public shop-photos bucket, and the
-- indexes the claim and analytics reads use.

-- Views of a shop page and appearances of a shop in search results, one row per shop and Hong
-- Kong calendar day ('YYYY-MM-DD'). Only counts: no IP, user id or session is stored. The
-- server batches increments in memory and adds them every few seconds (analytics/).
CREATE TABLE shop_daily_stats (
  business_id UUID NOT NULL,
  day DATE NOT NULL,
  page_views INTEGER NOT NULL DEFAULT 0,
  search_impressions INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT shop_daily_stats_pkey PRIMARY KEY (business_id, day),
  CONSTRAINT shop_daily_stats_business_id_fkey FOREIGN KEY (business_id)
    REFERENCES businesses (id) ON DELETE CASCADE,
  CONSTRAINT shop_daily_stats_page_views_check CHECK (page_views >= 0),
  CONSTRAINT shop_daily_stats_search_impressions_check CHECK (search_impressions >= 0)
);

-- Thumbnails the server makes from an uploaded photo (storage/thumbnails): the shop lists load
-- cover_thumb_url (400 px wide), the shop page the 1200 px one; photo_thumb_urls runs parallel
-- to photo_urls (same order; an entry may be null for a photo without one). NULL: no thumbnail
-- (an external or vector image), the client shows the original.
ALTER TABLE businesses ADD COLUMN cover_thumb_url TEXT;
ALTER TABLE businesses ADD COLUMN photo_thumb_urls JSONB NOT NULL DEFAULT '[]';
ALTER TABLE staff ADD COLUMN avatar_thumb_url TEXT;

-- Claim screens: a claimant's claims newest first, a shop's claims.
CREATE INDEX business_claims_business_id_idx ON business_claims (business_id, claim_status);
-- Analytics: a shop's bookings by creation time exists (bookings_shop_id_created_at_idx);
-- reviews by shop and time exist (reviews_shop_id_status_idx).

-- Shop photos: public, images only, 8 MiB; objects live under <business id>/… and only the
-- shop's owner (or an admin) writes there (storage/access.cpp). Thumbnails are stored beside
-- the original as <name>.w400.webp and <name>.w1200.webp.
INSERT INTO storage_buckets (id, name, public, file_size_limit, allowed_mime_types) VALUES
  ('shop-photos', 'shop-photos', true, 8388608, '["image/jpeg", "image/png", "image/webp"]');
