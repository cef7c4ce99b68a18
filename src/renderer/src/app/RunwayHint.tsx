import { runwayHint } from '../../../shared/runwayText';
import { useBridgeRead } from '../data/useBridgeRead';
import { HeaderHint } from './HeaderHint';

/**
 * Beside the balance: a hint when the balance runs short of the renewals due within 30 days
 * (the runway, priced as charged). Read again when the account's balance or domains change.
 */
export function RunwayHint({ accountId }: { accountId: string }) {
  const query = useBridgeRead('reports:runway', { accountId });
  const text = query.status === 'ok' ? runwayHint(query.data) : null;
  if (text === null) return null;
  return <HeaderHint color="orange" text={text} label="Runway short" />;
}
