import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelName, ChannelOutput, EventName, Result } from '../../../shared/ipc';
import { createServices } from '../../createServices';
import type { Services } from '../../createServices';
import { createDispatcher } from '../../ipc/dispatcher';
import { createHandlers } from '../../ipc/handlers';
import { CACHE_FILE_NAMES } from '../../profiles';
import { createMemorySecretBackend, keyEntryName } from '../../secrets';
import { overwriteWithGarbage, writeFixtureCache } from '../../cache/testing/damagedCacheFixture';
import { damageWalMiddle, editNotesThenKill } from '../../cache/testing/walTestSupport';

interface Desk {
  readonly services: Services;
  readonly events: { name: EventName; payload: unknown }[];
  call<C extends ChannelName>(channel: C, input?: unknown): Promise<Result<ChannelOutput<C>>>;
}

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-userdata-'));
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** The user's profile in `dataDir`, reached the way a window reaches it. */
function openDesk(dataDir: string, secretBackend = createMemorySecretBackend()): Desk {
  const events: Desk['events'] = [];
  const services = createServices({
    version: '0.1.0',
    platform: 'linux',
    transport: 'web',
    demo: false,
    dataDir,
    secretBackend,
    events: { emit: (name, payload) => events.push({ name, payload }) },
  });
  cleanups.push(() => services.close());
  const dispatcher = createDispatcher(createHandlers(services), {
    knownSecrets: () => services.knownSecrets(),
  });
  return {
    services,
    events,
    call: async <C extends ChannelName>(channel: C, input?: unknown) =>
      (await dispatcher.dispatch({ channel, input, trustedSender: true })) as Result<
        ChannelOutput<C>
      >,
  };
}

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.data;
}

const ACCOUNT = {
  id: 'acct-1',
  label: 'Main reseller',
  baseUrl: 'https://billing.provider.example/modules/addons/DomainsReseller/api/index.php',
  email: 'reseller@example.com',
  userAgent: null,
  maxConcurrentRequests: 4,
  minRequestIntervalMs: 250,
  currency: 'EUR',
};

function domain(name: string, extra: Record<string, unknown> = {}) {
  return {
    accountId: ACCOUNT.id,
    name,
    origin: 'added',
    status: 'active',
    pendingSince: null,
    expiryDate: '2027-03-01',
    tags: [],
    notes: '',
    ...extra,
  };
}

function exportText(sections: { accounts?: unknown[]; domains?: unknown[] } = {}): string {
  return JSON.stringify({
    format: 'domaindesk-user-data',
    version: 1,
    exportedAt: '2026-11-22T10:00:00.000Z',
    accounts: sections.accounts ?? [ACCOUNT],
    domains: sections.domains ?? [
      domain('shop-example.com', { tags: ['clients'], notes: 'Renew for the bakery' }),
      domain('bücher-example.de'),
    ],
    contactProfiles: [],
    orderJournal: [],
  });
}

describe('exporting and importing the user data', () => {
  it('carries accounts, the portfolio and its notes from one DomainDesk to another', async () => {
    const first = openDesk(tempDir());
    const summary = must(await first.call('data:import', { text: exportText() }));
    expect(summary).toEqual({
      accounts: 1,
      domains: 2,
      contactProfiles: 0,
      orders: { added: 0, alreadyPresent: 0 },
    });
    expect(first.events.filter((e) => e.name === 'cache:changed').map((e) => e.payload)).toEqual([
      { scope: 'profile' },
    ]);

    const text = must(await first.call('data:export'));
    const written = JSON.parse(text) as { format: string; accounts: Record<string, unknown>[] };
    expect(written.format).toBe('domaindesk-user-data');
    expect(Object.keys(written.accounts[0] ?? {})).not.toContain('apiKey');

    const second = openDesk(tempDir());
    must(await second.call('data:import', { text }));
    const page = must(await second.call('portfolio:list'));
    expect(page.rows.map((row) => [row.unicodeName, row.tags, row.notes])).toEqual([
      ['shop-example.com', ['clients'], 'Renew for the bakery'],
      ['bücher-example.de', [], ''],
    ]);
    const accounts = must(await second.call('accounts:list'));
    expect(accounts.map((account) => account.label)).toEqual(['Main reseller']);
  });

  it("carries saved views, favourite TLDs and the cart's default contacts with the preferences", async () => {
    const first = openDesk(tempDir());
    const profile = must(
      await first.call('contactProfiles:save', {
        name: 'Office',
        contact: {
          firstname: 'Ada',
          lastname: 'Lovelace',
          email: 'ada@example.org',
          address1: '1 High Street',
          city: 'London',
          postcode: 'N1 1AA',
          country: 'GB',
          phonenumber: '+44.2071234567',
        },
      }),
    );
    const view = {
      name: 'Expiring clients',
      filter: { tag: 'clients', expiringWithinDays: 30 },
      sort: { key: 'expiry', direction: 'asc' },
    };
    must(
      await first.call('settings:update', {
        savedViews: [view],
        favouriteTlds: ['io', '.de'],
        cartContactProfiles: { registrant: profile.id },
        defaultPeriod: 2,
      }),
    );
    const text = must(await first.call('data:export'));

    const second = openDesk(tempDir());
    must(await second.call('data:import', { text }));
    const settings = must(await second.call('settings:get'));
    expect(settings.savedViews).toEqual([view]);
    expect(settings.favouriteTlds).toEqual(['io', 'de']);
    expect(settings.cartContactProfiles).toEqual({ registrant: profile.id });
    expect(settings.defaultPeriod).toBe(2);
  });

  it('refuses a file with mistakes, naming each one, and imports nothing of it', async () => {
    const desk = openDesk(tempDir());
    must(await desk.call('data:import', { text: exportText() }));

    const refused = await desk.call('data:import', {
      text: exportText({
        domains: [
          domain('new-and-fine.com'),
          domain('not a domain'),
          domain('orphan.com', { accountId: 'acct-unknown' }),
        ],
      }),
    });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error.kind).toBe('invalid_input');
    expect(refused.error.message).toContain('Nothing was imported.');
    expect(refused.error.detail).toEqual({
      issues: [
        { path: 'domains.1.name', message: '"not a domain" is not a valid domain name' },
        {
          path: 'domains.2.accountId',
          message: 'no account "acct-unknown" in the file or in DomainDesk',
        },
      ],
    });
    const page = must(await desk.call('portfolio:list'));
    expect(page.rows.map((row) => row.name)).not.toContain('new-and-fine.com');
    expect(page.total).toBe(2);

    const notJson = await desk.call('data:import', { text: '{"format": "domaindesk-us' });
    expect(!notJson.ok && notJson.error.detail).toMatchObject({
      issues: [{ path: '', message: expect.stringContaining('not valid JSON') as string }],
    });
    // A hand-edited file carrying a key is refused, and the key does not come back.
    const withKey = await desk.call('data:import', {
      text: exportText({ accounts: [{ ...ACCOUNT, apiKey: 'Hand-pasted-key-8d1f' }] }),
    });
    expect(!withKey.ok && withKey.error.kind).toBe('invalid_input');
    expect(JSON.stringify(withKey)).not.toContain('Hand-pasted-key-8d1f');
  });
});

describe('a damaged offline cache', () => {
  it('is replaced on start and the user is told where the old file went', async () => {
    const dir = tempDir();
    const garbage = Buffer.from('this is not a database '.repeat(200));
    writeFileSync(join(dir, CACHE_FILE_NAMES.user), garbage);

    const desk = openDesk(dir);
    const notices = must(await desk.call('app:notices'));

    expect(notices).toHaveLength(1);
    const [notice] = notices;
    if (notice?.kind !== 'cache_recovered') throw new Error('Expected a cache_recovered notice');
    expect(notice.message).toContain('not a SQLite database');
    expect(notice.message).toContain(notice.movedTo);
    expect(readFileSync(notice.movedTo)).toEqual(garbage);
    // The fresh cache works.
    expect(must(await desk.call('portfolio:list')).total).toBe(0);
  });

  it('is not reported when the cache opened normally', async () => {
    const dir = tempDir();
    const first = openDesk(dir);
    must(await first.call('data:import', { text: exportText() }));
    await first.services.close();
    expect(existsSync(join(dir, CACHE_FILE_NAMES.user))).toBe(true);

    const again = openDesk(dir);
    expect(must(await again.call('app:notices'))).toEqual([]);
    expect(must(await again.call('portfolio:list')).total).toBe(2);
  });
});

describe('notices about a damaged cache', () => {
  it('say what was kept and lost, and let the user remove the keys of lost accounts', async () => {
    const dir = tempDir();
    const cacheFile = join(dir, CACHE_FILE_NAMES.user);
    const accountIds = writeFixtureCache(cacheFile, () => new Date('2026-11-22T09:00:00Z'));
    const keychain = createMemorySecretBackend();
    // Keys under their bound name, and one under the account id alone (older versions).
    for (const [index, id] of accountIds.entries()) {
      const owner = {
        id,
        baseUrl: `https://billing${index}.example/modules/addons/DomainsReseller/api/index.php`,
        email: `owner${index}@example.com`,
      };
      await keychain.set(index === 0 ? id : keyEntryName(cacheFile, owner), `key-of-${id}`);
    }
    await keychain.set('acct-of-another-install', 'unrelated-key');
    // The pages right after the file header hold the accounts: they are lost.
    overwriteWithGarbage(cacheFile, 16 * 1024, 4096);

    const desk = openDesk(dir, keychain);
    const [notice, ...others] = must(await desk.call('app:notices'));
    expect(others).toEqual([]);
    if (notice?.kind !== 'cache_recovered') throw new Error('Expected a cache_recovered notice');
    expect(notice.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(notice.kept).toEqual(
      expect.arrayContaining([
        { table: 'order_journal', label: 'orders in the order history', rows: 300 },
        { table: 'activity_log', label: 'activity log entries', rows: 1500 },
        { table: 'contact_profiles', label: 'contact profiles', rows: 40 },
      ]),
    );
    expect(notice.lost.map((part) => part.table)).toContain('accounts');
    expect(notice.message).toContain('300 orders in the order history');
    expect(notice.message).toContain('Lost: accounts');
    expect(notice.orphanKeys).toEqual([...accountIds].sort());
    expect(must(await desk.call('contactProfiles:list'))).toHaveLength(40);

    const [first, ...rest] = notice.orphanKeys;
    expect(must(await desk.call('data:removeOrphanKey', { accountId: first }))).toEqual({
      removed: true,
    });
    expect(await keychain.get(first ?? '')).toBeNull();
    expect((await keychain.names()).filter((name) => name.includes(`"${first ?? ''}"`))).toEqual(
      [],
    );
    const [after] = must(await desk.call('app:notices'));
    expect(after?.kind === 'cache_recovered' && after.orphanKeys).toEqual(rest);
    expect(after?.id).toBe(notice.id);

    // A key that was not left behind by the damaged file is never touched.
    const refused = await desk.call('data:removeOrphanKey', {
      accountId: 'acct-of-another-install',
    });
    expect(!refused.ok && refused.error.kind).toBe('not_found');
    expect(await keychain.get('acct-of-another-install')).toBe('unrelated-key');
  });

  it('tell the user when committed changes were lost with a damaged write-ahead log', async () => {
    const dir = tempDir();
    const cacheFile = join(dir, CACHE_FILE_NAMES.user);
    await editNotesThenKill(cacheFile, 30);
    damageWalMiddle(cacheFile);

    const desk = openDesk(dir);
    const [notice, ...others] = must(await desk.call('app:notices'));
    expect(others).toEqual([]);
    if (notice?.kind !== 'cache_rolled_back')
      throw new Error('Expected a cache_rolled_back notice');
    expect(notice.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(notice.lostCommits).toBeGreaterThan(0);
    expect(notice.message).toContain(
      `${String(notice.lostCommits)} change(s) saved before it stopped`,
    );
    expect(notice.message).toContain(notice.walCopy);
  });
});
