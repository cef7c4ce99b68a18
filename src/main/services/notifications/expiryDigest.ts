import type { AppSettings } from '../../../shared/ipc/channels/settings';
import type { ExpiringDomain } from '../../cache/notificationsRepo';
import type { Draft } from './drafts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Names listed per threshold in the digest's text; the Expiry view lists them all. */
const NAMES_SHOWN = 5;

type NotificationSettings = AppSettings['notifications'];

/** The thresholds of a domain: those of its tags that have their own, else the defaults. */
function thresholdsOf(domain: ExpiringDomain, settings: NotificationSettings): number[] {
  const own = domain.tags.flatMap((tag) => settings.expiryDaysByTag[tag] ?? []);
  return own.length > 0 ? own : settings.expiryDays;
}

/** The largest threshold any domain may have: how far ahead the digest looks. */
export function longestThreshold(settings: NotificationSettings): number {
  return Math.max(...settings.expiryDays, ...Object.values(settings.expiryDaysByTag).flat());
}

export const EXPIRY_FACT_PREFIX = 'expiry:';
const factKey = (domain: ExpiringDomain, days: number): string =>
  `${EXPIRY_FACT_PREFIX}${domain.name}:${domain.expiryDate}:${days}`;

export interface Digest {
  /** The day's notification, or null when no domain crossed a threshold it was not told of. */
  readonly draft: Draft | null;
  /** Facts the digest tells: each domain with every threshold it is within. */
  readonly keys: readonly string[];
}

/**
 * One notification for the day: the domains that came within a threshold since they were
 * last told of, grouped by the nearest threshold each is within. A domain told of at 30 days
 * is told again at 7, never twice at 30; a renewal moves its expiry date and starts afresh.
 */
export function expiryDigest(
  domains: readonly ExpiringDomain[],
  today: string,
  settings: NotificationSettings,
  known: (key: string) => boolean,
): Digest {
  const groups = new Map<number, ExpiringDomain[]>();
  const keys: string[] = [];
  for (const domain of domains) {
    const daysLeft = Math.round((Date.parse(domain.expiryDate) - Date.parse(today)) / DAY_MS);
    const crossed = thresholdsOf(domain, settings).filter((days) => daysLeft <= days);
    if (crossed.length === 0) continue;
    const nearest = Math.min(...crossed);
    if (known(factKey(domain, nearest))) continue;
    keys.push(...crossed.map((days) => factKey(domain, days)));
    groups.set(nearest, [...(groups.get(nearest) ?? []), domain]);
  }
  const count = [...groups.values()].reduce((sum, group) => sum + group.length, 0);
  if (count === 0) return { draft: null, keys };
  const lines = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([days, group]) => {
      const names = group.slice(0, NAMES_SHOWN).map((domain) => domain.unicodeName);
      const more = group.length > NAMES_SHOWN ? ` and ${group.length - NAMES_SHOWN} more` : '';
      return `Within ${days} ${days === 1 ? 'day' : 'days'}: ${names.join(', ')}${more}.`;
    });
  return {
    draft: {
      kind: 'expiry',
      key: `digest:${today}`,
      title: count === 1 ? '1 domain expires soon' : `${count} domains expire soon`,
      body: lines.join(' '),
      target: { kind: 'expiry' },
    },
    keys,
  };
}
