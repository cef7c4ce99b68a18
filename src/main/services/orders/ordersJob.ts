import { randomUUID } from 'node:crypto';
import { NAMESERVER_KEYS } from '../../../shared/api';
import type { Nameservers } from '../../../shared/api';
import { AppFailure, isAppFailure } from '../../../shared/ipc';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import type { OrderInput, OrderOutcome } from '../../../shared/ipc/channels/orders';
import type { CartItem, CartItemOptions } from '../../cache/cartRepo';
import type { JobRunner } from '../jobs/jobRunner';
import type { QuotedLine } from './cart';
import { refreshLinePrice } from './cartPremium';
import { placeOrder } from './placeOrder';
import type { OrderDeps } from './placeOrder';
import { ReceiptBook } from './receipts';
import type { Receipt } from '../../../shared/orders/receipt';

export const ORDERS_JOB_KIND = 'orders';

export interface BatchOrder {
  readonly input: OrderInput;
  /** The cart line as it was quoted at checkout; it leaves the cart once ordered. */
  readonly cartLine?: CartItem;
  /** The price the checkout showed for the line: the most it may be charged. */
  readonly quoted?: QuotedLine;
}

/** What a cart line can hold of an order: enough to put an unsent one back in the cart. */
function cartOptionsOf(input: OrderInput): CartItemOptions {
  const options: CartItemOptions = {};
  const hosts = input.nameservers?.filter((host) => host.trim() !== '') ?? [];
  const [ns1, ns2, ...rest] = hosts;
  if (ns1 !== undefined && ns2 !== undefined) {
    const nameservers: Nameservers = { ns1, ns2 };
    rest.slice(0, 3).forEach((host, i) => {
      const key = NAMESERVER_KEYS[i + 2];
      if (key !== undefined) nameservers[key] = host;
    });
    options.nameservers = nameservers;
  }
  if (input.contactProfileIds) options.contactProfileIds = { ...input.contactProfileIds };
  if (input.addons) options.addons = { ...input.addons };
  if (input.domainfields) options.domainfields = { ...input.domainfields };
  if (input.acceptUnknownPrice === true && input.operation === 'renew') {
    options.acceptUnknownPrice = true;
  }
  if (input.presetId !== undefined) options.presetId = input.presetId;
  return options;
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

function isPriceRise(error: unknown): boolean {
  if (!isAppFailure(error, 'conflict')) return false;
  const detail = error.detail;
  return detail !== undefined && 'quoted' in detail && 'current' in detail;
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

/**
 * Places the orders one after another as a job; each item's result is an `OrderOutcome`.
 * `onReceipt` hears the receipt being made once the job is over (see `ReceiptBook`).
 */
export function startOrdersJob(
  deps: OrderDeps,
  jobs: JobRunner,
  accountId: string,
  orders: readonly BatchOrder[],
  onReceipt?: (jobId: string, receipt: Promise<Receipt>) => void,
): JobSummary {
  const { cache } = deps.ctx;
  // A line removed (ordered elsewhere, or by the reseller) or changed since checkout was not
  // what the quote covered: ordering it now could charge twice or at an unquoted price.
  const stillInCart = (line: CartItem): boolean => {
    const now = cache.cart.list(accountId).find((current) => current.id === line.id);
    return (
      now?.domain === line.domain && now.operation === line.operation && now.period === line.period
    );
  };
  // The refused line stays in the cart; the rows the registry asked for are added, empty, so
  // the reseller fills them in there (and checkout waits until they do).
  const addMissingRows = (line: CartItem, missing: readonly string[]): boolean => {
    const now = cache.cart.list(accountId).find((current) => current.id === line.id);
    if (now === undefined) return false;
    const fields = { ...now.options.domainfields };
    for (const name of missing) fields[name] = fields[name] ?? '';
    cache.cart.put(accountId, { ...now, options: { ...now.options, domainfields: fields } });
    deps.ctx.events.emit('cache:changed', { scope: 'cart', accountId });
    return true;
  };
  // Kept until sent, so a crash mid-batch leaves a list of what never went out.
  const batchId = randomUUID();
  const kept = cache.batches.keep(
    batchId,
    accountId,
    orders.map(({ input }) => ({
      domain: input.domain,
      operation: input.operation,
      period: input.period,
      options: cartOptionsOf(input),
    })),
  );
  const book = new ReceiptBook(deps.ctx, accountId, orders);
  const job = jobs.start<BatchOrder & { keptId: number | undefined; index: number }, OrderOutcome>({
    kind: ORDERS_JOB_KIND,
    label: batchLabel(orders.map((o) => o.input)),
    accountId,
    // One at a time: the balance before each order stays a clean baseline for reconciling.
    concurrency: 1,
    items: orders.map((order, i) => ({
      key: order.input.domain,
      input: { ...order, keptId: kept[i], index: i },
    })),
    run: async ({ input, cartLine, quoted, keptId, index }, { signal }) => {
      const forget = (): void => {
        if (keptId !== undefined) cache.batches.forget(keptId);
      };
      try {
        if (cartLine !== undefined && !stillInCart(cartLine)) {
          throw new AppFailure(
            'cancelled',
            'Not sent: this line was removed from the cart or changed after checkout. Check the cart and check out again if it is still wanted.',
          );
        }
        const outcome = await placeOrder(deps, accountId, input, {
          signal,
          onSent: forget,
          ...(quoted && { shown: quoted }),
        }).catch(async (error: unknown) => {
          // A premium price that rose since the quote: the cart line shows the new one.
          if (cartLine !== undefined && isPriceRise(error)) {
            // Best effort: the refusal is what the reseller must see, not a failed refresh.
            await refreshLinePrice(deps.ctx, accountId, cartLine).catch(() => undefined);
          }
          throw error;
        });
        book.note(index, outcome);
        const missing = outcome.missingDomainFields ?? [];
        if (cartLine === undefined || missing.length === 0 || !addMissingRows(cartLine, missing)) {
          return outcome;
        }
        return {
          ...outcome,
          message: `${outcome.message} ${missing.length === 1 ? 'Its row was' : 'Their rows were'} added to the line's registry fields in the cart.`,
        };
      } catch (error) {
        book.noteNotSent(index, error instanceof Error ? error.message : 'Not sent.');
        throw error;
      } finally {
        forget();
      }
    },
    judge: (outcome) =>
      outcome.result === 'succeeded'
        ? { state: 'succeeded' }
        : {
            state: 'failed',
            error: { kind: outcome.errorKind ?? 'outcome_unknown', message: outcome.message },
          },
  });
  // Items a cancelled job never started were not lost: the reseller chose to stop.
  const receipt = jobs.finished(job.jobId).then(() => {
    try {
      cache.batches.forgetBatch(batchId);
    } catch {
      // The profile closed meanwhile; what is left is reported at the next start.
    }
    return book.close(job.jobId);
  });
  // A receipt that could not be kept (the profile closed) leaves the job's own results.
  receipt.catch(() => undefined);
  onReceipt?.(job.jobId, receipt);
  return job;
}
