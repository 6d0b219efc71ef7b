-- Platform tables: the e-mail outbox, the audit log and database-backed rate-limit counters.

-- Every e-mail is a row written in the same transaction as the state change that causes it;
-- the outbox worker delivers it with retries. dedupe_key (e.g. "approval:<application id>")
-- makes "each e-mail kind once per record" a constraint: NULL means no deduplication.
CREATE TABLE email_outbox (
  id UUID NOT NULL DEFAULT @UUID@,
  to_email TEXT NOT NULL,
  template_id INTEGER,
  email_type TEXT NOT NULL,
  lang TEXT NOT NULL DEFAULT 'en',
  subject TEXT NOT NULL,
  html_body TEXT NOT NULL,
  text_body TEXT NOT NULL,
  params JSONB NOT NULL DEFAULT '{}',
  dedupe_key TEXT,
  status TEXT NOT NULL DEFAULT 'pending',
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  last_error TEXT,
  smtp_message_id TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  sent_at TIMESTAMPTZ,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT email_outbox_pkey PRIMARY KEY (id),
  CONSTRAINT email_outbox_dedupe_key_key UNIQUE (dedupe_key),
  CONSTRAINT email_outbox_status_check CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  CONSTRAINT email_outbox_lang_check CHECK (lang IN ('en', 'zh')),
  CONSTRAINT email_outbox_attempts_check CHECK (attempts >= 0)
);
CREATE INDEX email_outbox_status_next_attempt_at_idx ON email_outbox (status, next_attempt_at);

-- Who did what: every admin decision and edit. actor_id has no foreign key on purpose: the
-- record must outlive the account it names.
CREATE TABLE audit_log (
  id UUID NOT NULL DEFAULT @UUID@,
  actor_id UUID,
  actor_email TEXT,
  action TEXT NOT NULL,
  entity_type TEXT,
  entity_id TEXT,
  details JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT audit_log_pkey PRIMARY KEY (id)
);
CREATE INDEX audit_log_created_at_idx ON audit_log (created_at);
CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id);
CREATE INDEX audit_log_actor_id_idx ON audit_log (actor_id);

-- Fixed-window counters shared by every server instance: key is e.g. "signin:ip:1.2.3.4",
-- incremented with INSERT ... ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1.
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  window_start TIMESTAMPTZ NOT NULL,
  count INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT rate_limits_pkey PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_start_idx ON rate_limits (window_start);
