/**
 * Schema version 3: what keeps orders from being charged twice or lost from view.
 * - `accounts.order_settle_minutes`: how long after sending an order whose answer was lost
 *   the provider may still be working on it; "not placed" is never concluded before.
 * - `order_journal.sent_at`: when the order left, the start of that window.
 * - `order_batch_items`: the orders of a running batch not sent yet, so a crash cannot lose
 *   them without a word (no EPP code is ever written here).
 * - `notices`: what the user must be told, kept until dismissed.
 */
export const migration003Orders = `
ALTER TABLE accounts ADD COLUMN order_settle_minutes INTEGER NOT NULL DEFAULT 10
  CHECK (order_settle_minutes BETWEEN 2 AND 1440);

ALTER TABLE order_journal ADD COLUMN sent_at TEXT;

CREATE TABLE order_batch_items (
  id INTEGER PRIMARY KEY,
  batch_id TEXT NOT NULL,
  account_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  domain TEXT NOT NULL,
  operation TEXT NOT NULL CHECK (operation IN ('register', 'transfer', 'renew')),
  period INTEGER NOT NULL,
  options_json TEXT NOT NULL,
  created_at TEXT NOT NULL
) STRICT;
CREATE INDEX order_batch_items_by_batch ON order_batch_items (batch_id, position);

CREATE TABLE notices (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  body_json TEXT NOT NULL,
  data_json TEXT,
  created_at TEXT NOT NULL
) STRICT;
`;
