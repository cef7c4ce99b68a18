import type {
  CacheRecoveredNotice,
  CacheRolledBackNotice,
  KeptData,
  LostData,
} from '../../../shared/ipc/channels/userData';
import type { CacheRecovery, CacheRollback } from '../../cache/openCache';

// The cache's tables in the user's words.
const TABLE_LABELS: Readonly<Record<string, string>> = {
  accounts: 'accounts',
  domains: 'domains in the portfolio',
  domain_tags: 'domain tags',
  domain_snapshots: 'domain details read from the provider',
  settings: 'settings',
  activity_log: 'activity log entries',
  tlds: 'TLD lists',
  tld_prices: 'TLD prices',
  cart_prices: 'cart prices',
  search_history: 'recent searches',
  contact_profiles: 'contact profiles',
  cart_items: 'cart items',
  order_journal: 'orders in the order history',
};

const labelOf = (table: string): string =>
  table === '*' ? 'everything' : (TABLE_LABELS[table] ?? table.replaceAll('_', ' '));

const count = (rows: number): string => rows.toLocaleString('en-US');

function keptText(kept: readonly KeptData[]): string {
  if (kept.length === 0) return 'Nothing could be read from it, so the new cache starts empty.';
  const parts = kept.map(({ label, rows }) => `${count(rows)} ${label}`);
  return `Everything that could still be read was copied into the new one: ${parts.join(', ')}.`;
}

function lostText(lost: readonly LostData[]): string {
  if (lost.length === 0) return '';
  const parts = lost.map(({ label, rows, atMost, note }) => {
    const how =
      rows !== undefined
        ? `${count(rows)} `
        : atMost !== undefined
          ? `up to ${count(atMost)} `
          : '';
    return `${how}${label} (${note})`;
  });
  return ` Lost: ${parts.join('; ')}.`;
}

export function cacheRecoveredNotice(
  id: string,
  createdAt: string,
  recovered: CacheRecovery,
  orphanKeys: readonly string[],
): CacheRecoveredNotice {
  const kept = recovered.salvage.kept.map((entry) => ({ ...entry, label: labelOf(entry.table) }));
  const lost = recovered.salvage.lost.map((entry) => ({ ...entry, label: labelOf(entry.table) }));
  const keys =
    orphanKeys.length === 0
      ? ''
      : ` The API keys of ${orphanKeys.length} account(s) lost with the file are still in the ` +
        'system keychain; remove them unless you add those accounts again.';
  return {
    id,
    createdAt,
    kind: 'cache_recovered',
    message:
      `DomainDesk could not read its offline cache (${recovered.reason}) and started a new one. ` +
      keptText(kept) +
      lostText(lost) +
      ` The damaged file was kept at ${recovered.movedTo}. Importing an export file brings ` +
      `back accounts, portfolio, notes and contact profiles that are missing.` +
      keys,
    movedTo: recovered.movedTo,
    kept,
    lost,
    orphanKeys,
  };
}

export function cacheRolledBackNotice(
  id: string,
  createdAt: string,
  rolledBack: CacheRollback,
): CacheRolledBackNotice {
  const how =
    rolledBack.lostCommits === null
      ? 'the changes saved in the last moments before it stopped'
      : `${count(rolledBack.lostCommits)} change(s) saved before it stopped, or more,`;
  return {
    id,
    createdAt,
    kind: 'cache_rolled_back',
    message:
      `DomainDesk was stopped before it could finish writing its offline cache, and the record ` +
      `of its last changes is damaged: ${how} could not be restored. Check your latest edits ` +
      `(notes, tags, contact profiles, settings) and make them again; if you ordered domains ` +
      `just before, check those orders with your provider. A copy of the damaged record was ` +
      `kept at ${rolledBack.walCopy}.`,
    lostCommits: rolledBack.lostCommits,
    walCopy: rolledBack.walCopy,
  };
}
