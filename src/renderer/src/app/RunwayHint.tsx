import { Badge } from '@mantine/core';
import { runwayHint } from '../../../shared/runwayText';
import { getBridge } from '../bridge';
import { DeferredTooltip } from '../components/DeferredTooltip';
import { useBridgeQuery } from '../components/useBridgeQuery';

/**
 * Beside the balance: a hint when the balance runs short of the renewals due within 30 days
 * (the runway, priced as charged). Asked again whenever the balance changes.
 */
export function RunwayHint({ accountId, balance }: { accountId: string; balance: string | null }) {
  const query = useBridgeQuery(`runway:${accountId}|${balance ?? ''}`, () =>
    getBridge().reportsRunway({ accountId }),
  );
  const text = query.status === 'ok' ? runwayHint(query.data) : null;
  if (text === null) return null;
  return (
    <DeferredTooltip label={text} multiline w={280}>
      <Badge
        color="orange"
        variant="light"
        tt="none"
        role="status"
        aria-label={text}
        style={{ flexShrink: 0 }}
      >
        Runway short
      </Badge>
    </DeferredTooltip>
  );
}
