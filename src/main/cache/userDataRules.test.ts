import { describe, expect, it } from 'vitest';
import { UserDataImportError } from './cacheErrors';
import type { ImportIssue } from './cacheErrors';
import { openTestCache, sampleAccount, sampleContact } from './testing/testSupport';
import { importUserData, previewUserData } from './userDataImport';

const ACCOUNT = {
  id: 'acc-main',
  label: 'Main reseller',
  baseUrl: sampleAccount.baseUrl,
  email: sampleAccount.email,
  userAgent: null,
  maxConcurrentRequests: 4,
  minRequestIntervalMs: 250,
  currency: 'EUR',
};

const DOMAIN = {
  accountId: ACCOUNT.id,
  name: 'shop.example',
  origin: 'added',
  status: 'active',
  pendingSince: null,
  expiryDate: null,
  tags: [],
  notes: '',
};

const PROFILE = {
  id: 'profile-1',
  name: 'Office',
  contact: sampleContact,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
};

function doc(parts: { accounts?: unknown[]; domains?: unknown[]; contactProfiles?: unknown[] }) {
  return {
    format: 'domaindesk-user-data',
    version: 1,
    exportedAt: '2026-11-22T10:00:00.000Z',
    accounts: parts.accounts ?? [ACCOUNT],
    domains: parts.domains ?? [],
    contactProfiles: parts.contactProfiles ?? [],
    orderJournal: [],
  };
}

function issuesOf(run: () => unknown): readonly ImportIssue[] {
  try {
    run();
  } catch (error) {
    if (error instanceof UserDataImportError) return error.issues;
    throw error;
  }
  throw new Error('expected the import to be refused');
}

describe('an import follows the rules of the screens', () => {
  it('refuses accounts that accounts:connect would refuse, naming each field', () => {
    const { cache } = openTestCache();
    const issues = issuesOf(() =>
      importUserData(
        cache,
        doc({
          accounts: [
            { ...ACCOUNT, id: 'a1', baseUrl: 'http://user:pw@127.0.0.1:18082/not-the-api/' },
            { ...ACCOUNT, id: 'a2', baseUrl: 'http://billing.example.com/api/index.php' },
            {
              ...ACCOUNT,
              id: 'a3',
              baseUrl: 'https://billing.example.com/api/\nindex.php',
            },
            { ...ACCOUNT, id: 'a4', label: 'Main\r\nX-Injected: 1' },
            { ...ACCOUNT, id: 'a5', userAgent: 'Agent\r\nX-Injected: 1' },
            { ...ACCOUNT, id: 'a6', minRequestIntervalMs: 1e12 },
            { ...ACCOUNT, id: 'a\r\n7' },
            { ...ACCOUNT, id: 'a8', label: 'Main\u0000hidden' },
          ],
        }),
      ),
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'accounts.0.baseUrl',
      'accounts.1.baseUrl',
      'accounts.2.baseUrl',
      'accounts.3.label',
      'accounts.4.userAgent',
      'accounts.5.minRequestIntervalMs',
      'accounts.6.id',
      'accounts.7.label',
    ]);
    expect(issues[2]?.message).toMatch(/one line/);
    expect(cache.accounts.list()).toEqual([]);
  });

  it('refuses too many tags, an oversized note and hidden NUL characters', () => {
    const { cache } = openTestCache();
    const issues = issuesOf(() =>
      importUserData(
        cache,
        doc({
          domains: [
            {
              ...DOMAIN,
              name: 'a.example',
              tags: Array.from({ length: 50_000 }, (_, i) => `t${i}`),
            },
            { ...DOMAIN, name: 'b.example', notes: 'x'.repeat(5_000_000) },
            { ...DOMAIN, name: 'c.example', notes: 'visible\u0000hidden' },
            { ...DOMAIN, name: 'd.example', tags: ['one\ntwo'] },
          ],
          contactProfiles: [{ ...PROFILE, name: 'Office\u0000hidden' }],
        }),
      ),
    );
    expect(issues.map((issue) => issue.path)).toEqual([
      'domains.0.tags',
      'domains.1.notes',
      'domains.2.notes',
      'domains.3.tags.0',
      'contactProfiles.0.name',
    ]);
    expect(issues[2]?.message).toMatch(/NUL/);
    expect(cache.domains.count()).toBe(0);
  });
});

describe('an import naming an account already stored', () => {
  const elsewhere = {
    ...ACCOUNT,
    label: 'Renamed',
    baseUrl: 'http://127.0.0.1:18082/index.php',
    email: 'other@example.com',
  };

  it('keeps the stored URL and e-mail unless the user chose the file’s', () => {
    const { cache } = openTestCache();
    importUserData(cache, doc({}));

    expect(previewUserData(cache, doc({ accounts: [elsewhere] })).accountChanges).toEqual([
      {
        accountId: ACCOUNT.id,
        label: 'Main reseller',
        stored: { baseUrl: ACCOUNT.baseUrl, email: ACCOUNT.email },
        incoming: { baseUrl: elsewhere.baseUrl, email: elsewhere.email },
      },
    ]);
    const kept = importUserData(cache, doc({ accounts: [elsewhere] }));
    expect(kept.repointed).toEqual([]);
    expect(cache.accounts.get(ACCOUNT.id)).toMatchObject({
      label: 'Renamed',
      baseUrl: ACCOUNT.baseUrl,
      email: ACCOUNT.email,
    });

    const moved = importUserData(cache, doc({ accounts: [elsewhere] }), {
      repoint: [ACCOUNT.id],
    });
    expect(moved.repointed.map((account) => account.baseUrl)).toEqual([ACCOUNT.baseUrl]);
    expect(cache.accounts.get(ACCOUNT.id)).toMatchObject({
      baseUrl: elsewhere.baseUrl,
      email: elsewhere.email,
    });
    expect(previewUserData(cache, doc({ accounts: [elsewhere] })).accountChanges).toEqual([]);
  });
});
