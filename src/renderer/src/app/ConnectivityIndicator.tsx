import { Badge } from '@mantine/core';
import { formatClock } from '../components/dates';
import { DeferredTooltip } from '../components/DeferredTooltip';
import { OFFLINE_REASONS as REASONS } from './connectivityText';
import { useConnectivity } from '../data/connectivity';

/** Whether the current account's API answers, at all times, in words and colour. */
export function ConnectivityIndicator({ accountId }: { accountId: string | null }) {
  const view = useConnectivity(accountId);
  const offline = view !== null && !view.online;
  const text = offline ? 'Offline' : 'Online';
  const detail = offline
    ? `Since ${formatClock(view.checkedAt)}: ${REASONS[view.reason ?? 'network']}. Cached data is shown; changes wait until it is back.`
    : view === null
      ? 'No answer has failed so far.'
      : `Last answer ${formatClock(view.checkedAt)}.`;
  return (
    <DeferredTooltip label={detail} multiline w={280}>
      <Badge
        role="status"
        aria-label={`Connection: ${text}`}
        color={offline ? 'red' : 'teal'}
        variant={offline ? 'filled' : 'dot'}
        size="md"
        tt="none"
        data-testid="connectivity"
        style={{ flexShrink: 0 }}
      >
        {text}
      </Badge>
    </DeferredTooltip>
  );
}
