/**
 * Schema step: what the provider last said about each domain's premium status, so renewals
 * are quoted at the price the provider charges. Keyed by account and ASCII name (not by the
 * portfolio row) because an order records it before the name joins the portfolio. No row
 * means the premium status is unknown; `premium = 0` means known not premium.
 */
export const migration010PremiumRenewals = `
CREATE TABLE domain_premium (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  premium INTEGER NOT NULL CHECK (premium IN (0, 1)),
  renewal_price TEXT,
  currency TEXT,
  checked_at TEXT NOT NULL,
  PRIMARY KEY (account_id, name)
) STRICT, WITHOUT ROWID;
`;
