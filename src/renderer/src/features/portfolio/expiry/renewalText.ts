import type { RenewalGroup, RenewalRow } from '../../../../../shared/ipc/channels/renewals';

export const GROUP_LABELS: Record<RenewalGroup, string> = {
  days30: 'Expire within 30 days',
  days60: 'Expire within 60 days',
  days90: 'Expire within 90 days',
  grace: 'Expired, within grace',
  redemption: 'Expired, within redemption',
};

export const PREMIUM_UNKNOWN = 'Premium renewal price unknown';

/** How a row's price is made up, for the list's Charged as column. */
export function chargedAs(row: Pick<RenewalRow, 'phase' | 'premium'>): string {
  const base = row.premium === 'premium' ? 'Premium renewal' : 'Renewal';
  if (row.phase === 'grace') return `${base} + grace fee`;
  if (row.phase === 'redemption') return `${base} + redemption fee`;
  return base;
}
