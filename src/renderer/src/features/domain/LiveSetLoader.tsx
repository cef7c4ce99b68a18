import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Result } from '../../../../shared/ipc';
import type { LiveSet } from '../../../../shared/ipc/channels/domainsTypes';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useBridgeQuery } from '../../components/useBridgeQuery';

/**
 * Reads a live set when an editor opens and hands it to the editing session, which starts
 * afresh (its own state) whenever a newer read arrives.
 */
export function LiveSetLoader<T>({
  queryKey,
  what,
  load,
  children,
}: {
  queryKey: string;
  /** `the DNS records`: for the loading label and the error title. */
  what: string;
  load: () => Promise<Result<LiveSet<T>>>;
  children: (live: LiveSet<T>) => ReactNode;
}) {
  const query = useBridgeQuery(queryKey, load);
  if (query.status === 'loading') return <Loader size="sm" aria-label={`Reading ${what}`} />;
  if (query.status === 'error') {
    return (
      <ErrorAlert error={query.error} title={`Could not read ${what}`} onRetry={query.reload} />
    );
  }
  return <div key={query.data.readAt}>{children(query.data)}</div>;
}
