import { Alert, Text } from '@mantine/core';
import { formatAge } from '../../components/dates';

/** Shown while the API cannot be reached: the grid keeps working from the cache. */
export function OfflineBanner({ reason, since }: { reason: string; since: string | null }) {
  return (
    <Alert color="orange" variant="light" title="Working offline" role="status">
      <Text size="sm">
        DomainDesk cannot reach the API{since ? ` (since ${formatAge(since)})` : ''}: {reason}. The
        portfolio below is read from the cache; each row&apos;s “Last synced” says how old it is.
        Changes that need the API are disabled until it answers again.
      </Text>
    </Alert>
  );
}
