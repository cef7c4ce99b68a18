/**
 * Schema step: presets, per account. The parts (nameservers, DNS template, lock, ID
 * protection, contact profile, add-ons) are one JSON document, read and written whole; the
 * bound tag is a column so the domains that get it find their preset without reading them all.
 */
export const migration017Presets = `
CREATE TABLE presets (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name TEXT NOT NULL COLLATE NOCASE,
  tag TEXT COLLATE NOCASE,
  body_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (account_id, name)
) STRICT;
CREATE INDEX presets_by_tag ON presets (account_id, tag) WHERE tag IS NOT NULL;
`;
