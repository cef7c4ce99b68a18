import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMemorySecretBackend, createSecretStore } from '../secrets';
import type { AccountInput } from './accountsRepo';
import { openTestCache, sampleAccount } from './testing/testSupport';

const API_KEY = 'k3y-9f8e7d6c5b4a-NEVER-ON-DISK';
const EPP_CODE = 'Epp!Code-5521-NEVER-ON-DISK';

/** Every byte SQLite has written for this cache: the main file and the WAL. */
function fileBytes(path: string): Buffer {
  const parts = [path, `${path}-wal`].filter((p) => existsSync(p)).map((p) => readFileSync(p));
  return Buffer.concat(parts);
}

describe('secrets and the cache file', () => {
  it('the API key never reaches the database file, even when passed along with the account', async () => {
    const { cache, path } = openTestCache();
    const secrets = createSecretStore(createMemorySecretBackend());

    // The account form holds the key next to the account fields.
    const form = { ...sampleAccount, apiKey: API_KEY };
    const accountInput: AccountInput = form;
    const account = cache.accounts.create(accountInput);
    await secrets.setApiKey(account, form.apiKey);
    cache.accounts.update(account.id, { label: 'Edited', ...({ apiKey: API_KEY } as object) });

    cache.domains.upsert(account.id, { name: 'moving.example' });
    cache.journal.record({
      accountId: account.id,
      operation: 'transfer',
      domain: 'moving.example',
      period: 1,
      requestSummary: { domain: 'moving.example', eppcode: EPP_CODE, auth: { apiKey: API_KEY } },
    });
    cache.activity.append({
      accountId: account.id,
      domain: 'moving.example',
      action: 'eppcode.get',
      after: { eppcode: EPP_CODE },
      result: 'succeeded',
    });

    const live = fileBytes(path);
    // The scan does see ordinary account data, so a miss below means the key is not there.
    expect(live.includes(Buffer.from(sampleAccount.email))).toBe(true);
    expect(live.includes(Buffer.from(API_KEY))).toBe(false);
    expect(live.includes(Buffer.from(EPP_CODE))).toBe(false);

    cache.close();
    const closed = fileBytes(path);
    expect(closed.includes(Buffer.from('Edited'))).toBe(true);
    expect(closed.includes(Buffer.from(API_KEY))).toBe(false);
    expect(closed.includes(Buffer.from(EPP_CODE))).toBe(false);
    expect(await secrets.getApiKey(account)).toBe(API_KEY);
  });
});
