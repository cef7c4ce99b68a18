/**
 * Schema version 1: accounts, the domain portfolio, per-domain snapshots, settings and the
 * activity log. API keys are never stored here: they live in the OS keychain.
 */
export const migration001Portfolio = `
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  label TEXT NOT NULL,
  base_url TEXT NOT NULL,
  email TEXT NOT NULL,
  user_agent TEXT,
  max_concurrent_requests INTEGER NOT NULL DEFAULT 2
    CHECK (max_concurrent_requests BETWEEN 1 AND 16),
  min_request_interval_ms INTEGER NOT NULL DEFAULT 250 CHECK (min_request_interval_ms >= 0),
  currency TEXT,
  last_balance TEXT,
  last_balance_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (base_url, email)
) STRICT;

CREATE TABLE domains (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  unicode_name TEXT NOT NULL,
  origin TEXT NOT NULL DEFAULT 'added'
    CHECK (origin IN ('registered', 'transferred', 'added', 'imported')),
  status TEXT NOT NULL DEFAULT 'unknown'
    CHECK (status IN ('pending', 'active', 'expired', 'transferring', 'released', 'deleted',
                      'not_in_account', 'unknown')),
  pending_since TEXT,
  last_seen_active_at TEXT,
  forbidden_first_at TEXT,
  forbidden_last_at TEXT,
  forbidden_count INTEGER NOT NULL DEFAULT 0,
  expiry_date TEXT,
  registrar_status TEXT,
  locked INTEGER CHECK (locked IN (0, 1)),
  nameservers_json TEXT,
  id_protection INTEGER CHECK (id_protection IN (0, 1)),
  last_synced_at TEXT,
  last_error_kind TEXT,
  last_error_message TEXT,
  last_error_at TEXT,
  notes TEXT NOT NULL DEFAULT '',
  added_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (account_id, name)
) STRICT;
CREATE INDEX domains_by_status ON domains (account_id, status);
CREATE INDEX domains_by_expiry ON domains (expiry_date);

CREATE TABLE domain_tags (
  domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
  tag TEXT NOT NULL,
  PRIMARY KEY (domain_id, tag)
) STRICT, WITHOUT ROWID;
CREATE INDEX domain_tags_by_tag ON domain_tags (tag);

CREATE TABLE domain_snapshots (
  domain_id INTEGER NOT NULL REFERENCES domains(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('information', 'contacts', 'dns', 'email', 'glue')),
  data_json TEXT NOT NULL,
  read_at TEXT NOT NULL,
  PRIMARY KEY (domain_id, kind)
) STRICT, WITHOUT ROWID;

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value_json TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

-- History outlives the account it describes, so no foreign key here.
CREATE TABLE activity_log (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL,
  domain TEXT,
  action TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT,
  result TEXT NOT NULL CHECK (result IN ('succeeded', 'failed', 'outcome_unknown')),
  result_detail TEXT,
  at TEXT NOT NULL
) STRICT;
CREATE INDEX activity_by_domain ON activity_log (account_id, domain, at);
CREATE INDEX activity_by_time ON activity_log (at);
`;
