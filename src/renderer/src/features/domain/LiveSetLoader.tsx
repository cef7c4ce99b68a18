import { Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChannelInput, ChannelOutput } from '../../../../shared/ipc';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useBridgeRead } from '../../data/useBridgeRead';
import type { DomainRef } from './domainRef';

type LiveSetChannel =
  | 'domains:getNameservers'
  | 'domains:getContacts'
  | 'domains:getDns'
  | 'domains:getEmailForwarding';

/**
 * Reads a live set when an editor opens and hands it to the editing session, which starts
 * afresh (its own state) whenever a newer read arrives.
 */
export function LiveSetLoader<C extends LiveSetChannel>({
  channel,
  domainRef,
  what,
  children,
}: {
  channel: C;
  domainRef: DomainRef;
  /** `the DNS records`: for the loading label and the error title. */
  what: string;
  children: (live: ChannelOutput<C>) => ReactNode;
}) {
  // Every live-set channel takes the domain reference as its whole input.
  const query = useBridgeRead(channel, domainRef as ChannelInput<C>);
  if (query.status === 'loading') return <Loader size="sm" aria-label={`Reading ${what}`} />;
  if (query.status === 'error') {
    return (
      <ErrorAlert error={query.error} title={`Could not read ${what}`} onRetry={query.reload} />
    );
  }
  return <div key={query.data.readAt}>{children(query.data)}</div>;
}
