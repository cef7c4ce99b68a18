import type { PortfolioOrigin, PortfolioStatus } from '../../shared/ipc/channels/portfolioTypes';
import type { Nameservers } from './apiModels';
import { fromJsonTextOrNull } from './jsonText';
import { fromSqlBool, num, str, strOrNull } from './sqlite';

// The statuses and origins the renderer shows are the ones stored: one list for both.
export {
  PORTFOLIO_ORIGINS as DOMAIN_ORIGINS,
  PORTFOLIO_STATUSES as DOMAIN_STATUSES,
} from '../../shared/ipc/channels/portfolioTypes';
export type DomainOrigin = PortfolioOrigin;
export type DomainStatus = PortfolioStatus;

export interface DomainRecord {
  id: number;
  accountId: string;
  /** ASCII (Punycode) form, lower case. */
  name: string;
  unicodeName: string;
  origin: DomainOrigin;
  status: DomainStatus;
  pendingSince: string | null;
  /** Last time the API answered for this domain as one of the account's domains. */
  lastSeenActiveAt: string | null;
  /**
   * The 403 "not found in the reseller account" answers since the last successful read:
   * an order still being provisioned and a domain that is not in the account look alike,
   * so callers judge by origin, pendingSince and how long the 403s have lasted.
   */
  notFound: { count: number; firstAt: string | null; lastAt: string | null };
  expiryDate: string | null;
  registrarStatus: string | null;
  locked: boolean | null;
  nameservers: Nameservers | null;
  idProtection: boolean | null;
  lastSyncedAt: string | null;
  lastError: { kind: string; message: string; at: string } | null;
  tags: string[];
  notes: string;
  addedAt: string;
  updatedAt: string;
}

export const domainColumns = `d.id, d.account_id, d.name, d.unicode_name, d.origin, d.status,
  d.pending_since, d.last_seen_active_at, d.forbidden_first_at, d.forbidden_last_at,
  d.forbidden_count, d.expiry_date, d.registrar_status, d.locked, d.nameservers_json,
  d.id_protection, d.last_synced_at, d.last_error_kind, d.last_error_message, d.last_error_at,
  d.notes, d.added_at, d.updated_at,
  (SELECT json_group_array(tag) FROM domain_tags t WHERE t.domain_id = d.id) AS tags_json`;

export function toDomainRecord(row: Record<string, unknown>): DomainRecord {
  const errorKind = strOrNull(row.last_error_kind);
  return {
    id: num(row.id),
    accountId: str(row.account_id),
    name: str(row.name),
    unicodeName: str(row.unicode_name),
    origin: str(row.origin) as DomainOrigin,
    status: str(row.status) as DomainStatus,
    pendingSince: strOrNull(row.pending_since),
    lastSeenActiveAt: strOrNull(row.last_seen_active_at),
    notFound: {
      count: num(row.forbidden_count),
      firstAt: strOrNull(row.forbidden_first_at),
      lastAt: strOrNull(row.forbidden_last_at),
    },
    expiryDate: strOrNull(row.expiry_date),
    registrarStatus: strOrNull(row.registrar_status),
    locked: fromSqlBool(row.locked),
    nameservers: fromJsonTextOrNull(row.nameservers_json) as Nameservers | null,
    idProtection: fromSqlBool(row.id_protection),
    lastSyncedAt: strOrNull(row.last_synced_at),
    lastError:
      errorKind === null
        ? null
        : {
            kind: errorKind,
            message: strOrNull(row.last_error_message) ?? '',
            at: strOrNull(row.last_error_at) ?? '',
          },
    tags: ((fromJsonTextOrNull(row.tags_json) as string[] | null) ?? []).sort(),
    notes: str(row.notes),
    addedAt: str(row.added_at),
    updatedAt: str(row.updated_at),
  };
}
