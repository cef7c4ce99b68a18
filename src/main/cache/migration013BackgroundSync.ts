/**
 * Schema step: the background re-read of every account's domains. One row per account holds
 * the pass under way (where it is, by domain name, so a restart resumes it) and when the last
 * full pass finished. Instants are ms since the epoch; the row goes with its account.
 */
export const migration013BackgroundSync = `
CREATE TABLE background_passes (
  account_id TEXT PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  started_at INTEGER,
  cursor TEXT,
  done INTEGER NOT NULL DEFAULT 0,
  failed INTEGER NOT NULL DEFAULT 0,
  total INTEGER NOT NULL DEFAULT 0,
  spacing_ms INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL DEFAULT 0,
  paused_reason TEXT,
  last_started_at INTEGER,
  last_finished_at INTEGER
) STRICT;
`;
