-- Identity tables, modelled on Supabase Auth (GoTrue) so the auth room can answer supabase-js
-- as upstream does. One file for both engines: @NOW@, @UUID@ and @IDENTITY@ are expanded per
-- dialect by the migration runner. Every constraint is named so SQLite and PostgreSQL report
-- the same names. E-mails are stored lower-case (the auth code normalises them) so that the
-- UNIQUE constraint also means unique ignoring case.

CREATE TABLE users (
  id UUID NOT NULL DEFAULT @UUID@,
  aud TEXT NOT NULL DEFAULT 'authenticated',
  role TEXT NOT NULL DEFAULT 'authenticated',
  email TEXT,
  encrypted_password TEXT,
  email_confirmed_at TIMESTAMPTZ,
  invited_at TIMESTAMPTZ,
  confirmation_token TEXT,
  confirmation_sent_at TIMESTAMPTZ,
  recovery_token TEXT,
  recovery_sent_at TIMESTAMPTZ,
  email_change_token_new TEXT,
  email_change TEXT,
  email_change_sent_at TIMESTAMPTZ,
  last_sign_in_at TIMESTAMPTZ,
  raw_app_meta_data JSONB NOT NULL DEFAULT '{}',
  raw_user_meta_data JSONB NOT NULL DEFAULT '{}',
  is_super_admin BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  phone TEXT,
  phone_confirmed_at TIMESTAMPTZ,
  banned_until TIMESTAMPTZ,
  deleted_at TIMESTAMPTZ,
  is_anonymous BOOLEAN NOT NULL DEFAULT false,
  CONSTRAINT users_pkey PRIMARY KEY (id),
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_phone_key UNIQUE (phone),
  CONSTRAINT users_email_lowercase_check CHECK (email = lower(email))
);
CREATE INDEX users_created_at_idx ON users (created_at);

-- Linked sign-in providers (email, google). id is the row id the API calls identity_id;
-- provider_id is the provider's subject (the user id for the email provider).
CREATE TABLE identities (
  id UUID NOT NULL DEFAULT @UUID@,
  provider_id TEXT NOT NULL,
  user_id UUID NOT NULL,
  identity_data JSONB NOT NULL DEFAULT '{}',
  provider TEXT NOT NULL,
  last_sign_in_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  email TEXT,
  CONSTRAINT identities_pkey PRIMARY KEY (id),
  CONSTRAINT identities_provider_id_provider_key UNIQUE (provider_id, provider),
  CONSTRAINT identities_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX identities_user_id_idx ON identities (user_id);
CREATE INDEX identities_email_idx ON identities (email);

-- MFA factors. friendly_name is unique per user (NULL allowed many times): the API answers
-- mfa_factor_name_conflict on 23505.
CREATE TABLE mfa_factors (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID NOT NULL,
  friendly_name TEXT,
  factor_type TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'unverified',
  secret TEXT,
  phone TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  last_challenged_at TIMESTAMPTZ,
  CONSTRAINT mfa_factors_pkey PRIMARY KEY (id),
  CONSTRAINT mfa_factors_user_id_friendly_name_key UNIQUE (user_id, friendly_name),
  CONSTRAINT mfa_factors_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT mfa_factors_factor_type_check CHECK (factor_type IN ('totp', 'phone')),
  CONSTRAINT mfa_factors_status_check CHECK (status IN ('unverified', 'verified'))
);

-- A server-side session: the JWT's session_id. factor_id is the factor that raised it to aal2;
-- unenrolling that factor keeps the session (the auth code downgrades it).
CREATE TABLE sessions (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  factor_id UUID,
  aal TEXT NOT NULL DEFAULT 'aal1',
  not_after TIMESTAMPTZ,
  refreshed_at TIMESTAMPTZ,
  user_agent TEXT,
  ip TEXT,
  CONSTRAINT sessions_pkey PRIMARY KEY (id),
  CONSTRAINT sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT sessions_factor_id_fkey FOREIGN KEY (factor_id) REFERENCES mfa_factors (id)
    ON DELETE SET NULL,
  CONSTRAINT sessions_aal_check CHECK (aal IN ('aal1', 'aal2', 'aal3'))
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_not_after_idx ON sessions (not_after);

-- Rotating refresh tokens. Only a hash is stored; parent is the token_hash of the token this
-- one replaced (reuse detection walks it). Revoking a session family = deleting the session.
CREATE TABLE refresh_tokens (
  id @IDENTITY@ NOT NULL,
  token_hash TEXT NOT NULL,
  user_id UUID NOT NULL,
  revoked BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  parent TEXT,
  session_id UUID NOT NULL,
  CONSTRAINT refresh_tokens_pkey PRIMARY KEY (id),
  CONSTRAINT refresh_tokens_token_hash_key UNIQUE (token_hash),
  CONSTRAINT refresh_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
    ON DELETE CASCADE,
  CONSTRAINT refresh_tokens_session_id_fkey FOREIGN KEY (session_id) REFERENCES sessions (id)
    ON DELETE CASCADE
);
CREATE INDEX refresh_tokens_parent_idx ON refresh_tokens (parent);
CREATE INDEX refresh_tokens_session_id_revoked_idx ON refresh_tokens (session_id, revoked);
CREATE INDEX refresh_tokens_user_id_idx ON refresh_tokens (user_id);

-- PKCE flow state: OAuth and e-mail links. user_id is unknown until the provider answers.
CREATE TABLE flow_states (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID,
  auth_code_hash TEXT NOT NULL,
  code_challenge_method TEXT NOT NULL,
  code_challenge TEXT NOT NULL,
  provider_type TEXT NOT NULL,
  provider_access_token TEXT,
  provider_refresh_token TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  authentication_method TEXT NOT NULL,
  auth_code_issued_at TIMESTAMPTZ,
  redirect_to TEXT,
  CONSTRAINT flow_states_pkey PRIMARY KEY (id),
  CONSTRAINT flow_states_auth_code_hash_key UNIQUE (auth_code_hash),
  CONSTRAINT flow_states_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
    ON DELETE CASCADE,
  CONSTRAINT flow_states_code_challenge_method_check CHECK (code_challenge_method IN ('s256', 'plain'))
);
CREATE INDEX flow_states_created_at_idx ON flow_states (created_at);

CREATE TABLE mfa_challenges (
  id UUID NOT NULL DEFAULT @UUID@,
  factor_id UUID NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  verified_at TIMESTAMPTZ,
  ip_address TEXT NOT NULL,
  CONSTRAINT mfa_challenges_pkey PRIMARY KEY (id),
  CONSTRAINT mfa_challenges_factor_id_fkey FOREIGN KEY (factor_id) REFERENCES mfa_factors (id)
    ON DELETE CASCADE
);
CREATE INDEX mfa_challenges_factor_id_idx ON mfa_challenges (factor_id);

-- Authentication methods used in a session: the JWT's amr claim.
CREATE TABLE mfa_amr_claims (
  id UUID NOT NULL DEFAULT @UUID@,
  session_id UUID NOT NULL,
  authentication_method TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT mfa_amr_claims_pkey PRIMARY KEY (id),
  CONSTRAINT mfa_amr_claims_session_id_authentication_method_key
    UNIQUE (session_id, authentication_method),
  CONSTRAINT mfa_amr_claims_session_id_fkey FOREIGN KEY (session_id) REFERENCES sessions (id)
    ON DELETE CASCADE
);

-- Hashed e-mail tokens (confirmation, recovery, e-mail change): one live token per kind per user.
CREATE TABLE one_time_tokens (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID NOT NULL,
  token_type TEXT NOT NULL,
  token_hash TEXT NOT NULL,
  relates_to TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT one_time_tokens_pkey PRIMARY KEY (id),
  CONSTRAINT one_time_tokens_user_id_token_type_key UNIQUE (user_id, token_type),
  CONSTRAINT one_time_tokens_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
    ON DELETE CASCADE,
  CONSTRAINT one_time_tokens_token_type_check CHECK (token_type IN ('confirmation_token',
    'reauthentication_token', 'recovery_token', 'email_change_token_new',
    'email_change_token_current', 'phone_change_token'))
);
CREATE INDEX one_time_tokens_token_hash_idx ON one_time_tokens (token_hash);
CREATE INDEX one_time_tokens_relates_to_idx ON one_time_tokens (relates_to);
