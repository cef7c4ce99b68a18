/**
 * Schema version 2: pricing caches, search history, contact profiles, the cart and the
 * order journal. EPP codes never reach these tables: cart items carry no code and the
 * journal stores a masked request summary.
 */
export const migration002Ordering = `
CREATE TABLE tlds (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  tld TEXT NOT NULL,
  fetched_at TEXT NOT NULL,
  PRIMARY KEY (account_id, tld)
) STRICT, WITHOUT ROWID;

CREATE TABLE tld_prices (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  tld TEXT NOT NULL,
  currency TEXT NOT NULL,
  registration_price TEXT,
  renewal_price TEXT,
  transfer_price TEXT,
  record_json TEXT NOT NULL,
  fetched_at TEXT NOT NULL,
  PRIMARY KEY (account_id, tld, currency)
) STRICT, WITHOUT ROWID;

CREATE TABLE cart_prices (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  domain TEXT NOT NULL,
  operation TEXT NOT NULL CHECK (operation IN ('register', 'renew', 'transfer')),
  record_json TEXT NOT NULL,
  fetched_at TEXT NOT NULL,
  PRIMARY KEY (account_id, domain, operation)
) STRICT, WITHOUT ROWID;

CREATE TABLE search_history (
  id INTEGER PRIMARY KEY,
  account_id TEXT REFERENCES accounts(id) ON DELETE CASCADE,
  term TEXT NOT NULL,
  tlds_json TEXT NOT NULL,
  searched_at TEXT NOT NULL
) STRICT;
CREATE UNIQUE INDEX search_history_term ON search_history (ifnull(account_id, ''), term);
CREATE INDEX search_history_by_time ON search_history (searched_at);

CREATE TABLE contact_profiles (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  contact_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE cart_items (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  domain TEXT NOT NULL,
  operation TEXT NOT NULL CHECK (operation IN ('register', 'transfer', 'renew')),
  period INTEGER NOT NULL CHECK (period BETWEEN 1 AND 10),
  options_json TEXT NOT NULL,
  added_at TEXT NOT NULL,
  UNIQUE (account_id, domain, operation)
) STRICT;

-- Orders are money: the journal keeps them even after their account is removed.
CREATE TABLE order_journal (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  operation TEXT NOT NULL CHECK (operation IN ('register', 'transfer', 'renew')),
  domain TEXT NOT NULL,
  period INTEGER NOT NULL,
  request_summary_json TEXT NOT NULL,
  price_quoted TEXT,
  currency TEXT,
  state TEXT NOT NULL
    CHECK (state IN ('prepared', 'sent', 'succeeded', 'failed', 'outcome_unknown', 'reconciled')),
  outcome_detail TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX order_journal_by_domain ON order_journal (account_id, domain, operation);
CREATE INDEX order_journal_by_state ON order_journal (state);
`;
