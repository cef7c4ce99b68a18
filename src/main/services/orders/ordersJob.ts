import { AppFailure } from '../../../shared/ipc';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import type { OrderInput, OrderOutcome } from '../../../shared/ipc/channels/orders';
import type { CartItem } from '../../cache/cartRepo';
import type { JobRunner } from '../jobs/jobRunner';
import { placeOrder } from './placeOrder';
import type { OrderDeps } from './placeOrder';

export const ORDERS_JOB_KIND = 'orders';

export interface BatchOrder {
  readonly input: OrderInput;
  /** The cart line as it was quoted at checkout; it leaves the cart once ordered. */
  readonly cartLine?: CartItem;
}

function batchLabel(orders: readonly { operation: string }[]): string {
  const n = orders.length;
  const what = new Set(orders.map((o) => o.operation));
  const verb =
    what.size === 1 && what.has('renew')
      ? 'Renewing'
      : what.size === 1 && what.has('transfer')
        ? 'Transferring'
        : what.size === 1
          ? 'Registering'
          : 'Ordering';
  return `${verb} ${n === 1 ? '1 domain' : `${n} domains`}`;
}

/** Whether an orders job of the account is still under way. */
export function ordersJobRunning(jobs: JobRunner, accountId: string): boolean {
  return jobs
    .list()
    .some(
      (job) =>
        job.kind === ORDERS_JOB_KIND && job.accountId === accountId && job.state === 'running',
    );
}

/** Places the orders one after another as a job; each item's result is an `OrderOutcome`. */
export function startOrdersJob(
  deps: OrderDeps,
  jobs: JobRunner,
  accountId: string,
  orders: readonly BatchOrder[],
): JobSummary {
  const { cache, events } = deps.ctx;
  // A line removed (ordered elsewhere, or by the reseller) or changed since checkout was not
  // what the quote covered: ordering it now could charge twice or at an unquoted price.
  const stillInCart = (line: CartItem): boolean => {
    const now = cache.cart.list(accountId).find((current) => current.id === line.id);
    return (
      now?.domain === line.domain && now.operation === line.operation && now.period === line.period
    );
  };
  return jobs.start<BatchOrder, OrderOutcome>({
    kind: ORDERS_JOB_KIND,
    label: batchLabel(orders.map((o) => o.input)),
    accountId,
    // One at a time: the balance before each order stays a clean baseline for reconciling.
    concurrency: 1,
    items: orders.map((order) => ({ key: order.input.domain, input: order })),
    run: async ({ input, cartLine }, { signal }) => {
      if (cartLine !== undefined && !stillInCart(cartLine)) {
        throw new AppFailure(
          'cancelled',
          'Not sent: this line was removed from the cart or changed after checkout. Check the cart and check out again if it is still wanted.',
        );
      }
      const outcome = await placeOrder(deps, accountId, input, { signal });
      if (outcome.result === 'succeeded' && cartLine !== undefined) {
        cache.cart.remove(cartLine.id);
        events.emit('cache:changed', { scope: 'cart', keys: [accountId] });
      }
      return outcome;
    },
    judge: (outcome) =>
      outcome.result === 'succeeded'
        ? { state: 'succeeded' }
        : {
            state: 'failed',
            error: { kind: outcome.errorKind ?? 'outcome_unknown', message: outcome.message },
          },
  });
}
