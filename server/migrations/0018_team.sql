-- The shop's team (salon-day.md C.1, issue 28). A shop's owner is its businesses.merchant_id
-- (implicit, never a row here); managers and staff are rows of shop_members, invited by e-mail
-- (status invited, user_id NULL), joined when the invitee accepts (status active, user_id set),
-- and removed (status removed: the row stays as the record of who was on the team).
CREATE TABLE shop_members (
  id UUID NOT NULL DEFAULT @UUID@,
  shop_id UUID NOT NULL,
  user_id UUID,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  staff_id UUID,
  status TEXT NOT NULL DEFAULT 'invited',
  invited_by UUID,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT shop_members_pkey PRIMARY KEY (id),
  CONSTRAINT shop_members_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT shop_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
    ON DELETE CASCADE,
  CONSTRAINT shop_members_staff_id_fkey FOREIGN KEY (staff_id) REFERENCES staff (id)
    ON DELETE SET NULL,
  CONSTRAINT shop_members_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES users (id)
    ON DELETE SET NULL,
  CONSTRAINT shop_members_role_check CHECK (role IN ('manager', 'staff')),
  CONSTRAINT shop_members_status_check CHECK (status IN ('invited', 'active', 'removed')),
  CONSTRAINT shop_members_user_check CHECK (status <> 'active' OR user_id IS NOT NULL)
);
-- One live (invited or active) membership per address and per account in a shop: a second
-- invitation of the same person is 409 already_member, also when two race.
CREATE UNIQUE INDEX shop_members_live_email_key ON shop_members (shop_id, email)
  WHERE status <> 'removed';
CREATE UNIQUE INDEX shop_members_live_user_key ON shop_members (shop_id, user_id)
  WHERE status <> 'removed';
-- The role lookup of every shop request (shops::check_role) and the row policies' JOIN.
CREATE INDEX shop_members_user_id_idx ON shop_members (user_id, status);

-- The one-use link of an invitation: only the SHA-256 of its token is stored; it expires
-- (7 days, team/invitations.cpp) and is spent when accepted. Never exposed through /rest.
CREATE TABLE shop_invitations (
  id UUID NOT NULL DEFAULT @UUID@,
  member_id UUID NOT NULL,
  token_hash TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT shop_invitations_pkey PRIMARY KEY (id),
  CONSTRAINT shop_invitations_member_id_fkey FOREIGN KEY (member_id) REFERENCES shop_members (id)
    ON DELETE CASCADE,
  CONSTRAINT shop_invitations_token_hash_key UNIQUE (token_hash)
);
CREATE INDEX shop_invitations_member_id_idx ON shop_invitations (member_id);
