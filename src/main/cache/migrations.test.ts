import { existsSync, readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { autopilotOf } from './autopilotRepo';
import { CacheFromNewerVersionError } from './cacheErrors';
import {
  APPLICATION_ID,
  LATEST_SCHEMA_VERSION,
  migrate,
  migrations,
  schemaVersion,
} from './migrations';
import { openCache } from './openCache';
import { queryDomainGrid } from './portfolioQueries';
import { samplePreset } from '../../shared/presets/testing/samplePreset';
import { claimOrderPreset, getOrderPreset, recordOrderPreset } from './orderPresetsRepo';
import { listPresets, savePreset } from './presetsRepo';
import { scalar } from './sqlite';
import { sampleAccount, tempCachePath, testClock } from './testing/testSupport';

/** A cache file at schema `version` holding account `acc-1` and what `sql` inserts. */
function oldCacheFile(version: number, sql: string): string {
  const path = tempCachePath();
  const old = new Database(path);
  migrate(old, migrations.slice(0, version));
  expect(schemaVersion(old)).toBe(version);
  old.exec(`
      INSERT INTO accounts (id, label, base_url, email, created_at, updated_at)
        VALUES ('acc-1', 'Old account', 'https://old.example/index.php', 'old@example.com',
                '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');
      ${sql}`);
  old.close();
  return path;
}

describe('cache schema', () => {
  it('a new cache file starts at the latest schema, in WAL mode, with foreign keys on', () => {
    const path = tempCachePath();
    const { cache, recovered } = openCache(path);
    expect(recovered).toBeUndefined();
    expect(cache.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(scalar(cache.db, 'PRAGMA journal_mode')).toBe('wal');
    expect(scalar(cache.db, 'PRAGMA foreign_keys')).toBe(1);
    expect(scalar(cache.db, 'PRAGMA application_id')).toBe(APPLICATION_ID);

    cache.accounts.create(sampleAccount);
    expect(existsSync(`${path}-wal`)).toBe(true);
    // Foreign keys are enforced: a domain needs an existing account.
    expect(() => cache.domains.upsertMany('no-such-account', [{ name: 'example.com' }])).toThrow(
      /FOREIGN KEY/,
    );
    cache.close();
  });

  it('a cache from schema version 1 is upgraded and keeps its accounts and domains', () => {
    const path = oldCacheFile(
      1,
      `INSERT INTO domains (account_id, name, unicode_name, status, notes, added_at, updated_at)
        VALUES ('acc-1', 'kept.example', 'kept.example', 'active', 'from v1',
                '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');`,
    );

    const { cache } = openCache(path, { now: testClock().now });
    expect(cache.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(cache.accounts.get('acc-1')?.label).toBe('Old account');
    // An account from before the limit existed assumes PHP's default.
    expect(cache.accounts.get('acc-1')?.maxInputVars).toBe(1000);
    expect(cache.domains.get('acc-1', 'kept.example')).toMatchObject({
      status: 'active',
      notes: 'from v1',
    });
    // Tables of version 2 work on the upgraded file.
    const order = cache.journal.record({
      accountId: 'acc-1',
      operation: 'renew',
      domain: 'kept.example',
      period: 1,
      requestSummary: { domain: 'kept.example', regperiod: 1 },
    });
    expect(order.state).toBe('prepared');
    cache.close();
  });

  it('a cache from schema version 5 is upgraded and its cart lines take registry fields', () => {
    const path = oldCacheFile(
      5,
      `INSERT INTO cart_items (account_id, domain, operation, period, options_json, added_at)
        VALUES ('acc-1', 'kept.us', 'register', 2, '{"addons":{"idprotection":true}}',
                '2025-01-01T00:00:00.000Z');`,
    );

    const { cache } = openCache(path, { now: testClock().now });
    expect(cache.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(cache.cart.list('acc-1')).toMatchObject([
      { domain: 'kept.us', period: 2, options: { addons: { idprotection: true } } },
    ]);
    expect(cache.cart.list('acc-1')[0]?.options.domainfields).toBeUndefined();
    cache.cart.put('acc-1', {
      domain: 'kept.us',
      operation: 'register',
      period: 2,
      options: { domainfields: { 'Nexus Category': 'C11' } },
    });
    expect(cache.cart.list('acc-1')[0]?.options.domainfields).toEqual({
      'Nexus Category': 'C11',
    });
    cache.close();
  });

  it('marks the accounts saved before keys were bound to their URL, and only those', () => {
    // Version 8: the last schema whose keys were named by account id alone.
    const { cache } = openCache(oldCacheFile(8, ''), { now: testClock().now });
    expect(cache.accounts.get('acc-1')?.legacyKey).toBe(true);
    const added = cache.accounts.create({ ...sampleAccount, id: 'acc-2' });
    expect(added.legacyKey).toBe(false);
    // A new label keeps the mark; a new URL or e-mail clears it for good.
    expect(cache.accounts.update('acc-1', { label: 'Renamed' }).legacyKey).toBe(true);
    expect(cache.accounts.update('acc-1', { email: 'new@example.com' }).legacyKey).toBe(false);
    expect(cache.accounts.update('acc-1', { email: 'old@example.com' }).legacyKey).toBe(false);
    cache.close();
  });

  it('a cache from schema version 7 is upgraded and its domains are found by a Find text', () => {
    const path = oldCacheFile(
      7,
      `INSERT INTO domains (account_id, name, unicode_name, notes, added_at, updated_at)
        VALUES ('acc-1', 'xn--zrich-kva.ch', 'zürich.ch', 'Client pays',
                '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z'),
               ('acc-1', 'kept.com', 'kept.com', '',
                '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z');`,
    );

    const { cache } = openCache(path, { now: testClock().now });
    expect(cache.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    const names = (text: string) =>
      queryDomainGrid(cache.db, { accountId: 'acc-1', text, offset: 0, limit: 10 }).rows.map(
        (row) => row.name,
      );
    expect(names('ZÜR')).toEqual(['xn--zrich-kva.ch']);
    expect(names('pays')).toEqual(['xn--zrich-kva.ch']);
    expect(names('.c')).toEqual(['kept.com', 'xn--zrich-kva.ch']);
    const plan = JSON.stringify(
      cache.db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT count(*) FROM domains d WHERE d.account_id = 'acc-1'
           AND (d.name || char(31) || d.unicode_name || char(31) || d.notes) LIKE '%z%'`,
        )
        .all(),
    );
    expect(plan).toContain('domains_grid_search');
    cache.close();
  });

  it('a cache from schema version 16 is upgraded, keeps presets per account, and drops them with it', () => {
    const { cache } = openCache(oldCacheFile(16, ''), { now: testClock().now });
    expect(cache.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    const at = '2026-01-01T00:00:00.000Z';
    const saved = savePreset(cache.db, 'acc-1', { ...samplePreset, tag: 'park' }, at);
    expect(listPresets(cache.db, 'acc-1')).toEqual([saved]);
    expect(saved).toMatchObject({
      name: 'Parking',
      tag: 'park',
      lock: true,
      dns: samplePreset.dns,
    });
    // One name per account, compared without case.
    expect(() => savePreset(cache.db, 'acc-1', { ...samplePreset, name: 'PARKING' }, at)).toThrow(
      /already exists/,
    );
    cache.accounts.remove('acc-1');
    expect(listPresets(cache.db, 'acc-1')).toEqual([]);
    cache.close();
  });

  it('a cache from schema version 17 is upgraded, keeps its orders, and an order keeps its preset until the order goes', () => {
    const { cache } = openCache(
      oldCacheFile(
        17,
        `INSERT INTO order_journal (id, account_id, operation, domain, period,
           request_summary_json, state, created_at, updated_at)
         VALUES ('order-1', 'acc-1', 'register', 'parked.com', 1, '{}', 'succeeded',
           '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');`,
      ),
      { now: testClock().now },
    );
    expect(cache.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(cache.journal.get('order-1')?.state).toBe('succeeded');
    const preset = { presetId: 'preset-1', presetName: 'Parking' };
    const at = '2026-01-01T00:00:00.000Z';
    recordOrderPreset(
      cache.db,
      { orderId: 'order-1', accountId: 'acc-1', domain: 'parked.com', ...preset },
      at,
    );
    expect(getOrderPreset(cache.db, 'order-1')).toMatchObject({ ...preset, state: 'waiting' });
    // Taken once: a second claim (another look, a restart) finds it taken.
    expect(claimOrderPreset(cache.db, 'order-1', at)).toBe(true);
    expect(claimOrderPreset(cache.db, 'order-1', at)).toBe(false);
    cache.db.exec("DELETE FROM order_journal WHERE id = 'order-1'");
    expect(getOrderPreset(cache.db, 'order-1')).toBeNull();
    cache.close();
  });

  it('a cache from schema version 18 is upgraded: an autopilot set up then pays no redemption fee', () => {
    const path = oldCacheFile(
      18,
      `INSERT INTO autopilot_settings (account_id, enabled, days_before, monthly_cap, scope,
         targets_json, updated_at)
        VALUES ('acc-1', 1, 30, '200.00', 'all', '[]', '2025-01-01T00:00:00.000Z');`,
    );
    const { cache } = openCache(path, { now: testClock().now });
    expect(cache.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(autopilotOf(cache.db, 'acc-1').settings).toMatchObject({
      enabled: true,
      monthlyCap: '200.00',
      payRedemption: false,
    });
    cache.close();
  });

  it('a failing step leaves the file at the last complete version, with nothing half-made', () => {
    const path = tempCachePath();
    const db = new Database(path);
    const broken = 'CREATE TABLE half_made (id INTEGER); CREATE TABLE oops (;';
    expect(() => migrate(db, [...migrations, broken])).toThrow();
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(scalar(db, "SELECT count(*) FROM sqlite_schema WHERE name = 'half_made'")).toBe(0);
    db.close();
  });

  it('a cache written by a newer DomainDesk is refused and left where it is', () => {
    const path = tempCachePath();
    const db = new Database(path);
    migrate(db);
    db.exec(`PRAGMA user_version = ${LATEST_SCHEMA_VERSION + 5}`);
    db.close();

    expect(() => openCache(path)).toThrow(CacheFromNewerVersionError);
    expect(readdirSync(dirname(path)).filter((name) => name.includes('corrupt'))).toEqual([]);
    const again = new Database(path);
    expect(schemaVersion(again)).toBe(LATEST_SCHEMA_VERSION + 5);
    again.close();
  });
});
