import { removesMuchOfZone } from '../../../../../shared/dns/massRemoval';
import type {
  CopyPart,
  CopyPreviewItem,
  CopySource,
} from '../../../../../shared/ipc/channels/portfolioCopyTypes';

export const PART_LABELS: Record<CopyPart, string> = {
  nameservers: 'Nameservers',
  contacts: 'Contacts',
  dns: 'DNS records',
};

/** "the nameservers of model.com", "the contacts of the profile Agency". */
export function copyWhat(part: CopyPart, source: CopySource, profileName?: string): string {
  if (source.kind === 'nameservers') return `the nameservers ${source.nameservers.join(', ')}`;
  const from = source.kind === 'domain' ? source.name : `the profile ${profileName ?? 'chosen'}`;
  return `the ${PART_LABELS[part].toLowerCase().replace('dns', 'DNS')} of ${from}`;
}

/** A domain whose zone a DNS copy removes much of, as the second confirmation names it. */
export interface ZoneLoss {
  readonly name: string;
  readonly removed: number;
  readonly live: number;
}

/**
 * What a DNS copy's preview found it would remove: the domains losing much of their zone
 * (the single-domain save's rule), and whether the model has no records at all (every
 * changed domain would be emptied, which the API refuses).
 */
export function zoneLosses(
  items: readonly { readonly key: string; readonly result?: CopyPreviewItem | undefined }[],
): { readonly losses: readonly ZoneLoss[]; readonly modelEmpty: boolean } {
  const losses: ZoneLoss[] = [];
  let modelEmpty = false;
  for (const item of items) {
    const dns = item.result?.dns;
    if (dns === undefined || (item.result?.changes.length ?? 0) === 0) continue;
    if (dns.model === 0) modelEmpty = true;
    if (removesMuchOfZone(dns.live, dns.removed)) {
      losses.push({ name: item.key, removed: dns.removed, live: dns.live });
    }
  }
  return { losses, modelEmpty };
}
