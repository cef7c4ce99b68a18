import type { DomainStore } from './domains';
import type { SplitName } from './domainName';
import { codePoints, toUnicodeName } from './domainName';
import { hash32 } from './random';

/**
 * Whether a name can be registered: deterministic, from fixed lists and a hash of the name,
 * overridden by what the simulated registrar holds.
 */
export type Availability =
  | { kind: 'available' }
  | { kind: 'premium'; registerUsd: number; renewUsd: number }
  /** `owner`: e-mail of the simulated account holding it; null = held elsewhere. */
  | { kind: 'registered'; owner: string | null };

/** Names everyone asks for: registered under every TLD. */
export const TAKEN_EVERYWHERE: ReadonlySet<string> = new Set([
  'google',
  'example',
  'amazon',
  'facebook',
  'microsoft',
  'apple',
  'wikipedia',
  'youtube',
  'netflix',
  'github',
  'paypal',
]);

/** Dictionary words the registries sell at premium prices (as are 1-3 character labels). */
export const PREMIUM_WORDS: ReadonlySet<string> = new Set([
  'bank',
  'casino',
  'cloud',
  'coffee',
  'crypto',
  'deals',
  'design',
  'fitness',
  'games',
  'health',
  'hotel',
  'insurance',
  'loans',
  'love',
  'money',
  'music',
  'pizza',
  'poker',
  'solar',
  'travel',
  'vip',
]);

/** Share of other names (in percent) already registered somewhere. */
const TAKEN_PERCENT = 35;

function premiumPrice(name: string): { registerUsd: number; renewUsd: number } {
  const registerUsd = (1 + (hash32(`premium:${name}`) % 40)) * 12_500;
  return { registerUsd, renewUsd: Math.round((registerUsd * 0.2) / 100) * 100 };
}

/** Availability from the lists and the hash alone, ignoring the registrar's own records. */
export function baseAvailability(name: string, sld: string): Availability {
  if (TAKEN_EVERYWHERE.has(sld)) return { kind: 'registered', owner: null };
  const length = codePoints(toUnicodeName(sld));
  if (length <= 3 || PREMIUM_WORDS.has(sld)) return { kind: 'premium', ...premiumPrice(name) };
  if (hash32(`taken:${name}`) % 100 < TAKEN_PERCENT) return { kind: 'registered', owner: null };
  return { kind: 'available' };
}

export function availabilityOf(split: SplitName, domains: DomainStore): Availability {
  const record = domains.get(split.name);
  if (record) {
    switch (record.state) {
      case 'pending':
      case 'active':
      case 'transfer-pending':
        return { kind: 'registered', owner: record.account };
      case 'transfer-failed':
      case 'released':
        return { kind: 'registered', owner: null };
      case 'deleted':
        return { kind: 'available' };
    }
  }
  return baseAvailability(split.name, split.sld);
}
