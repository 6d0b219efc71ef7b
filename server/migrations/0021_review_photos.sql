-- Photos of a review (issue 31): up to four images its author uploaded to the public
-- review-photos bucket under their own folder (<user id>/…, storage/access.cpp's folder rule);
-- the server makes 400 and 1200 px WebP thumbnails beside each, as for shop photos. The review
-- keeps the object names in order; moderation that strips a review's text moves its photos
-- aside with it (review_removed_texts.photos) and a restore brings both back.
ALTER TABLE reviews ADD COLUMN photos JSONB NOT NULL DEFAULT '[]';
ALTER TABLE review_removed_texts ADD COLUMN photos JSONB NOT NULL DEFAULT '[]';

INSERT INTO storage_buckets (id, name, public, file_size_limit, allowed_mime_types) VALUES
  ('review-photos', 'review-photos', true, 8388608, '["image/jpeg", "image/png", "image/webp"]');
