import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCache } from '../src/main/cache';
import type { PremiumFact } from '../src/main/cache';
import { renewalGroupFigures, renewalRows } from '../src/main/cache/renewalsQuery';
import type { RenewalTerms } from '../src/main/cache/renewalsQuery';
import { medianMs, report } from './measure';

const DOMAINS = 100_000;
const TODAY = '2026-11-22';
const TERMS: RenewalTerms[] = [
  {
    tld: 'com',
    renewal: 1299,
    graceDays: 40,
    redemptionDays: 30,
    graceFee: 0,
    redemptionFee: 8000,
  },
  {
    tld: 'io',
    renewal: 4499,
    graceDays: 30,
    redemptionDays: 30,
    graceFee: 500,
    redemptionFee: 9000,
  },
  { tld: 'de', renewal: 699, graceDays: 0, redemptionDays: -1, graceFee: 0, redemptionFee: 0 },
  {
    tld: 'co.uk',
    renewal: 899,
    graceDays: 30,
    redemptionDays: 60,
    graceFee: 0,
    redemptionFee: 3000,
  },
];

const day = (offset: number): string =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The Expiry view's one query over a 100,000-domain cache file (expiry dates spread over
 * ±200 days, premium facts for most): every group's count and total, and a group's first page.
 */
export async function renewalsBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-renewals-bench-'));
  const { cache } = openCache(join(dir, 'cache.sqlite'));
  const account = cache.accounts.create({
    label: 'Bench',
    baseUrl: 'https://reseller.example.net/api',
    email: 'bench@example.net',
    currency: 'USD',
  });
  const names = Array.from({ length: DOMAINS }, (_, i) => ({
    name: `bench-${i}.${TERMS[i % TERMS.length]?.tld ?? 'com'}`,
    status: 'active' as const,
    expiryDate: day(((i * 37) % 400) - 200),
  }));
  cache.domains.upsertMany(account.id, names);
  const facts = new Map<string, PremiumFact>();
  names.forEach(({ name }, i) => {
    if (i % 5 === 0) return;
    facts.set(
      name,
      i % 7 === 0 ? { premium: true, renewalPrice: '120.00', currency: 'USD' } : { premium: false },
    );
  });
  cache.premium.record(account.id, facts);
  const scope = { accountId: account.id, today: TODAY, currency: 'USD', terms: TERMS };
  report(
    `Expiry view groups over ${DOMAINS.toLocaleString('en-US')} domains (one query)`,
    await medianMs(9, () => renewalGroupFigures(cache.db, scope)),
  );
  report(
    '  a group’s first page of 100, by price',
    await medianMs(9, () =>
      renewalRows(cache.db, scope, {
        group: 'days90',
        sort: 'price',
        direction: 'desc',
        offset: 0,
        limit: 100,
      }),
    ),
  );
  cache.close();
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[1]?.endsWith('renewals.bench.ts')) await renewalsBench();
