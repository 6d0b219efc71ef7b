-- WhatsApp messages (issue 30, salon-day.md C.4, invariant C.5.5): the customer's consent, the
-- shop's new-request alerts and a durable outbox of template messages with their delivery
-- statuses, the way email_outbox keeps e-mail (messaging/).

-- The customer's WhatsApp: the number (digits with the country code, 852XXXXXXXX) and the
-- consent. whatsapp_opt_in (0009) stays the current state; the times say when it was given or
-- withdrawn, and how it was withdrawn (the profile screen, or a STOP reply). Written by the
-- whatsapp-opt-in function and the webhook only (rest/policy.cpp leaves them out of the
-- profile's writable columns), so the time of consent is the server's.
ALTER TABLE user_profiles ADD COLUMN whatsapp_number TEXT;
ALTER TABLE user_profiles ADD COLUMN whatsapp_opt_in_at TIMESTAMPTZ;
ALTER TABLE user_profiles ADD COLUMN whatsapp_opt_out_at TIMESTAMPTZ;
ALTER TABLE user_profiles ADD COLUMN whatsapp_opt_out_source TEXT
  CONSTRAINT user_profiles_whatsapp_opt_out_source_check
  CHECK (whatsapp_opt_out_source IN ('profile', 'stop'));

-- Every consent given or withdrawn, kept as the record of it.
CREATE TABLE whatsapp_consents (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID,
  shop_id UUID,
  phone TEXT NOT NULL,
  action TEXT NOT NULL,
  source TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT whatsapp_consents_pkey PRIMARY KEY (id),
  CONSTRAINT whatsapp_consents_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
    ON DELETE CASCADE,
  CONSTRAINT whatsapp_consents_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT whatsapp_consents_action_check CHECK (action IN ('opt_in', 'opt_out')),
  CONSTRAINT whatsapp_consents_source_check CHECK (source IN ('profile', 'settings', 'stop'))
);
CREATE INDEX whatsapp_consents_user_id_idx ON whatsapp_consents (user_id);

-- A shop's WhatsApp alerts of new bookings and requests: to one phone, on or off. Private to
-- the shop's owner and managers (the shop row itself is public).
CREATE TABLE shop_whatsapp_alerts (
  shop_id UUID NOT NULL,
  phone TEXT NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT false,
  enabled_at TIMESTAMPTZ,
  updated_by UUID,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT shop_whatsapp_alerts_pkey PRIMARY KEY (shop_id),
  CONSTRAINT shop_whatsapp_alerts_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT shop_whatsapp_alerts_updated_by_fkey FOREIGN KEY (updated_by) REFERENCES users (id)
    ON DELETE SET NULL
);

-- The outbox: one row per message, written in the transaction of the change that causes it.
-- dedupe_key is "<event>:<recipient number>", so an event reaches a number once however many
-- servers queue or send it (C.5.5). A claim is one conditional UPDATE with a lease
-- (pending, or sending whose lease ran out); the provider's message id comes back with the
-- answer and names the row in the status webhooks. Statuses only move forward
-- (sent < delivered < read; failed ends a message that was not delivered). A customer's
-- message carries the e-mail it replaces (fallback_email, the outbox row as JSON), queued once
-- when the message fails.
CREATE TABLE whatsapp_outbox (
  id UUID NOT NULL DEFAULT @UUID@,
  to_phone TEXT NOT NULL,
  template TEXT NOT NULL,
  lang TEXT NOT NULL,
  params JSONB NOT NULL DEFAULT '[]',
  dedupe_key TEXT NOT NULL,
  user_id UUID,
  shop_id UUID,
  booking_id UUID,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  last_error TEXT,
  provider_message_id TEXT,
  fallback_email TEXT,
  fallback_queued_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  sent_at TIMESTAMPTZ,
  delivered_at TIMESTAMPTZ,
  read_at TIMESTAMPTZ,
  failed_at TIMESTAMPTZ,
  CONSTRAINT whatsapp_outbox_pkey PRIMARY KEY (id),
  CONSTRAINT whatsapp_outbox_dedupe_key_key UNIQUE (dedupe_key),
  CONSTRAINT whatsapp_outbox_provider_message_id_key UNIQUE (provider_message_id),
  CONSTRAINT whatsapp_outbox_status_check
    CHECK (status IN ('pending', 'sending', 'sent', 'delivered', 'read', 'failed')),
  CONSTRAINT whatsapp_outbox_lang_check CHECK (lang IN ('en', 'zh_HK')),
  CONSTRAINT whatsapp_outbox_attempts_check CHECK (attempts >= 0)
);
CREATE INDEX whatsapp_outbox_status_next_attempt_at_idx
  ON whatsapp_outbox (status, next_attempt_at);
CREATE INDEX whatsapp_outbox_booking_id_idx ON whatsapp_outbox (booking_id);
