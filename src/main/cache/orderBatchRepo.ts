import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import type { CartItemOptions, OrderOperation } from './cartRepo';
import { asciiDomainName } from './domainNames';
import { fromJsonText, toJsonText } from './jsonText';
import { all, num, one, run, str, withTransaction } from './sqlite';
import type { Db } from './sqlite';

/** One order of a batch as kept until it is sent: what a cart line can hold, no EPP code. */
export interface BatchItemToKeep {
  domain: string;
  operation: OrderOperation;
  period: number;
  options: CartItemOptions;
}

export interface KeptBatchItem extends BatchItemToKeep {
  id: number;
  batchId: string;
  accountId: string;
  createdAt: string;
}

/**
 * The orders of running batches not sent yet. A batch keeps its items here before it starts,
 * each is forgotten once sent (in the transaction that marks it sent) or settled otherwise,
 * so whatever is left after a crash is exactly what was never sent.
 */
export interface OrderBatchRepo {
  /** Returns the ids of the kept items, in the order given. */
  keep(batchId: string, accountId: string, items: readonly BatchItemToKeep[]): number[];
  forget(id: number): void;
  forgetBatch(batchId: string): void;
  /** Every item left, oldest first, removed from the table. */
  takeAll(): KeptBatchItem[];
}

export function createOrderBatchRepo(db: Db, clock: Clock): OrderBatchRepo {
  return {
    keep(batchId, accountId, items) {
      const at = isoAt(clock);
      return withTransaction(db, () =>
        items.map((item, position) =>
          num(
            one(
              db,
              `INSERT INTO order_batch_items (batch_id, account_id, position, domain, operation,
                 period, options_json, created_at)
               VALUES (@batchId, @accountId, @position, @domain, @operation, @period, @options,
                 @at)
               RETURNING id`,
              {
                batchId,
                accountId,
                position,
                domain: asciiDomainName(item.domain),
                operation: item.operation,
                period: item.period,
                options: toJsonText(item.options),
                at,
              },
            )?.id,
          ),
        ),
      );
    },
    forget(id) {
      run(db, 'DELETE FROM order_batch_items WHERE id = @id', { id });
    },
    forgetBatch(batchId) {
      run(db, 'DELETE FROM order_batch_items WHERE batch_id = @batchId', { batchId });
    },
    takeAll() {
      return withTransaction(db, () => {
        const rows = all(
          db,
          `SELECT id, batch_id, account_id, domain, operation, period, options_json, created_at
           FROM order_batch_items ORDER BY created_at, batch_id, position`,
        ).map((row) => ({
          id: num(row.id),
          batchId: str(row.batch_id),
          accountId: str(row.account_id),
          domain: str(row.domain),
          operation: str(row.operation) as OrderOperation,
          period: num(row.period),
          options: fromJsonText(row.options_json) as CartItemOptions,
          createdAt: str(row.created_at),
        }));
        run(db, 'DELETE FROM order_batch_items');
        return rows;
      });
    },
  };
}
