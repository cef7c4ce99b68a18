import { moneyToCents } from '../../../shared/api';
import type { ResellerClient } from '../../api';
import type { DomainRecord } from '../../cache/domainRecord';
import type { OrderEntry } from '../../cache/orderJournal';
import type { ServiceContext } from '../serviceContext';

/** The activity actions a transfer's end is logged under. */
export const TRANSFER_FAILED_ACTION = 'transfer.failed';
export const TRANSFER_COMPLETED_ACTION = 'transfer.completed';

/** The transfer order that brought the domain here (the newest that went through). */
function transferOrder(ctx: ServiceContext, row: DomainRecord): OrderEntry | undefined {
  return ctx.cache.journal
    .list({ accountId: row.accountId, domain: row.name })
    .find(
      (entry) =>
        entry.operation === 'transfer' &&
        (entry.state === 'succeeded' || entry.outcomeDetail?.startsWith('Placed: ') === true),
    );
}

/** Reads the balance again (it changes with a refund) and keeps it; null when it cannot. */
async function readBalance(ctx: ServiceContext, client: ResellerClient, accountId: string) {
  try {
    const amount = await client.credits();
    ctx.cache.accounts.recordBalance(accountId, amount);
    ctx.events.emit('cache:changed', { scope: 'accounts', accountId });
    return amount;
  } catch {
    return null;
  }
}

/**
 * Names the refund. The balance may already have been read with it (the header reads it too),
 * so "up from" is said only when this reading saw the rise by exactly the price paid.
 */
function refundText(
  paid: string | null,
  before: string | null,
  after: string | null,
  currency: string | null,
): string {
  const cur = currency ? ` ${currency}` : '';
  const now = after === null ? '' : `the balance is now ${after}${cur}`;
  if (paid === null) return now === '' ? '' : ` ${now.replace(/^t/, 'T')}.`;
  const rise =
    before === null || after === null
      ? undefined
      : (moneyToCents(after) ?? 0) - (moneyToCents(before) ?? 0);
  const seen =
    rise !== undefined && rise === moneyToCents(paid) ? ` (up from ${before ?? ''}${cur})` : '';
  return ` The ${paid}${cur} paid for it is refunded by the provider${now === '' ? '' : `; ${now}`}${seen}.`;
}

/**
 * The registry refused a transfer ordered here: says so in the activity log with its reason
 * and names the refund of what the order took, once the balance has been read again.
 */
export async function logTransferFailed(
  ctx: ServiceContext,
  client: ResellerClient,
  row: DomainRecord,
  reason: string,
): Promise<void> {
  const account = ctx.cache.accounts.get(row.accountId);
  const before = account?.lastBalance?.amount ?? null;
  const after = await readBalance(ctx, client, row.accountId);
  const order = transferOrder(ctx, row);
  const paid = order?.priceCharged ?? order?.priceQuoted ?? null;
  ctx.cache.activity.append({
    accountId: row.accountId,
    domain: row.name,
    action: TRANSFER_FAILED_ACTION,
    before: { balance: before },
    after: { balance: after, refund: paid, reason, ...(order && { orderId: order.id }) },
    result: 'failed',
    resultDetail: `The transfer of ${row.unicodeName} failed at the registry: ${reason}${refundText(paid, before, after, account?.currency ?? null)}`,
  });
}

/** A transfer ordered here was seen in the account for the first time. */
export function logTransferCompleted(ctx: ServiceContext, row: DomainRecord): void {
  ctx.cache.activity.append({
    accountId: row.accountId,
    domain: row.name,
    action: TRANSFER_COMPLETED_ACTION,
    after: { status: row.status, expiryDate: row.expiryDate },
    result: 'succeeded',
    resultDetail: `The transfer of ${row.unicodeName} completed: the domain is in this account.`,
  });
}
