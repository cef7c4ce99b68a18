/**
 * Schema step: the preset an order carried (chosen on its cart line), and how its parts an
 * order cannot carry (DNS template, lock) were applied once the domain became active. One
 * row per journal entry; its state moves once from `waiting`, so a restart never applies the
 * preset twice (`applying` left by a crash becomes `interrupted`, told, not run again).
 */
export const migration019OrderPresets = `
CREATE TABLE order_presets (
  order_id TEXT PRIMARY KEY REFERENCES order_journal(id) ON DELETE CASCADE,
  account_id TEXT NOT NULL,
  domain TEXT NOT NULL,
  preset_id TEXT NOT NULL,
  preset_name TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('waiting', 'applying', 'applied', 'needs_confirmation',
    'preset_gone', 'failed', 'interrupted', 'not_placed')),
  detail TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
) STRICT;
CREATE INDEX order_presets_waiting ON order_presets (account_id, domain) WHERE state = 'waiting';
`;
