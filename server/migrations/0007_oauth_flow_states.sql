-- Google sign-in (OpenID Connect) on top of the PKCE flow states: the provider-side PKCE
-- verifier and nonce Emu generates for the authorization request, and for linkIdentity the
-- user the new identity is linked to (NULL for a plain sign-in).
ALTER TABLE flow_states ADD COLUMN provider_code_verifier TEXT;
ALTER TABLE flow_states ADD COLUMN provider_nonce TEXT;
ALTER TABLE flow_states ADD COLUMN link_user_id UUID;
