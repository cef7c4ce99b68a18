import type { DemoStatus } from '../../../shared/accounts/accountTypes';

/** Says where a typed key will be kept, so nobody is surprised later. */
export function keyNoteFor(demo: DemoStatus | null): string {
  return demo?.keysInMemory
    ? 'In this demo run the key is kept in memory only, until DomainDesk stops. It is never shown again.'
    : "Kept in your system's keychain, never in DomainDesk's files. It is never shown again.";
}
