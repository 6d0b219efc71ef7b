-- Deposits and money (salon-day.md C.3, issue 29): the shop's deposit rule and FPS proxy, a
-- booking held while its deposit is paid, payments (FPS and card), webhook events handled
-- once, the double-entry ledger and the shops' payouts. Amounts in the money tables are whole
-- cents (INTEGER); the shop's settings and the booking's deposit are HKD with two decimals.

-- The shop's deposit settings (owner only: rest/policy.cpp). deposit_value is HKD for a fixed
-- rule and a percent (1-100) of the service's list price for a percent rule.
ALTER TABLE businesses ADD COLUMN deposit_value NUMERIC(10,2)
  CONSTRAINT businesses_deposit_value_check CHECK (deposit_value > 0 AND deposit_value <= 100000);
ALTER TABLE businesses ADD COLUMN deposit_rule TEXT NOT NULL DEFAULT 'none'
  CONSTRAINT businesses_deposit_rule_check CHECK (deposit_rule IN ('none', 'fixed', 'percent')
    AND (deposit_rule = 'none' OR deposit_value IS NOT NULL)
    AND (deposit_rule <> 'percent' OR (deposit_value >= 1 AND deposit_value <= 100)));
ALTER TABLE businesses ADD COLUMN payment_window_min INTEGER NOT NULL DEFAULT 30
  CONSTRAINT businesses_payment_window_min_check
    CHECK (payment_window_min >= 15 AND payment_window_min <= 1440);
ALTER TABLE businesses ADD COLUMN fps_proxy_value TEXT
  CONSTRAINT businesses_fps_proxy_value_check
    CHECK (length(fps_proxy_value) >= 1 AND length(fps_proxy_value) <= 100);
ALTER TABLE businesses ADD COLUMN fps_proxy_type TEXT
  CONSTRAINT businesses_fps_proxy_type_check
    CHECK (fps_proxy_type IS NULL
      OR (fps_proxy_type IN ('fps_id', 'mobile', 'email') AND fps_proxy_value IS NOT NULL));
ALTER TABLE businesses ADD COLUMN fps_bank_code TEXT
  CONSTRAINT businesses_fps_bank_code_check CHECK (length(fps_bank_code) = 3);
ALTER TABLE businesses ADD COLUMN accept_card BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE businesses ADD COLUMN commission_bps INTEGER
  CONSTRAINT businesses_commission_bps_check CHECK (commission_bps >= 0 AND commission_bps <= 10000);

-- The old free-text deposit and FPS ID, carried over once.
UPDATE businesses SET deposit_value = deposit_hkd WHERE deposit_hkd > 0;
UPDATE businesses SET deposit_rule = 'fixed' WHERE deposit_value IS NOT NULL;
UPDATE businesses SET fps_proxy_value = substr(trim(fps_id), 1, 100)
  WHERE fps_id IS NOT NULL AND trim(fps_id) <> '';
UPDATE businesses SET fps_proxy_type = 'fps_id' WHERE fps_proxy_value IS NOT NULL;

-- A booking waits for its deposit (awaiting_payment, its cells held) until payment_due_at;
-- unpaid then, it is cancelled with reason 'unpaid'. deposit_hkd is the amount due.
ALTER TABLE bookings ADD COLUMN deposit_hkd NUMERIC(10,2);
ALTER TABLE bookings ADD COLUMN payment_due_at TIMESTAMPTZ;
CREATE INDEX bookings_status_payment_due_at_idx ON bookings (status, payment_due_at);

-- SQLite cannot drop a CHECK: it loosens each in place, as 0010 did for status.
-- @POSTGRES@
ALTER TABLE bookings DROP CONSTRAINT bookings_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN
  ('pending', 'confirmed', 'completed', 'cancelled', 'no_show', 'awaiting_payment'));
ALTER TABLE bookings DROP CONSTRAINT bookings_cancel_reason_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_cancel_reason_check CHECK (cancel_reason IN
  ('customer', 'declined', 'expired', 'weather', 'merchant', 'unpaid'));
ALTER TABLE bookings DROP CONSTRAINT bookings_deposit_status_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_deposit_status_check CHECK (deposit_status IN
  ('none', 'requested', 'received', 'refund_owed', 'refunded', 'kept'));
-- @END@
-- @SQLITE@
PRAGMA writable_schema = ON;
UPDATE sqlite_schema SET sql = replace(sql, '''completed'', ''cancelled'', ''no_show'')',
  '''completed'', ''cancelled'', ''no_show'', ''awaiting_payment'')')
  WHERE type = 'table' AND name = 'bookings';
UPDATE sqlite_schema SET sql = replace(sql, '''weather'', ''merchant'')',
  '''weather'', ''merchant'', ''unpaid'')') WHERE type = 'table' AND name = 'bookings';
UPDATE sqlite_schema SET sql = replace(sql, '''received'', ''refunded'')',
  '''received'', ''refund_owed'', ''refunded'', ''kept'')')
  WHERE type = 'table' AND name = 'bookings';
PRAGMA writable_schema = RESET;
-- @END@

-- A deposit's payment, one per booking and method. status: pending -> reported (FPS "I have
-- paid") -> paid -> kept | refund_pending (card) | refund_owed (FPS) -> refunded; pending or
-- reported -> expired | cancelled. reference is short, human-typable and in the FPS QR.
CREATE TABLE payments (
  id UUID NOT NULL DEFAULT @UUID@,
  booking_id UUID NOT NULL,
  shop_id UUID NOT NULL,
  user_id UUID,
  method TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  reference TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  due_at TIMESTAMPTZ NOT NULL,
  proof_path TEXT,
  reported_at TIMESTAMPTZ,
  provider_session_id TEXT,
  checkout_url TEXT,
  provider_intent TEXT,
  paid_at TIMESTAMPTZ,
  refunded_cents INTEGER NOT NULL DEFAULT 0,
  refund_reference TEXT,
  refunded_at TIMESTAMPTZ,
  kept_at TIMESTAMPTZ,
  payout_id UUID,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT payments_pkey PRIMARY KEY (id),
  CONSTRAINT payments_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings (id)
    ON DELETE CASCADE,
  CONSTRAINT payments_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT payments_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL,
  CONSTRAINT payments_reference_key UNIQUE (reference),
  CONSTRAINT payments_booking_id_method_key UNIQUE (booking_id, method),
  CONSTRAINT payments_method_check CHECK (method IN ('fps', 'card')),
  CONSTRAINT payments_amount_cents_check CHECK (amount_cents > 0),
  CONSTRAINT payments_status_check CHECK (status IN ('pending', 'reported', 'paid', 'kept',
    'refund_pending', 'refund_owed', 'refunded', 'expired', 'cancelled')),
  CONSTRAINT payments_refunded_cents_check
    CHECK (refunded_cents >= 0 AND refunded_cents <= amount_cents)
);
CREATE INDEX payments_shop_id_status_idx ON payments (shop_id, status);
CREATE INDEX payments_user_id_idx ON payments (user_id);
CREATE INDEX payments_status_idx ON payments (status);
CREATE INDEX payments_provider_session_id_idx ON payments (provider_session_id);

-- A provider's webhook event is handled once: the INSERT that wins decides.
CREATE TABLE payment_events (
  provider TEXT NOT NULL,
  event_id TEXT NOT NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT payment_events_pkey PRIMARY KEY (provider, event_id)
);

-- Shop payouts of card money (kept deposits less commission). lines: a JSON array of
-- {payment_id, booking_id, amount_cents, kept_at}.
CREATE TABLE payouts (
  id UUID NOT NULL DEFAULT @UUID@,
  shop_id UUID NOT NULL,
  amount_cents INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'due',
  lines TEXT NOT NULL DEFAULT '[]',
  earliest_kept_at TIMESTAMPTZ NOT NULL,
  due_by TIMESTAMPTZ NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  sent_at TIMESTAMPTZ,
  bank_reference TEXT,
  sent_by UUID,
  CONSTRAINT payouts_pkey PRIMARY KEY (id),
  CONSTRAINT payouts_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT payouts_sent_by_fkey FOREIGN KEY (sent_by) REFERENCES users (id) ON DELETE SET NULL,
  CONSTRAINT payouts_status_check CHECK (status IN ('due', 'sent')),
  CONSTRAINT payouts_amount_cents_check CHECK (amount_cents > 0)
);
CREATE INDEX payouts_shop_id_created_at_idx ON payouts (shop_id, created_at);
CREATE INDEX payouts_status_due_by_idx ON payouts (status, due_by);
CREATE INDEX payments_payout_id_idx ON payments (payout_id);

-- The double-entry ledger (C.3; accounts in payments/ledger.hpp): amount_cents positive is a
-- debit; the entries of every txn_id sum to zero, written by payments::post_txn only, in the
-- transaction of the change they record.
CREATE TABLE ledger_entries (
  id UUID NOT NULL DEFAULT @UUID@,
  txn_id UUID NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  account TEXT NOT NULL,
  shop_id UUID NOT NULL,
  booking_id UUID,
  payment_id UUID,
  payout_id UUID,
  amount_cents INTEGER NOT NULL,
  memo TEXT,
  CONSTRAINT ledger_entries_pkey PRIMARY KEY (id),
  CONSTRAINT ledger_entries_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT ledger_entries_account_check CHECK (account IN ('platform_cash', 'deposits_held',
    'shop_cash', 'shop_payable', 'commission', 'shop_revenue', 'refunds_pending',
    'refunds_owed', 'payouts_due'))
);
CREATE INDEX ledger_entries_txn_id_idx ON ledger_entries (txn_id);
CREATE INDEX ledger_entries_shop_id_created_at_idx ON ledger_entries (shop_id, created_at);
CREATE INDEX ledger_entries_payment_id_idx ON ledger_entries (payment_id);

-- Screenshots of FPS transfers ("I have paid"): private, in the customer's own folder
-- (<user id>/…); the shop's owner and managers read the one its payment names
-- (storage/access.cpp).
INSERT INTO storage_buckets (id, name, public, file_size_limit, allowed_mime_types) VALUES
  ('payment-proofs', 'payment-proofs', false, 8388608, '["image/jpeg", "image/png", "image/webp"]');
CREATE INDEX payments_proof_path_idx ON payments (proof_path);
