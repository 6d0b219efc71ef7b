-- People and the marketplace: profiles, roles, merchants, businesses (shops), their services,
-- bookings and reviews (spec section 3). Enumerated columns carry CHECK constraints listing
-- exactly the values of server/src/domain/enums.cpp (domain_enums_test keeps them in step).

CREATE TABLE user_profiles (
  user_id UUID NOT NULL,
  email TEXT,
  name TEXT,
  phone_number TEXT,
  avatar_url TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT user_profiles_pkey PRIMARY KEY (user_id),
  CONSTRAINT user_profiles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id)
    ON DELETE CASCADE
);

-- Roles are rows, upserted with ON CONFLICT (user_id, role).
CREATE TABLE user_roles (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID NOT NULL,
  role TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT user_roles_pkey PRIMARY KEY (id),
  CONSTRAINT user_roles_user_id_role_key UNIQUE (user_id, role),
  CONSTRAINT user_roles_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT user_roles_role_check CHECK (role IN ('admin', 'merchant', 'user'))
);
CREATE INDEX user_roles_role_idx ON user_roles (role);

-- One merchants row per merchant account (created on approval or merchant sign-up).
CREATE TABLE merchants (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID NOT NULL,
  business_name TEXT NOT NULL,
  onboarding_complete BOOLEAN NOT NULL DEFAULT false,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT merchants_pkey PRIMARY KEY (id),
  CONSTRAINT merchants_user_id_key UNIQUE (user_id),
  CONSTRAINT merchants_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);

-- Shops. merchant_id and claimed_by are the owning merchant's user id; deleting that account
-- leaves the shop listed but unowned. Lists (business_types, categories) and operating_hours
-- are JSON. A shop created by approving an application is linked from
-- merchant_applications.business_id.
CREATE TABLE businesses (
  id UUID NOT NULL DEFAULT @UUID@,
  name TEXT NOT NULL,
  name_zh TEXT,
  address TEXT,
  district TEXT,
  phone_number TEXT,
  website TEXT,
  instagram_url TEXT,
  description TEXT,
  business_types JSONB NOT NULL DEFAULT '[]',
  categories JSONB NOT NULL DEFAULT '[]',
  service_type TEXT,
  operating_hours JSONB,
  is_verified BOOLEAN NOT NULL DEFAULT false,
  is_active BOOLEAN NOT NULL DEFAULT true,
  claim_status TEXT NOT NULL DEFAULT 'unclaimed',
  is_claimed BOOLEAN NOT NULL DEFAULT false,
  claimed_by UUID,
  merchant_id UUID,
  rating NUMERIC(3,2) NOT NULL DEFAULT 0,
  total_ratings INTEGER NOT NULL DEFAULT 0,
  verification_status TEXT NOT NULL DEFAULT 'pending',
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT businesses_pkey PRIMARY KEY (id),
  CONSTRAINT businesses_claimed_by_fkey FOREIGN KEY (claimed_by) REFERENCES users (id)
    ON DELETE SET NULL,
  CONSTRAINT businesses_merchant_id_fkey FOREIGN KEY (merchant_id) REFERENCES users (id)
    ON DELETE SET NULL,
  CONSTRAINT businesses_district_check CHECK (district IN ('Central and Western', 'Eastern',
    'Islands', 'Kowloon City', 'Kwai Tsing', 'Kwun Tong', 'North', 'Sai Kung', 'Sha Tin',
    'Sham Shui Po', 'Southern', 'Tai Po', 'Tsuen Wan', 'Tuen Mun', 'Wan Chai', 'Wong Tai Sin',
    'Yau Tsim Mong', 'Yuen Long')),
  CONSTRAINT businesses_claim_status_check
    CHECK (claim_status IN ('unclaimed', 'pending', 'approved', 'rejected')),
  CONSTRAINT businesses_verification_status_check
    CHECK (verification_status IN ('verified', 'pending', 'rejected')),
  CONSTRAINT businesses_rating_check CHECK (rating >= 0 AND rating <= 5),
  CONSTRAINT businesses_total_ratings_check CHECK (total_ratings >= 0)
);
CREATE INDEX businesses_merchant_id_idx ON businesses (merchant_id);
CREATE INDEX businesses_claimed_by_idx ON businesses (claimed_by);
CREATE INDEX businesses_claim_status_idx ON businesses (claim_status);
CREATE INDEX businesses_district_idx ON businesses (district);

-- Services belong to a shop and go with it (the spec deletes services before the shop).
CREATE TABLE services (
  id UUID NOT NULL DEFAULT @UUID@,
  shop_id UUID NOT NULL,
  name TEXT NOT NULL,
  description TEXT,
  price NUMERIC(10,2),
  duration INTEGER,
  is_active BOOLEAN NOT NULL DEFAULT true,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT services_pkey PRIMARY KEY (id),
  CONSTRAINT services_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT services_price_check CHECK (price >= 0),
  CONSTRAINT services_duration_check CHECK (duration > 0)
);
CREATE INDEX services_shop_id_idx ON services (shop_id);

-- Bookings go with their shop. A deleted account leaves its bookings in the shop's history
-- without a user; a deleted service leaves the booking without a service.
-- booking_date is 'YYYY-MM-DD' and booking_time 'HH:MM:SS' (what PostgreSQL prints).
CREATE TABLE bookings (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID,
  shop_id UUID NOT NULL,
  service_id UUID,
  booking_date DATE NOT NULL,
  booking_time TIME NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT bookings_pkey PRIMARY KEY (id),
  CONSTRAINT bookings_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL,
  CONSTRAINT bookings_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT bookings_service_id_fkey FOREIGN KEY (service_id) REFERENCES services (id)
    ON DELETE SET NULL,
  CONSTRAINT bookings_status_check
    CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled'))
);
CREATE INDEX bookings_shop_id_created_at_idx ON bookings (shop_id, created_at);
CREATE INDEX bookings_user_id_idx ON bookings (user_id);
CREATE INDEX bookings_service_id_idx ON bookings (service_id);

-- Reviews are the author's content: they go with the account and with the shop.
CREATE TABLE reviews (
  id UUID NOT NULL DEFAULT @UUID@,
  user_id UUID NOT NULL,
  shop_id UUID NOT NULL,
  service_id UUID,
  rating INTEGER NOT NULL,
  comment TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT @NOW@,
  CONSTRAINT reviews_pkey PRIMARY KEY (id),
  CONSTRAINT reviews_user_id_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
  CONSTRAINT reviews_shop_id_fkey FOREIGN KEY (shop_id) REFERENCES businesses (id)
    ON DELETE CASCADE,
  CONSTRAINT reviews_service_id_fkey FOREIGN KEY (service_id) REFERENCES services (id)
    ON DELETE SET NULL,
  CONSTRAINT reviews_rating_check CHECK (rating >= 1 AND rating <= 5)
);
CREATE INDEX reviews_user_id_idx ON reviews (user_id);
CREATE INDEX reviews_shop_id_idx ON reviews (shop_id);
