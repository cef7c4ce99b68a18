import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { asciiDomainName } from './domainNames';
import { fromJsonText, toJsonText } from './jsonText';
import { all, one, run, str, withTransaction } from './sqlite';
import type { Db } from './sqlite';

/** One element of GET /tlds/pricing, kept whole (unknown fields included). */
export interface TldPriceRecord {
  tld: string;
  currencyCode: string;
  registrationPrice?: string;
  renewalPrice?: string;
  transferPrice?: string;
  [field: string]: unknown;
}

export type CartOperation = 'register' | 'renew' | 'transfer';

export interface PricingRepo {
  /** Replaces the account's TLD list (nulls already dropped by the caller). */
  replaceTlds(accountId: string, tlds: readonly string[]): void;
  tlds(accountId: string): { tlds: string[]; fetchedAt: string | null };
  /** Replaces every TLD price of the account, all currencies at once. */
  replaceTldPrices(accountId: string, prices: readonly TldPriceRecord[]): void;
  /** Prices sorted by TLD; one currency or all. */
  tldPrices(
    accountId: string,
    currency?: string,
  ): { prices: TldPriceRecord[]; fetchedAt: string | null };
  currencies(accountId: string): string[];
  saveCartPrice(accountId: string, domain: string, operation: CartOperation, record: unknown): void;
  cartPrice(
    accountId: string,
    domain: string,
    operation: CartOperation,
  ): { record: unknown; fetchedAt: string } | null;
}

export function createPricingRepo(db: Db, clock: Clock): PricingRepo {
  return {
    replaceTlds(accountId, tlds) {
      const at = isoAt(clock);
      withTransaction(db, () => {
        run(db, 'DELETE FROM tlds WHERE account_id = @accountId', { accountId });
        for (const tld of new Set(tlds)) {
          run(db, 'INSERT INTO tlds (account_id, tld, fetched_at) VALUES (@accountId, @tld, @at)', {
            accountId,
            tld,
            at,
          });
        }
      });
    },

    tlds(accountId) {
      const rows = all(
        db,
        'SELECT tld, fetched_at FROM tlds WHERE account_id = @accountId ORDER BY tld',
        {
          accountId,
        },
      );
      return {
        tlds: rows.map((row) => str(row.tld)),
        fetchedAt: rows[0] ? str(rows[0].fetched_at) : null,
      };
    },

    replaceTldPrices(accountId, prices) {
      const at = isoAt(clock);
      withTransaction(db, () => {
        run(db, 'DELETE FROM tld_prices WHERE account_id = @accountId', { accountId });
        for (const price of prices) {
          run(
            db,
            `INSERT OR REPLACE INTO tld_prices (account_id, tld, currency, registration_price,
               renewal_price, transfer_price, record_json, fetched_at)
             VALUES (@accountId, @tld, @currency, @registration, @renewal, @transfer, @record, @at)`,
            {
              accountId,
              tld: price.tld,
              currency: price.currencyCode,
              registration: price.registrationPrice ?? null,
              renewal: price.renewalPrice ?? null,
              transfer: price.transferPrice ?? null,
              record: toJsonText(price),
              at,
            },
          );
        }
      });
    },

    tldPrices(accountId, currency) {
      const rows = all(
        db,
        `SELECT record_json, fetched_at FROM tld_prices
         WHERE account_id = @accountId AND (@currency IS NULL OR currency = @currency)
         ORDER BY tld, currency`,
        { accountId, currency: currency ?? null },
      );
      return {
        prices: rows.map((row) => fromJsonText(row.record_json) as TldPriceRecord),
        fetchedAt: rows[0] ? str(rows[0].fetched_at) : null,
      };
    },

    currencies(accountId) {
      return all(
        db,
        'SELECT DISTINCT currency FROM tld_prices WHERE account_id = @accountId ORDER BY currency',
        { accountId },
      ).map((row) => str(row.currency));
    },

    saveCartPrice(accountId, domain, operation, record) {
      run(
        db,
        `INSERT OR REPLACE INTO cart_prices (account_id, domain, operation, record_json, fetched_at)
         VALUES (@accountId, @domain, @operation, @record, @at)`,
        {
          accountId,
          domain: asciiDomainName(domain),
          operation,
          record: toJsonText(record),
          at: isoAt(clock),
        },
      );
    },

    cartPrice(accountId, domain, operation) {
      const row = one(
        db,
        `SELECT record_json, fetched_at FROM cart_prices
         WHERE account_id = @accountId AND domain = @domain AND operation = @operation`,
        { accountId, domain: asciiDomainName(domain), operation },
      );
      return row ? { record: fromJsonText(row.record_json), fetchedAt: str(row.fetched_at) } : null;
    },
  };
}
