import { describe, expect, it } from 'vitest';
import { UserDataImportError } from './cacheErrors';
import type { Cache } from './openCache';
import { openTestCache, sampleAccount, sampleContact } from './testing/testSupport';
import { samplePreset } from '../../shared/presets/testing/samplePreset';
import { listPresets, savePreset } from './presetsRepo';
import { exportUserData, exportUserDataText } from './userDataExport';
import { importUserData, importUserDataText } from './userDataImport';

function fillPortfolio(cache: Cache): void {
  const account = cache.accounts.create({ ...sampleAccount, id: 'acc-main', currency: 'USD' });
  cache.accounts.create({
    id: 'acc-second',
    label: 'Second',
    baseUrl: 'https://other.example/index.php',
    email: 'second@example.com',
    maxConcurrentRequests: 1,
    minRequestIntervalMs: 1000,
    maxInputVars: 5000,
  });
  cache.domains.upsertMany(account.id, [
    {
      name: 'bücher.de',
      origin: 'registered',
      status: 'pending',
      pendingSince: '2026-11-21T00:00:00.000Z',
    },
    {
      name: 'shop.example',
      origin: 'added',
      status: 'active',
      tags: ['retail', 'vip'],
      notes: 'main shop',
    },
  ]);
  cache.domains.upsert('acc-second', { name: 'second.example', expiryDate: '2027-01-01' });
  cache.contactProfiles.save({
    id: 'profile-1',
    name: 'Office',
    contact: { ...sampleContact, companyname: '' },
  });
  const order = cache.journal.record({
    accountId: account.id,
    operation: 'transfer',
    domain: 'shop.example',
    period: 1,
    requestSummary: { domain: 'shop.example', eppcode: 'Sec#ret' },
    priceQuoted: '8.00',
    currency: 'USD',
  });
  cache.journal.markSent(order.id);
  cache.journal.markSucceeded(order.id, 'success');
  savePreset(
    cache.db,
    account.id,
    { ...samplePreset, contactProfileId: 'profile-1', tag: 'parked' },
    '2026-11-20T00:00:00.000Z',
  );
}

describe('export and import of user data', () => {
  it('a full export imports into a fresh cache and exports again identically', () => {
    const source = openTestCache();
    fillPortfolio(source.cache);
    const text = exportUserDataText(source.cache);
    expect(text).not.toContain('Sec#ret');

    const target = openTestCache();
    const summary = importUserDataText(target.cache, text);

    expect(summary).toEqual({
      accounts: 2,
      domains: 3,
      contactProfiles: 1,
      orders: { added: 1, alreadyPresent: 0 },
      repointed: [],
    });
    expect(exportUserData(target.cache)).toEqual(exportUserData(source.cache));
    expect(target.cache.accounts.get('acc-second')?.maxInputVars).toBe(5000);
    expect(listPresets(target.cache.db, 'acc-main')).toMatchObject([
      { name: 'Parking', tag: 'parked', lock: true, createdAt: '2026-11-20T00:00:00.000Z' },
    ]);
    expect(target.cache.domains.get('acc-main', 'shop.example')).toMatchObject({
      tags: ['retail', 'vip'],
      notes: 'main shop',
    });
    // Importing the same file again changes nothing and duplicates nothing.
    expect(importUserDataText(target.cache, text).orders).toEqual({ added: 0, alreadyPresent: 1 });
    expect(exportUserData(target.cache)).toEqual(exportUserData(source.cache));
  });

  it('names the wrong field and imports nothing when one entry is invalid', () => {
    const source = openTestCache();
    fillPortfolio(source.cache);
    const doc = exportUserData(source.cache) as unknown as { domains: Record<string, unknown>[] };
    doc.domains[1] = { ...doc.domains[1], status: 'parked' };

    const target = openTestCache();
    const error = catchImport(() => importUserData(target.cache, doc));
    expect(error.issues.map((i) => i.path)).toEqual(['domains.1.status']);
    expect(error.message).toMatch(/domains\.1\.status/);
    expect(error.message).toMatch(/Nothing was imported/);
    expect(target.cache.accounts.list()).toEqual([]);
    expect(target.cache.domains.count()).toBe(0);
  });

  it('refuses a domain that points at an account nobody has', () => {
    const source = openTestCache();
    fillPortfolio(source.cache);
    const doc = exportUserData(source.cache);
    doc.domains[0] = { ...doc.domains[0]!, accountId: 'acc-ghost' };
    const target = openTestCache();
    const error = catchImport(() => importUserData(target.cache, doc));
    expect(error.issues).toEqual([
      {
        path: 'domains.0.accountId',
        message: 'no account "acc-ghost" in the file or in DomainDesk',
      },
    ]);
  });

  it("refuses an account whose pause between requests is beyond the setting's 60 seconds", () => {
    const source = openTestCache();
    fillPortfolio(source.cache);
    const doc = exportUserData(source.cache);
    const slow = {
      ...doc,
      accounts: [{ ...doc.accounts[0]!, minRequestIntervalMs: 3_000_000_000 }],
    };
    const target = openTestCache();
    const error = catchImport(() => importUserData(target.cache, slow));
    expect(error.issues).toEqual([
      { path: 'accounts.0.minRequestIntervalMs', message: 'Keep the pause under 60 seconds.' },
    ]);
    expect(target.cache.accounts.list()).toEqual([]);
  });

  it('refuses an account that carries an API key', () => {
    const source = openTestCache();
    fillPortfolio(source.cache);
    const doc = exportUserData(source.cache);
    const withKey = { ...doc, accounts: [{ ...doc.accounts[0], apiKey: 'pasted-key' }] };
    const target = openTestCache();
    const error = catchImport(() => importUserData(target.cache, withKey));
    expect(error.issues[0]?.path).toBe('accounts.0');
    expect(error.message).toMatch(/apiKey/);
    expect(error.message).not.toContain('pasted-key');
  });

  it('rolls back everything when a conflict shows up while writing', () => {
    const source = openTestCache();
    fillPortfolio(source.cache);
    const text = exportUserDataText(source.cache);
    const target = openTestCache();
    target.cache.contactProfiles.save({
      id: 'someone-else',
      name: 'Office',
      contact: { ...source.cache.contactProfiles.list()[0]!.contact },
    });
    const error = catchImport(() => importUserDataText(target.cache, text));
    expect(error.issues[0]?.path).toBe('contactProfiles.0');
    expect(target.cache.accounts.list()).toEqual([]);
    expect(target.cache.domains.count()).toBe(0);
  });

  it('explains files that are not exports, newer exports and broken JSON', () => {
    const { cache } = openTestCache();
    expect(catchImport(() => importUserData(cache, { hello: 1 })).message).toMatch(
      /not a DomainDesk export/,
    );
    expect(
      catchImport(() => importUserData(cache, { format: 'domaindesk-user-data', version: 7 }))
        .message,
    ).toMatch(/newer DomainDesk \(format version 7\)/);
    expect(catchImport(() => importUserDataText(cache, '{"format": ')).message).toMatch(
      /not valid JSON/,
    );
  });
});

function catchImport(run: () => unknown): UserDataImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof UserDataImportError) return error;
    throw error;
  }
  throw new Error('expected the import to be refused');
}
