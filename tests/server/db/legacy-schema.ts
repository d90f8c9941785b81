// The schema a SQLite data folder had before the migrations moved to Kysely (PRAGMA
// user_version = 1), verbatim, to prove that such a folder keeps working.
export const LEGACY_SCHEMA_V1 = `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('client', 'lawyer', 'admin')),
  password_hash TEXT NOT NULL,
  is_verified INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

CREATE TABLE lawyer_profiles (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  full_name TEXT NOT NULL,
  specialization TEXT NOT NULL,
  location TEXT NOT NULL,
  experience_years INTEGER NOT NULL,
  license_number TEXT NOT NULL,
  education TEXT NOT NULL,
  bio TEXT NOT NULL,
  hourly_rate INTEGER NOT NULL,
  rating REAL NOT NULL DEFAULT 0,
  reviews INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);

CREATE TABLE documents (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('profile_picture', 'government_id', 'law_degree', 'bar_certificate')),
  stored_name TEXT NOT NULL UNIQUE,
  mime TEXT NOT NULL,
  ext TEXT NOT NULL,
  size INTEGER NOT NULL,
  uploaded_at TEXT NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- one current request per lawyer: a resubmission reuses the row, so the admin's id stays stable
CREATE TABLE verification_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'info_requested')),
  reason TEXT,
  message TEXT,
  submitted_at TEXT NOT NULL,
  decided_at TEXT
);
CREATE INDEX verification_requests_by_date ON verification_requests (submitted_at, id);

CREATE TABLE refresh_tokens (
  jti TEXT PRIMARY KEY,
  family TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  revoked_at INTEGER
);
CREATE INDEX refresh_tokens_by_family ON refresh_tokens (family);

CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;
