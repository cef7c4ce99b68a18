/**
 * Schema step: the notification centre. `notification_facts` holds one key per fact told
 * (or seen while its kind was off), so no fact is told twice; `notification_domain_state` the
 * status each domain was last seen in, so a change of status is noticed once.
 */
export const migration015Notifications = `
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  target_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read_at TEXT,
  dismissed_at TEXT
) STRICT;
CREATE INDEX notifications_by_account ON notifications (account_id, dismissed_at, id);

CREATE TABLE notification_facts (
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  fact_key TEXT NOT NULL,
  seen_at TEXT NOT NULL,
  PRIMARY KEY (account_id, fact_key)
) STRICT, WITHOUT ROWID;

CREATE TABLE notification_domain_state (
  domain_id INTEGER PRIMARY KEY REFERENCES domains(id) ON DELETE CASCADE,
  status TEXT NOT NULL
) STRICT;
`;
