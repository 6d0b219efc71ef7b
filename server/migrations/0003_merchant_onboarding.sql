-- Merchant onboarding: the waitlist, quick applications, full merchant applications and
-- ownership claims on existing shops (spec sections 3 and 4, ARCHITECTURE section 6).

-- Stored lower-case, so the UNIQUE constraint answers 23505 for any spelling of a known address.
CREATE TABLE waitlist_emails (
  id UUID NOT NULL DEFAULT @UUID@,
  email TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT waitlist_emails_pkey PRIMARY KEY (id),
  CONSTRAINT waitlist_emails_email_key UNIQUE (email),
  CONSTRAINT waitlist_emails_email_lowercase_check CHECK (email = lower(email)),
  CONSTRAINT waitlist_emails_email_length_check CHECK (length(email) <= 254)
);

-- The 30-second form. whatsapp is "<country code> <number>".
CREATE TABLE quick_applications (
  id UUID NOT NULL DEFAULT @UUID@,
  business_name TEXT NOT NULL,
  email TEXT NOT NULL,
  whatsapp TEXT NOT NULL,
  district TEXT NOT NULL,
  business_type TEXT NOT NULL,
  business_mode TEXT NOT NULL,
  instagram TEXT,
  completed BOOLEAN NOT NULL DEFAULT false,
  onboarding_completed_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT quick_applications_pkey PRIMARY KEY (id),
  CONSTRAINT quick_applications_district_check CHECK (district IN ('Central and Western',
    'Eastern', 'Islands', 'Kowloon City', 'Kwai Tsing', 'Kwun Tong', 'North', 'Sai Kung',
    'Sha Tin', 'Sham Shui Po', 'Southern', 'Tai Po', 'Tsuen Wan', 'Tuen Mun', 'Wan Chai',
    'Wong Tai Sin', 'Yau Tsim Mong', 'Yuen Long')),
  CONSTRAINT quick_applications_business_type_check CHECK (business_type IN ('Beauty', 'Fitness',
    'Nail Salon', 'Wellness', 'Massage', 'Make Up', 'Tattoo', 'Hair Salon', 'Brows & Lashes',
    'Other')),
  CONSTRAINT quick_applications_business_mode_check
    CHECK (business_mode IN ('chained', 'independent', 'freelancer'))
);
CREATE INDEX quick_applications_completed_created_at_idx ON quick_applications (completed, created_at);

-- The full application. A draft may be incomplete, so most columns are nullable and their
-- CHECKs accept NULL. application_number (EMU-000123) is filled by the application code.
-- reviewed_by is the reviewing admin's e-mail (spec: "reviewer e-mail"). business_id is the
-- shop created on approval.
CREATE TABLE merchant_applications (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID,
  quick_application_id UUID,
  business_id UUID,
  application_number TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'draft',
  business_name TEXT,
  business_name_zh TEXT,
  district TEXT,
  address TEXT,
  building TEXT,
  business_types JSONB NOT NULL DEFAULT '[]',
  business_type TEXT,
  business_type_other TEXT,
  business_mode TEXT,
  business_size TEXT,
  description TEXT,
  how_did_you_hear TEXT,
  referee_name TEXT,
  referee_phone TEXT,
  instagram TEXT,
  facebook TEXT,
  website TEXT,
  google_map_url TEXT,
  business_registered_name TEXT,
  business_registration_number TEXT,
  registered_address TEXT,
  br_document_url TEXT,
  contact_person TEXT,
  contact_person_role TEXT,
  contact_email TEXT,
  contact_email_secondary TEXT,
  contact_whatsapp TEXT,
  phone TEXT,
  whatsapp TEXT,
  email TEXT,
  interested_in_content BOOLEAN,
  open_to_free_trials BOOLEAN,
  agreed_to_terms BOOLEAN NOT NULL DEFAULT false,
  completion_percentage INTEGER NOT NULL DEFAULT 0,
  reviewer_remark TEXT,
  reviewed_by TEXT,
  submitted_at TIMESTAMPTZ,
  approved_at TIMESTAMPTZ,
  rejected_at TIMESTAMPTZ,
  rejection_reason TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT merchant_applications_pkey PRIMARY KEY (id),
  CONSTRAINT merchant_applications_application_number_key UNIQUE (application_number),
  CONSTRAINT merchant_applications_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
    ON DELETE SET NULL,
  CONSTRAINT merchant_applications_quick_application_id_fkey FOREIGN KEY (quick_application_id)
    REFERENCES quick_applications (id) ON DELETE SET NULL,
  CONSTRAINT merchant_applications_business_id_fkey FOREIGN KEY (business_id)
    REFERENCES businesses (id) ON DELETE SET NULL,
  CONSTRAINT merchant_applications_status_check
    CHECK (status IN ('draft', 'pending_review', 'approved', 'rejected')),
  CONSTRAINT merchant_applications_district_check CHECK (district IN ('Central and Western',
    'Eastern', 'Islands', 'Kowloon City', 'Kwai Tsing', 'Kwun Tong', 'North', 'Sai Kung',
    'Sha Tin', 'Sham Shui Po', 'Southern', 'Tai Po', 'Tsuen Wan', 'Tuen Mun', 'Wan Chai',
    'Wong Tai Sin', 'Yau Tsim Mong', 'Yuen Long')),
  CONSTRAINT merchant_applications_business_type_check CHECK (business_type IN ('Beauty',
    'Fitness', 'Nail Salon', 'Wellness', 'Massage', 'Make Up', 'Tattoo', 'Hair Salon',
    'Brows & Lashes', 'Other')),
  CONSTRAINT merchant_applications_business_mode_check
    CHECK (business_mode IN ('chained', 'independent', 'freelancer')),
  CONSTRAINT merchant_applications_business_size_check
    CHECK (business_size IN ('1-5', '6-10', '11-20', '21-50', '50+')),
  CONSTRAINT merchant_applications_how_did_you_hear_check CHECK (how_did_you_hear IN
    ('Instagram', 'Facebook', 'WhatsApp', 'Friend', 'Google', 'Other')),
  CONSTRAINT merchant_applications_completion_percentage_check
    CHECK (completion_percentage >= 0 AND completion_percentage <= 100)
);
CREATE INDEX merchant_applications_status_created_at_idx
  ON merchant_applications (status, created_at);
CREATE INDEX merchant_applications_user_id_idx ON merchant_applications (user_id);
CREATE INDEX merchant_applications_contact_email_idx ON merchant_applications (contact_email);
CREATE INDEX merchant_applications_email_idx ON merchant_applications (email);

-- A merchant's claim to own an existing shop. merchant_id is the claimant's user id. Claims go
-- with the shop and with the claimant's account; reviewed_by is the deciding admin's user id.
-- At most one open (pending) claim per shop and merchant.
CREATE TABLE business_claims (
  id UUID NOT NULL DEFAULT @UUID@,
  business_id UUID NOT NULL,
  merchant_id UUID NOT NULL,
  claim_status TEXT NOT NULL DEFAULT 'pending',
  claim_reason TEXT,
  proof_documents JSONB NOT NULL DEFAULT '[]',
  business_registration_number TEXT,
  contact_person TEXT,
  contact_phone TEXT,
  contact_email TEXT,
  contact_position TEXT,
  legal_business_name TEXT,
  verification_method TEXT,
  verification_confirmed BOOLEAN NOT NULL DEFAULT false,
  additional_info TEXT,
  reviewed_by UUID,
  reviewed_at TIMESTAMPTZ,
  review_notes TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT business_claims_pkey PRIMARY KEY (id),
  CONSTRAINT business_claims_business_id_fkey FOREIGN KEY (business_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT business_claims_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES users (id)
    ON DELETE CASCADE,
  CONSTRAINT business_claims_reviewed_by_fkey FOREIGN KEY (reviewed_by) REFERENCES users (id)
    ON DELETE SET NULL,
  CONSTRAINT business_claims_claim_status_check
    CHECK (claim_status IN ('pending', 'approved', 'rejected', 'duplicate')),
  CONSTRAINT business_claims_verification_method_check
    CHECK (verification_method IN ('whatsapp', 'facebook', 'instagram'))
);
CREATE UNIQUE INDEX business_claims_one_open_claim_idx ON business_claims (business_id, merchant_id)
  WHERE claim_status = 'pending';
CREATE INDEX business_claims_claim_status_created_at_idx ON business_claims (claim_status, created_at);
CREATE INDEX business_claims_merchant_id_idx ON business_claims (merchant_id);
