-- Reviews (marketplace.md sections C.3, C.4.2 and 2): a review belongs to a completed booking
-- of its author (booking_id, added by 0009), may be edited for 30 days (edited_at), gets one
-- merchant reply, and is reported once per person. Moderation hides a review or strips its
-- text without deleting anything: the stripped text waits in review_removed_texts (admins
-- only) until a restore. The functions submit-review, reply-review, report-review and
-- moderate-review are the only writers; /rest/v1 only reads (rest/policy.cpp).

-- The visit's staff member, the reply, the last edit, and what the shop page shows without
-- reading other tables: the author's display name ("Mei C.": user_profiles is private) and
-- the visit's service in both languages, snapshots taken when the review is written.
ALTER TABLE reviews ADD COLUMN staff_id UUID
  CONSTRAINT reviews_staff_id_fkey REFERENCES staff (id) ON DELETE SET NULL;
ALTER TABLE reviews ADD COLUMN merchant_reply TEXT;
ALTER TABLE reviews ADD COLUMN merchant_reply_at TIMESTAMPTZ;
ALTER TABLE reviews ADD COLUMN merchant_reply_by UUID
  CONSTRAINT reviews_merchant_reply_by_fkey REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE reviews ADD COLUMN edited_at TIMESTAMPTZ;
ALTER TABLE reviews ADD COLUMN author_name TEXT;
ALTER TABLE reviews ADD COLUMN service_name TEXT;
ALTER TABLE reviews ADD COLUMN service_name_zh TEXT;
CREATE INDEX reviews_shop_id_rating_idx ON reviews (shop_id, status, rating);

-- A report of a review by a signed-in user (the shop's owner included), once per person and
-- review; an admin upholds it (hide / strip text) or dismisses it.
CREATE TABLE review_reports (
  id UUID NOT NULL DEFAULT @UUID@,
  review_id UUID NOT NULL,
  reporter_id UUID NOT NULL,
  reason TEXT NOT NULL,
  details TEXT,
  status TEXT NOT NULL DEFAULT 'open',
  handled_by UUID,
  handled_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT review_reports_pkey PRIMARY KEY (id),
  CONSTRAINT review_reports_review_id_reporter_id_key UNIQUE (review_id, reporter_id),
  CONSTRAINT review_reports_review_id_fkey FOREIGN KEY (review_id) REFERENCES reviews (id)
    ON DELETE CASCADE,
  CONSTRAINT review_reports_reporter_id_fkey FOREIGN KEY (reporter_id) REFERENCES users (id)
    ON DELETE CASCADE,
  CONSTRAINT review_reports_handled_by_fkey FOREIGN KEY (handled_by) REFERENCES users (id)
    ON DELETE SET NULL,
  CONSTRAINT review_reports_reason_check
    CHECK (reason IN ('fake', 'not_first_hand', 'offensive', 'personal_data', 'other')),
  CONSTRAINT review_reports_status_check CHECK (status IN ('open', 'upheld', 'dismissed'))
);
CREATE INDEX review_reports_status_idx ON review_reports (status, created_at);
CREATE INDEX review_reports_reporter_id_idx ON review_reports (reporter_id);

-- The text of a review whose text an admin removed (status text_removed), kept for a restore.
CREATE TABLE review_removed_texts (
  review_id UUID NOT NULL,
  comment TEXT,
  removed_by UUID,
  removed_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT review_removed_texts_pkey PRIMARY KEY (review_id),
  CONSTRAINT review_removed_texts_review_id_fkey FOREIGN KEY (review_id) REFERENCES reviews (id)
    ON DELETE CASCADE,
  CONSTRAINT review_removed_texts_removed_by_fkey FOREIGN KEY (removed_by) REFERENCES users (id)
    ON DELETE SET NULL
);

-- Set once by the booking job that queues the review invitation: an UPDATE ... WHERE
-- review_invited_at IS NULL claims it, so several servers send one invitation (the outbox
-- dedupe key backs it up).
ALTER TABLE bookings ADD COLUMN review_invited_at TIMESTAMPTZ;
CREATE INDEX bookings_completed_at_idx ON bookings (status, completed_at);
