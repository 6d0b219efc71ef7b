-- Customers and calendar feeds (salon-day.md C.2, issue 28).
--
-- shop_clients: one row per shop and customer (an account, or a customer the shop wrote down,
-- known by their phone's digits). Only who they are and the shop's private note are stored;
-- visits, last visit, no-shows and spend are counted from the bookings by one named query
-- (clients/sql.hpp), so they are right after any booking change with nothing to keep in step.
-- Every booking names its client (bookings.client_id), set in the transaction that makes it.
-- The table is read by the shop's owner and admins only; the customer never reads it.
CREATE TABLE shop_clients (
  id UUID NOT NULL DEFAULT @UUID@,
  shop_id UUID NOT NULL,
  -- 'u:<user id>' for an account, 'p:<phone digits>' for a customer the shop wrote down.
  client_key TEXT NOT NULL,
  user_id UUID,
  name TEXT NOT NULL DEFAULT '',
  phone TEXT,
  email TEXT,
  note TEXT NOT NULL DEFAULT '',
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT shop_clients_pkey PRIMARY KEY (id),
  CONSTRAINT shop_clients_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT shop_clients_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
    ON DELETE SET NULL,
  CONSTRAINT shop_clients_shop_id_client_key_key UNIQUE (shop_id, client_key),
  CONSTRAINT shop_clients_note_check CHECK (length(note) <= 2000)
);

ALTER TABLE bookings ADD COLUMN client_id UUID
  CONSTRAINT bookings_client_id_fkey REFERENCES shop_clients (id) ON DELETE SET NULL;
CREATE INDEX bookings_client_id_idx ON bookings (client_id);

-- The bookings made before: their accounts' and written-down customers' rows, then the link.
INSERT INTO shop_clients (shop_id, client_key, user_id, name, phone, email)
  SELECT b.shop_id, 'u:' || b.user_id, b.user_id, COALESCE(MAX(p.name), ''),
         MAX(COALESCE(b.customer_phone, p.phone_number)), MAX(p.email)
  FROM bookings b LEFT JOIN user_profiles p ON p.user_id = b.user_id
  WHERE b.user_id IS NOT NULL AND b.shop_id IS NOT NULL
  GROUP BY b.shop_id, b.user_id;
INSERT INTO shop_clients (shop_id, client_key, name, phone, email)
  SELECT shop_id, 'p:' || replace(replace(replace(customer_phone, ' ', ''), '-', ''), '+', ''),
         MAX(COALESCE(customer_name, '')), MAX(customer_phone), MAX(customer_email)
  FROM bookings WHERE user_id IS NULL AND customer_phone IS NOT NULL AND shop_id IS NOT NULL
  GROUP BY shop_id, replace(replace(replace(customer_phone, ' ', ''), '-', ''), '+', '');
UPDATE bookings SET client_id = (
  SELECT c.id FROM shop_clients c WHERE c.shop_id = bookings.shop_id AND c.client_key =
    CASE WHEN bookings.user_id IS NOT NULL THEN 'u:' || bookings.user_id
         ELSE 'p:' || replace(replace(replace(bookings.customer_phone, ' ', ''), '-', ''), '+', '')
    END);

-- A member's private calendar feed of a shop (GET /calendar/v1/<token>.ics): only the token's
-- SHA-256 is kept; rotate-calendar-token replaces the row, so the old link dies at once.
-- staff_id: the one staff member whose calendar it is (NULL: every staff member's).
CREATE TABLE calendar_tokens (
  id UUID NOT NULL DEFAULT @UUID@,
  shop_id UUID NOT NULL,
  user_id UUID NOT NULL,
  staff_id UUID,
  token_hash TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT calendar_tokens_pkey PRIMARY KEY (id),
  CONSTRAINT calendar_tokens_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT calendar_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
    ON DELETE CASCADE,
  CONSTRAINT calendar_tokens_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (id)
    ON DELETE CASCADE,
  CONSTRAINT calendar_tokens_token_hash_key UNIQUE (token_hash),
  CONSTRAINT calendar_tokens_shop_id_user_id_key UNIQUE (shop_id, user_id)
);
