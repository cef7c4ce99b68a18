import { toUnicodeLabel } from '../../../shared/domainName';
import type { OrderInput, OrderOutcome } from '../../../shared/ipc/channels/orders';
import { RECEIPT_ACTION, receiptOf } from '../../../shared/orders/receipt';
import type { Receipt, ReceiptLine } from '../../../shared/orders/receipt';
import type { ServiceContext } from '../serviceContext';
import type { QuotedLine } from './cart';

function unicodeName(ascii: string): string {
  return ascii.split('.').map(toUnicodeLabel).join('.');
}

/** A line of the receipt from how its order ended. */
export function lineOfOutcome(outcome: OrderOutcome): ReceiptLine {
  const { order } = outcome;
  return {
    domain: order.domain,
    unicodeDomain: order.unicodeDomain,
    operation: order.operation,
    period: order.period,
    quoted: order.price,
    premium: order.premium !== undefined,
    ...(typeof order.premium?.price === 'string' && { premiumPrice: order.premium.price }),
    ...(order.priceChange !== undefined && { priceChange: order.priceChange }),
    charged: order.charged,
    result: outcome.result,
    message: outcome.message,
    ...(outcome.chargeWarning !== undefined && { chargeWarning: outcome.chargeWarning }),
  };
}

/** An order of a batch, with the price its checkout showed (absent outside a checkout). */
export interface BookedOrder {
  readonly input: OrderInput;
  readonly quoted?: QuotedLine;
}

/** A line for an order that never left, with why; premium as its checkout showed it. */
export function lineNotSent(order: BookedOrder, message: string): ReceiptLine {
  const { input, quoted } = order;
  const domain = input.domain.trim().toLowerCase();
  return {
    domain,
    unicodeDomain: unicodeName(domain),
    operation: input.operation,
    period: input.period,
    quoted: null,
    premium: quoted?.premium !== undefined,
    ...(typeof quoted?.premium?.price === 'string' && { premiumPrice: quoted.premium.price }),
    charged: null,
    result: 'not_sent',
    message,
  };
}

/**
 * Collects the lines of one batch as its orders end and, once the batch is over, reads the
 * balance again and keeps the receipt in the activity log.
 */
export class ReceiptBook {
  readonly #lines: (ReceiptLine | undefined)[];
  readonly #startedAt: string;
  #balanceBefore: string | null = null;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly accountId: string,
    private readonly orders: readonly BookedOrder[],
  ) {
    this.#lines = orders.map(() => undefined);
    this.#startedAt = new Date(ctx.now()).toISOString();
  }

  note(index: number, outcome: OrderOutcome): void {
    // The first order's reading is the balance before the batch (orders go one at a time).
    if (this.#balanceBefore === null && outcome.balanceBefore !== undefined) {
      this.#balanceBefore = outcome.balanceBefore;
    }
    this.#lines[index] = lineOfOutcome(outcome);
  }

  noteNotSent(index: number, message: string): void {
    const order = this.orders[index];
    if (order !== undefined) this.#lines[index] = lineNotSent(order, message);
  }

  /** Reads the balance after the batch and keeps the receipt in the activity log. */
  async close(jobId: string): Promise<Receipt> {
    const { cache } = this.ctx;
    let balanceAfter: string | null = null;
    try {
      balanceAfter = await (await this.ctx.clients(this.accountId)).credits();
      cache.accounts.recordBalance(this.accountId, balanceAfter);
      this.ctx.events.emit('cache:changed', { scope: 'accounts', accountId: this.accountId });
    } catch {
      // Not read: the receipt says so rather than show an older figure as the one after.
    }
    const lines = this.#lines.map(
      (line, index) =>
        line ??
        lineNotSent(
          this.orders[index] ?? { input: { domain: '', operation: 'register', period: 1 } },
          'Not sent: the batch was cancelled before this order.',
        ),
    );
    const receipt: Receipt = {
      jobId,
      accountId: this.accountId,
      currency: cache.accounts.get(this.accountId)?.currency ?? null,
      startedAt: this.#startedAt,
      finishedAt: new Date(this.ctx.now()).toISOString(),
      balanceBefore: this.#balanceBefore,
      balanceAfter,
      lines,
    };
    const troubles = lines.filter((line) => line.result !== 'succeeded' || line.chargeWarning);
    cache.activity.append({
      accountId: this.accountId,
      action: RECEIPT_ACTION,
      before: { balance: receipt.balanceBefore },
      after: receipt,
      result: lines.some((line) => line.result === 'outcome_unknown')
        ? 'outcome_unknown'
        : troubles.length > 0
          ? 'failed'
          : 'succeeded',
      resultDetail: receiptText(receipt),
    });
    this.ctx.events.emit('cache:changed', { scope: 'activity', accountId: this.accountId });
    return receipt;
  }
}

/** One sentence for the activity list. */
function receiptText(receipt: Receipt): string {
  const cur = receipt.currency ? ` ${receipt.currency}` : '';
  const done = receipt.lines.filter((line) => line.result === 'succeeded').length;
  const warned = receipt.lines.filter((line) => line.chargeWarning !== undefined).length;
  return (
    `Receipt: ${done} of ${receipt.lines.length} orders went through; balance ` +
    `${receipt.balanceBefore ?? '?'}${cur} before, ${receipt.balanceAfter ?? '?'}${cur} after.` +
    (warned > 0 ? ` ${warned} charged differently from the quote.` : '')
  );
}

/** The receipt of a batch, from the activity log; null when none was kept. */
export function findReceipt(ctx: ServiceContext, jobId: string): Receipt | null {
  for (const entry of ctx.cache.activity.list({ action: RECEIPT_ACTION, limit: 200 })) {
    const receipt = receiptOf(entry.after);
    if (receipt?.jobId === jobId) return receipt;
  }
  return null;
}
