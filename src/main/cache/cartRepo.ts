import type { Nameservers } from './apiModels';
import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { asciiDomainName } from './domainNames';
import { fromJsonText, toJsonText } from './jsonText';
import { all, num, run, str } from './sqlite';
import type { Db } from './sqlite';

export type OrderOperation = 'register' | 'transfer' | 'renew';
export type ContactRole = 'registrant' | 'tech' | 'billing' | 'admin';

/**
 * Choices saved with a cart line. There is deliberately no EPP code: it is asked for at
 * checkout and never written to disk.
 */
/** A premium name's own prices, from its lookup: whole-period prices by years ("1" → "125.00"). */
export interface StoredPremium {
  currency: string | null;
  register: Record<string, string>;
  renew: Record<string, string>;
  transfer: Record<string, string>;
  checkedAt: string;
  /** Register prices by years before the last lookup changed them. */
  previousRegister?: Record<string, string>;
}

export interface CartItemOptions {
  nameservers?: Nameservers;
  contactProfileIds?: Partial<Record<ContactRole, string>>;
  addons?: { dnsmanagement?: boolean; emailforwarding?: boolean; idprotection?: boolean };
  /**
   * Registry fields by name (values may still be empty), kept in their own column. Left out
   * of a `put`, an existing line keeps the ones it has.
   */
  domainfields?: Record<string, string>;
  /** Set when the provider's lookup says the name is premium (register lines). */
  premium?: StoredPremium;
  /** When the name was last looked up for its price (register lines); absent: never. */
  lookedUpAt?: string;
  /** A renewal whose premium renewal price is unknown, which the user accepted explicitly. */
  acceptUnknownPrice?: boolean;
  /** The preset chosen for a registration or transfer line (by id: a rename keeps it). */
  presetId?: string;
}

export interface CartItem {
  id: number;
  accountId: string;
  domain: string;
  operation: OrderOperation;
  period: number;
  options: CartItemOptions;
  addedAt: string;
}

export interface CartRepo {
  /**
   * Adds the line, or updates period and options of the same domain and operation (its
   * registry fields only when given).
   */
  put(
    accountId: string,
    item: { domain: string; operation: OrderOperation; period: number; options?: CartItemOptions },
  ): void;
  list(accountId: string): CartItem[];
  remove(id: number): boolean;
  /** Removes the line of this name and operation; false when there is none. */
  removeLine(accountId: string, domain: string, operation: OrderOperation): boolean;
  clear(accountId: string): number;
}

export function createCartRepo(db: Db, clock: Clock): CartRepo {
  return {
    put(accountId, item) {
      const fields = item.options?.domainfields;
      run(
        db,
        `INSERT INTO cart_items
           (account_id, domain, operation, period, options_json, domain_fields_json, added_at)
         VALUES (@accountId, @domain, @operation, @period, @options, coalesce(@fields, '{}'), @at)
         ON CONFLICT (account_id, domain, operation) DO UPDATE SET
           period = excluded.period, options_json = excluded.options_json,
           domain_fields_json = coalesce(@fields, cart_items.domain_fields_json)`,
        {
          accountId,
          domain: asciiDomainName(item.domain),
          operation: item.operation,
          period: item.period,
          options: toJsonText(knownOptions(item.options ?? {})),
          fields: fields === undefined ? null : toJsonText(fields),
          at: isoAt(clock),
        },
      );
    },
    list(accountId) {
      return all(
        db,
        `SELECT id, account_id, domain, operation, period, options_json, domain_fields_json,
           added_at
         FROM cart_items WHERE account_id = @accountId ORDER BY added_at, id`,
        { accountId },
      ).map((row) => {
        const options = fromJsonText(row.options_json) as CartItemOptions;
        const fields = fromJsonText(row.domain_fields_json) as Record<string, string>;
        return {
          id: num(row.id),
          accountId: str(row.account_id),
          domain: str(row.domain),
          operation: str(row.operation) as OrderOperation,
          period: num(row.period),
          options: Object.keys(fields).length > 0 ? { ...options, domainfields: fields } : options,
          addedAt: str(row.added_at),
        };
      });
    },
    remove(id) {
      return run(db, 'DELETE FROM cart_items WHERE id = @id', { id }).changes > 0;
    },
    removeLine(accountId, domain, operation) {
      return (
        run(
          db,
          `DELETE FROM cart_items
           WHERE account_id = @accountId AND domain = @domain AND operation = @operation`,
          { accountId, domain: asciiDomainName(domain), operation },
        ).changes > 0
      );
    },
    clear(accountId) {
      return run(db, 'DELETE FROM cart_items WHERE account_id = @accountId', { accountId }).changes;
    },
  };
}

/**
 * Copies only the known option fields, so nothing else a caller attached is persisted.
 * Registry fields have their own column.
 */
function knownOptions(options: CartItemOptions): CartItemOptions {
  const out: CartItemOptions = {};
  if (options.nameservers) out.nameservers = options.nameservers;
  if (options.contactProfileIds) out.contactProfileIds = options.contactProfileIds;
  if (options.addons) out.addons = options.addons;
  if (options.premium) out.premium = options.premium;
  if (options.lookedUpAt !== undefined) out.lookedUpAt = options.lookedUpAt;
  if (options.acceptUnknownPrice === true) out.acceptUnknownPrice = true;
  if (options.presetId !== undefined) out.presetId = options.presetId;
  return out;
}
