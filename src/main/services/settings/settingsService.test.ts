import { afterEach, describe, expect, it } from 'vitest';
import { openCache } from '../../cache/openCache';
import type { Cache } from '../../cache/openCache';
import { SETTINGS_DEFAULTS } from '../../../shared/ipc/channels/settings';
import { must, openDesk } from '../testing/deskHarness';
import type { Desk } from '../testing/deskHarness';

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

async function start(): Promise<Desk> {
  desk = await openDesk();
  return desk;
}

/** Looks into the cache file beside the running app. */
function withCache<T>(d: Desk, look: (cache: Cache) => T): T {
  const { cache } = openCache(d.cacheFile);
  try {
    return look(cache);
  } finally {
    cache.close();
  }
}

function issuesOf(result: { ok: boolean; error?: { detail?: unknown } }): unknown {
  return (result.error?.detail as { issues?: unknown } | undefined)?.issues;
}

describe('app settings', () => {
  it('start at their defaults and keep what the user changes, tidied, in the cache', async () => {
    const d = await start();
    expect(must(await d.call('settings:get'))).toEqual({
      defaultTlds: ['com', 'net', 'org'],
      defaultNameservers: [],
      defaultPeriod: 1,
      expiringSoonDays: 30,
      pageSize: 100,
      defaultMaxConcurrentRequests: 8,
      defaultMinRequestIntervalMs: 20,
      backgroundSync: 'daily',
      savedViews: [],
      favouriteTlds: [],
      cartContactProfiles: {},
      checkForUpdates: true,
      notifications: { system: true, off: [], expiryDays: [60, 30, 7, 1], expiryDaysByTag: {} },
    });

    const updated = must(
      await d.call('settings:update', {
        defaultTlds: ['.DE', 'co.uk', 'de', 'рф'],
        defaultNameservers: ['NS1.Example.net ', 'ns2.example.net'],
        expiringSoonDays: 60,
      }),
    );
    expect(updated).toEqual({
      ...SETTINGS_DEFAULTS,
      defaultTlds: ['de', 'co.uk', 'xn--p1ai'],
      defaultNameservers: ['ns1.example.net', 'ns2.example.net'],
      expiringSoonDays: 60,
    });
    must(await d.call('settings:update', { pageSize: 250, defaultPeriod: 2 }));
    expect(must(await d.call('settings:get'))).toEqual({
      ...updated,
      pageSize: 250,
      defaultPeriod: 2,
    });
    expect(d.eventsOf('cache:changed').filter((c) => c.scope === 'settings')).toEqual([
      { scope: 'settings' },
      { scope: 'settings' },
    ]);
    // Stored under one namespace of the cache's settings, nothing else.
    const stored = withCache(d, (cache) => Object.keys(cache.settings.entries()));
    expect(stored).toEqual([
      'preferences.defaultNameservers',
      'preferences.defaultPeriod',
      'preferences.defaultTlds',
      'preferences.expiringSoonDays',
      'preferences.pageSize',
    ]);
  });

  it('refuse unknown names and bad values, each with its own message, and change nothing', async () => {
    const d = await start();
    const unknown = await d.call('settings:update', { pageSize: 50, theme: 'dark' });
    expect(unknown.ok).toBe(false);
    expect(issuesOf(unknown)).toEqual([
      {
        path: 'input',
        message: expect.stringContaining('"theme" is not a setting of DomainDesk') as string,
      },
    ]);

    const bad = await d.call('settings:update', {
      defaultTlds: ['com', 'not a tld'],
      defaultPeriod: 11,
      expiringSoonDays: 2.5,
      pageSize: 5,
    });
    expect(!bad.ok && bad.error.kind).toBe('invalid_input');
    expect(issuesOf(bad)).toEqual([
      { path: 'defaultTlds.1', message: '"not a tld" is not a valid TLD.' },
      { path: 'defaultPeriod', message: 'The default registration period must be at most 10.' },
      { path: 'expiringSoonDays', message: 'The "expiring soon" window must be a whole number.' },
      { path: 'pageSize', message: 'The page size must be at least 10.' },
    ]);

    const nameservers = await d.call('settings:update', {
      defaultNameservers: ['ns1.example.net'],
      pageSize: 20,
    });
    expect(!nameservers.ok && nameservers.error.kind).toBe('invalid_input');
    expect(issuesOf(nameservers)).toEqual([
      {
        path: 'defaultNameservers.ns2',
        message: 'ns2 is required (at least 2 nameservers).',
      },
    ]);
    const badHost = await d.call('settings:update', {
      defaultNameservers: ['ns1.example.net', 'ns 2.example.net'],
    });
    expect(issuesOf(badHost)).toEqual([
      {
        path: 'defaultNameservers.ns2',
        message: 'ns2: "ns 2.example.net" is not a valid host name.',
      },
    ]);
    const six = await d.call('settings:update', {
      defaultNameservers: [
        'a.example',
        'b.example',
        'c.example',
        'd.example',
        'e.example',
        'f.example',
      ],
    });
    expect(issuesOf(six)).toEqual([
      { path: 'defaultNameservers', message: 'At most 5 nameservers can be set; 6 were given.' },
    ]);
    // Pacing defaults out of range are refused, never clamped.
    const pacing = await d.call('settings:update', {
      defaultMaxConcurrentRequests: 999,
      defaultMinRequestIntervalMs: -5,
    });
    expect(issuesOf(pacing)).toEqual([
      { path: 'defaultMaxConcurrentRequests', message: 'At most 16 requests may run at once.' },
      { path: 'defaultMinRequestIntervalMs', message: 'The pause cannot be negative.' },
    ]);

    const schedule = await d.call('settings:update', { backgroundSync: 'hourly' });
    expect(issuesOf(schedule)).toEqual([
      {
        path: 'backgroundSync',
        message: 'The background sync schedule is one of off, daily or weekly.',
      },
    ]);

    expect(must(await d.call('settings:get'))).toEqual(SETTINGS_DEFAULTS);
    expect(d.eventsOf('cache:changed')).toEqual([]);
  });

  it('keep the notification kinds turned off and the expiry thresholds, largest first', async () => {
    const d = await start();
    const saved = must(
      await d.call('settings:update', {
        notifications: {
          system: false,
          off: ['job', 'job'],
          expiryDays: [7, 90, 7],
          expiryDaysByTag: { clients: [14] },
        },
      }),
    );
    expect(saved.notifications).toEqual({
      system: false,
      off: ['job'],
      expiryDays: [90, 7],
      expiryDaysByTag: { clients: [14] },
    });
    const bad = await d.call('settings:update', {
      notifications: { system: true, off: ['weather'], expiryDays: [0], expiryDaysByTag: {} },
    });
    expect(issuesOf(bad)).toEqual([
      { path: 'notifications.off.0', message: 'Unknown kind of notification.' },
      {
        path: 'notifications.expiryDays.0',
        message: 'An expiry threshold (days) must be at least 1.',
      },
    ]);
  });

  it('are never a place for a key: a secret-looking name is refused and not echoed with its value', async () => {
    const d = await start();
    const refused = await d.call('settings:update', { apiKey: 'Pasted-key-7f3a9c' });
    expect(!refused.ok && refused.error.kind).toBe('invalid_input');
    expect(JSON.stringify(refused)).not.toContain('Pasted-key-7f3a9c');
    expect(withCache(d, (cache) => cache.settings.entries())).toEqual({});
  });

  it('read a stored value that no longer passes its check as the default', async () => {
    const d = await start();
    must(await d.call('settings:update', { pageSize: 40, expiringSoonDays: 14 }));
    // As an older or newer DomainDesk might have left it.
    withCache(d, (cache) => {
      cache.settings.set('preferences.pageSize', 'forty');
    });
    expect(must(await d.call('settings:get'))).toMatchObject({
      pageSize: 100,
      expiringSoonDays: 14,
    });
  });
});
