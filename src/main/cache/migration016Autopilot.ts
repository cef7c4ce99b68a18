/**
 * Schema step: the renewal autopilot. Its settings and last run per account, and one row per
 * renewal it decided to send: written before the order, so its amount counts against the
 * monthly cap even when the app stops before the answer (a domain's renewal is keyed by the
 * expiry date it renews, so a run after a restart finds it rather than adding another).
 */
export const migration016Autopilot = `
CREATE TABLE autopilot_settings (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  enabled INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
  days_before INTEGER NOT NULL,
  monthly_cap TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('all', 'tags', 'domains')),
  targets_json TEXT NOT NULL DEFAULT '[]',
  last_run_json TEXT,
  updated_at TEXT NOT NULL
) STRICT;

CREATE TABLE autopilot_renewals (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  domain TEXT NOT NULL,
  expiry_date TEXT NOT NULL,
  month TEXT NOT NULL,
  quoted TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (account_id, domain, expiry_date)
) STRICT;
CREATE INDEX autopilot_renewals_by_month ON autopilot_renewals (account_id, month);
`;
