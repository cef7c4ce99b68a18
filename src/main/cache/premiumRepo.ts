import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { all, run, str, withTransaction } from './sqlite';
import type { Db } from './sqlite';

/** What the provider last said about a name: premium with its yearly renewal price, or not. */
export type PremiumFact =
  | { readonly premium: false }
  | {
      readonly premium: true;
      /** Yearly renewal price; null when the provider said premium without a renewal price. */
      readonly renewalPrice: string | null;
      readonly currency: string | null;
    };

export interface PremiumRepo {
  /** Records facts by ASCII name, replacing older ones. */
  record(accountId: string, facts: ReadonlyMap<string, PremiumFact>): void;
  /** The known facts of these names; a name missing from the answer is unknown. */
  known(accountId: string, names: readonly string[]): Map<string, PremiumFact>;
}

const CHUNK = 500;

export function createPremiumRepo(db: Db, clock: Clock): PremiumRepo {
  return {
    record(accountId, facts) {
      const at = isoAt(clock);
      withTransaction(db, () => {
        for (const [name, fact] of facts) {
          run(
            db,
            `INSERT OR REPLACE INTO domain_premium
               (account_id, name, premium, renewal_price, currency, checked_at)
             VALUES (@accountId, @name, @premium, @price, @currency, @at)`,
            {
              accountId,
              name,
              premium: fact.premium ? 1 : 0,
              price: fact.premium ? fact.renewalPrice : null,
              currency: fact.premium ? fact.currency : null,
              at,
            },
          );
        }
      });
    },

    known(accountId, names) {
      const found = new Map<string, PremiumFact>();
      for (let start = 0; start < names.length; start += CHUNK) {
        const rows = all(
          db,
          `SELECT name, premium, renewal_price, currency FROM domain_premium
           WHERE account_id = @accountId AND name IN (SELECT value FROM json_each(@names))`,
          { accountId, names: JSON.stringify(names.slice(start, start + CHUNK)) },
        );
        for (const row of rows) {
          found.set(
            str(row.name),
            row.premium === 1
              ? {
                  premium: true,
                  renewalPrice: row.renewal_price === null ? null : str(row.renewal_price),
                  currency: row.currency === null ? null : str(row.currency),
                }
              : { premium: false },
          );
        }
      }
      return found;
    },
  };
}
