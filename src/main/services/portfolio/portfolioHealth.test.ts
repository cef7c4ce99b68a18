import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleContact } from '../../cache/testing/testSupport';
import { startServiceHarness } from '../jobs/testing/serviceHarness';
import type { ServiceHarness } from '../jobs/testing/serviceHarness';
import { createSettingsService } from '../settings';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';

let h: ServiceHarness;
let portfolio: PortfolioService;
const DAY = 24 * 60 * 60 * 1000;
const AGENCY = { ns1: 'ns1.agency-dns.net', ns2: 'ns2.agency-dns.net' };
const OTHER = { ns1: 'ns1.elsewhere.example', ns2: 'ns2.elsewhere.example' };

beforeEach(async () => {
  h = await startServiceHarness();
  portfolio = createPortfolioService(h.ctx);
  const { accountId } = h;
  h.cache.domains.upsertMany(
    accountId,
    Array.from({ length: 10 }, (_, i) => ({ name: `health-${i}.com`, status: 'active' as const })),
  );
  // Six synced: four on the agency's nameservers, two elsewhere; one of them unlocked.
  for (let i = 0; i < 6; i += 1) {
    h.cache.domains.recordActive(accountId, `health-${i}.com`, {
      nameservers: i < 4 ? AGENCY : OTHER,
      locked: i !== 0,
      idProtection: true,
    });
  }
  h.cache.domains.recordError(accountId, 'health-1.com', {
    kind: 'network',
    message: 'The provider did not answer.',
  });
  h.advance(40 * DAY);
  h.cache.domains.recordActive(accountId, 'health-2.com', { nameservers: AGENCY });
});

afterEach(async () => {
  portfolio.stop();
  await h.close();
});

describe('the Health view’s counts, one query over the cache', () => {
  it('counts each check and says what it is out of', () => {
    createSettingsService(h.ctx).update({ defaultNameservers: [AGENCY.ns1, AGENCY.ns2] });
    const health = portfolio.health(h.accountId);
    const byId = Object.fromEntries(health.checks.map((check) => [check.id, check]));
    expect(health.defaultNameservers).toEqual([AGENCY.ns1, AGENCY.ns2]);
    expect(health.profile).toBeNull();
    expect(byId.lockOff).toMatchObject({ count: 1, of: 10, base: 'active' });
    // Drift can only be seen in the six domains whose nameservers were read.
    expect(byId.nameserversDiffer).toMatchObject({ count: 2, of: 6, base: 'synced' });
    expect(byId.nameserversNotDefault).toMatchObject({ count: 2, of: 6, base: 'synced' });
    expect(byId.lastCallFailed).toMatchObject({ count: 1, of: 10 });
    // Nine were last synced 40 days ago or never; one since.
    expect(byId.notSynced).toMatchObject({ count: 9, of: 10, base: 'all' });
    expect(byId.contactsDiffer).toBeUndefined();
  });

  it('compares contacts with a profile only once one is asked for', () => {
    const profile = h.cache.contactProfiles.save({ name: 'Agency', contact: sampleContact });
    const same = { ...sampleContact, extra: {} };
    const roles = (contact: typeof same) => ({
      contacts: { Registrant: contact, Technical: contact, Billing: contact, Admin: contact },
      otherRoles: {},
    });
    const readAt = new Date(h.ctx.now()).toISOString();
    h.cache.snapshots.save(h.accountId, 'health-0.com', 'contacts', roles(same), readAt);
    const moved = { ...same, city: 'Elsewhere' };
    h.cache.snapshots.save(h.accountId, 'health-1.com', 'contacts', roles(moved), readAt);
    const health = portfolio.health(h.accountId, profile.id);
    expect(health.profile).toEqual({ id: profile.id, name: 'Agency' });
    const byId = Object.fromEntries(health.checks.map((check) => [check.id, check]));
    expect(byId.contactsDiffer).toMatchObject({ count: 1, of: 2, base: 'contactsRead' });
    expect(byId.contactsMissing).toMatchObject({ count: 8, of: 10 });
  });

  it('refuses a profile that no longer exists instead of counting nothing', () => {
    expect(() => portfolio.health(h.accountId, 'gone-profile')).toThrow(
      'This contact profile no longer exists.',
    );
    expect(() => portfolio.health('no-such-account')).toThrow(/not set up/);
  });
});
