import type { LowBalanceView } from '../../../shared/ipc/channels/orders';
import { formatMoney } from '../components/money';
import { useBridgeRead } from '../data/useBridgeRead';
import { HeaderHint } from './HeaderHint';

function warningText(view: LowBalanceView): string {
  const below = formatMoney(view.threshold, view.currency);
  if (view.source === 'account')
    return `Low balance: below ${below}, this account's warning level.`;
  const due = view.renewalsDue === 1 ? '1 renewal' : `${view.renewalsDue} renewals`;
  return `Low balance: below ${below}, what the ${due} due within 30 days cost.`;
}

/**
 * Beside the balance: a warning when it is below the account's threshold (by default, the
 * renewals due within 30 days). Asked again whenever the balance or the threshold changes.
 */
export function LowBalanceWarning({ accountId }: { accountId: string }) {
  // Read again when main says the balance (`accounts`), the cart or the threshold changed.
  const query = useBridgeRead('orders:lowBalance', { accountId });
  if (query.status !== 'ok' || !query.data.low) return null;
  const text = warningText(query.data);
  return <HeaderHint color="red" text={text} label="Low balance" />;
}
