import { AppFailure } from '../../../shared/ipc';
import {
  HEALTH_CHECK_IDS,
  healthBase,
  healthFilter,
  needsProfile,
} from '../../../shared/ipc/channels/portfolioHealthTypes';
import type {
  HealthBase,
  PortfolioHealth,
} from '../../../shared/ipc/channels/portfolioHealthTypes';
import { countDomains } from '../../cache/portfolioQueries';
import { num, scalar } from '../../cache/sqlite';
import type { ServiceContext } from '../serviceContext';
import { createSettingsService } from '../settings';
import { gridFilterOf } from './gridFilterOf';
import { requireAccount } from './selection';

/** What each base counts, over the account's domains. */
const BASE_WHERE: Readonly<Record<HealthBase, string>> = {
  all: '1',
  active: `d.status = 'active'`,
  synced: 'd.nameservers_json IS NOT NULL',
  contactsRead: `EXISTS (SELECT 1 FROM domain_snapshots s
    WHERE s.domain_id = d.id AND s.kind = 'contacts')`,
};

/**
 * Every check of the Health view counted from the cache, each with the count it is out of.
 * A check that cannot be counted fails the whole answer (the view shows the error) rather
 * than showing 0 domains to fix.
 */
export function portfolioHealth(
  ctx: ServiceContext,
  accountId: string,
  profileId?: string,
): PortfolioHealth {
  requireAccount(ctx, accountId);
  const profile = profileId === undefined ? null : ctx.cache.contactProfiles.get(profileId);
  if (profileId !== undefined && profile === null) {
    throw new AppFailure('not_found', 'This contact profile no longer exists.');
  }
  const bases = new Map<HealthBase, number>();
  const baseCount = (base: HealthBase): number => {
    let count = bases.get(base);
    if (count === undefined) {
      count = num(
        scalar(
          ctx.cache.db,
          `SELECT count(*) FROM domains d WHERE d.account_id = @accountId AND ${BASE_WHERE[base]}`,
          { accountId },
        ),
      );
      bases.set(base, count);
    }
    return count;
  };
  const checks = HEALTH_CHECK_IDS.filter((id) => profile !== null || !needsProfile(id)).map(
    (id) => {
      const filter = gridFilterOf(ctx, accountId, healthFilter(id, profile?.id ?? null));
      const base = healthBase(id);
      return { id, count: countDomains(ctx.cache.db, filter), of: baseCount(base), base };
    },
  );
  const defaults = createSettingsService(ctx).get().defaultNameservers;
  return {
    accountId,
    defaultNameservers: defaults.length < 2 ? [] : defaults,
    profile: profile === null ? null : { id: profile.id, name: profile.name },
    checks,
  };
}
