// Helpers for the cache tests: real files in a temporary directory and a controllable clock.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import type { Contact } from '../apiModels';
import type { Clock } from '../cacheClock';
import { openCache } from '../openCache';
import type { Cache } from '../openCache';

/** A path for a cache file in a fresh directory that is removed after the test. */
export function tempCachePath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-cache-'));
  onTestFinished(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return join(dir, 'cache.db');
}

export interface TestClock {
  now: Clock;
  advance(ms: number): void;
  iso(): string;
}

/** Starts at a fixed instant and only moves when told to. */
export function testClock(start = '2026-11-22T09:00:00.000Z'): TestClock {
  let at = Date.parse(start);
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
    iso: () => new Date(at).toISOString(),
  };
}

/** A fresh cache on a real file, closed after the test. */
export function openTestCache(clock = testClock()): {
  cache: Cache;
  path: string;
  clock: TestClock;
} {
  const path = tempCachePath();
  const { cache } = openCache(path, { now: clock.now });
  onTestFinished(() => {
    if (cache.db.open) cache.close();
  });
  return { cache, path, clock };
}

export const sampleAccount = {
  label: 'Main reseller',
  baseUrl: 'https://billing.provider.example/modules/addons/DomainsReseller/api/index.php',
  email: 'reseller@example.com',
};

export const sampleContact: Contact = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  fullname: 'Ada Lovelace',
  companyname: 'Analytical Ltd',
  email: 'ada@example.com',
  address1: '1 Engine Street',
  city: 'London',
  state: '',
  postcode: 'N1 1AA',
  country: 'GB',
  phonenumber: '+44.2071234567',
  address2: '',
  tax_id: '',
};
