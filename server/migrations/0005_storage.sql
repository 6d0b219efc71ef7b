-- Object storage on local disk: buckets and object metadata. The file itself lives at
-- path_on_disk (a generated name under EMU_STORAGE_DIR), never at a client-chosen path.

CREATE TABLE storage_buckets (
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  public BOOLEAN NOT NULL DEFAULT false,
  file_size_limit BIGINT,
  allowed_mime_types JSONB,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT storage_buckets_pkey PRIMARY KEY (id),
  CONSTRAINT storage_buckets_name_key UNIQUE (name)
);

-- A bucket that still holds objects cannot be deleted (NO ACTION); an owner's account deletion
-- keeps the object (documents belong to the application or claim that links them).
CREATE TABLE storage_objects (
  id UUID NOT NULL DEFAULT @UUID@,
  bucket_id TEXT NOT NULL,
  name TEXT NOT NULL,
  owner UUID,
  path_on_disk TEXT NOT NULL,
  mime_type TEXT,
  size BIGINT NOT NULL DEFAULT 0,
  metadata JSONB NOT NULL DEFAULT '{}',
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT storage_objects_pkey PRIMARY KEY (id),
  CONSTRAINT storage_objects_bucket_id_name_key UNIQUE (bucket_id, name),
  CONSTRAINT storage_objects_bucket_id_fkey FOREIGN KEY (bucket_id) REFERENCES storage_buckets (id),
  CONSTRAINT storage_objects_owner_fkey FOREIGN KEY (owner) REFERENCES users (id)
    ON DELETE SET NULL,
  CONSTRAINT storage_objects_size_check CHECK (size >= 0)
);
CREATE INDEX storage_objects_owner_idx ON storage_objects (owner);

-- Business-registration documents and claim proofs are private (signed URLs only); avatars are
-- public. 10 MiB for documents, 2 MiB for avatars.
INSERT INTO storage_buckets (id, name, public, file_size_limit, allowed_mime_types) VALUES
  ('br-documents', 'br-documents', false, 10485760,
   '["application/pdf", "image/jpeg", "image/png", "image/webp"]'),
  ('claim-proofs', 'claim-proofs', false, 10485760,
   '["application/pdf", "image/jpeg", "image/png", "image/webp"]'),
  ('avatars', 'avatars', true, 2097152, '["image/jpeg", "image/png", "image/webp", "image/gif"]');
