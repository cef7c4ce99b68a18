import { Badge } from '@mantine/core';
import { runwayHint } from '../../../shared/runwayText';
import { DeferredTooltip } from '../components/DeferredTooltip';
import { useBridgeRead } from '../data/useBridgeRead';

/**
 * Beside the balance: a hint when the balance runs short of the renewals due within 30 days
 * (the runway, priced as charged). Read again when the account's balance or domains change.
 */
export function RunwayHint({ accountId }: { accountId: string }) {
  const query = useBridgeRead('reports:runway', { accountId });
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
