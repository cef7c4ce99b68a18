import type { CopyPart, CopySource } from '../../../../../shared/ipc/channels/portfolioCopyTypes';

export const PART_LABELS: Record<CopyPart, string> = {
  nameservers: 'Nameservers',
  contacts: 'Contacts',
  dns: 'DNS records',
};

/** "the nameservers of model.com", "the contacts of the profile Agency". */
export function copyWhat(part: CopyPart, source: CopySource, profileName?: string): string {
  const from = source.kind === 'domain' ? source.name : `the profile ${profileName ?? 'chosen'}`;
  return `the ${PART_LABELS[part].toLowerCase().replace('dns', 'DNS')} of ${from}`;
}
