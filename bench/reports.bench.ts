import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCache } from '../src/main/cache';
import type { PremiumFact } from '../src/main/cache';
import type { RenewalTerms, RenewalsScope } from '../src/main/cache/renewalsQuery';
import { runwayUnknownNames, runwayWeeks } from '../src/main/cache/runwayQuery';
import { projectionFigures } from '../src/main/cache/projectionQuery';
import { spendFigures } from '../src/main/cache/spendQuery';
import { medianCpuMs, medianMs, report } from './measure';

const DOMAINS = 100_000;
const ORDERS = 100_000;
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
];
const TAGS = ['client-a', 'client-b', 'resale', 'parked', 'brand'];

const day = (offset: number): string =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * The runway's and the spend report's queries over a 100,000-domain cache file (expiry dates
 * spread over the year ahead and the 40 days past, premium facts for most, one or two tags
 * each) with 100,000 journalled orders (one per domain, charges read) over two years.
 */
export async function reportsBench(): Promise<void> {
  const { cache, scope, dir } = reportsFixture();
  const n = DOMAINS.toLocaleString('en-US');
  const both = async (name: string, work: () => unknown): Promise<void> => {
    // The machine may be shared: CPU time is the steadier figure, wall time is what a user waits.
    const cpu = await medianCpuMs(9, work);
    report(`${name} (CPU)`, cpu);
    report(`${name} (wall)`, await medianMs(9, work));
  };
  await both(`Credit runway over ${n} domains (weeks + unknown names)`, () => {
    runwayWeeks(cache.db, scope, 500_000);
    runwayUnknownNames(cache.db, scope, 20);
  });
  await both(`Spend by month/TLD/tag/account, ${ORDERS.toLocaleString('en-US')} orders`, () =>
    spendFigures(cache.db, 'USD', { noTag: '(no tag)', removed: '-' }),
  );
  await both(`  renewals projected 12 months, by month and tag (${n})`, () =>
    projectionFigures(cache.db, scope, 404, '(no tag)'),
  );
  cache.close();
  rmSync(dir, { recursive: true, force: true });
}

/** The bench's cache file, filled; the caller closes and removes it. */
export function reportsFixture(): {
  cache: ReturnType<typeof openCache>['cache'];
  scope: RenewalsScope;
  dir: string;
} {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-reports-bench-'));
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
    expiryDate: day(((i * 37) % 405) - 40),
  }));
  cache.domains.upsertMany(account.id, names);
  const facts = new Map<string, PremiumFact>();
  names.forEach(({ name }, i) => {
    if (i % 50 === 0) return;
    facts.set(
      name,
      i % 7 === 0 ? { premium: true, renewalPrice: '120.00', currency: 'USD' } : { premium: false },
    );
  });
  cache.premium.record(account.id, facts);
  // Set up in bulk (the journal's own API writes one order per transaction).
  cache.db.exec('BEGIN');
  cache.db.exec(`
    INSERT INTO domain_tags (domain_id, tag)
    SELECT id, json_extract('${JSON.stringify(TAGS)}', '$[' || (id % 5) || ']') FROM domains;
    INSERT OR IGNORE INTO domain_tags (domain_id, tag) SELECT id, 'renewing' FROM domains WHERE id % 3 = 0;
    INSERT INTO order_journal (id, account_id, operation, domain, period, request_summary_json,
      price_quoted, currency, state, created_at, updated_at, sent_at, price_charged, balance_after)
    SELECT 'o' || d.id, d.account_id, CASE WHEN d.id % 4 = 0 THEN 'renew' ELSE 'register' END,
      d.name, 1, '{}', '12.99', 'USD', CASE WHEN d.id % 97 = 0 THEN 'failed' ELSE 'succeeded' END,
      datetime('2025-01-01', '+' || (d.id % 700) || ' days'), datetime('2025-01-01', '+' || (d.id % 700) || ' days'),
      datetime('2025-01-01', '+' || (d.id % 700) || ' days'),
      CASE WHEN d.id % 97 = 0 THEN '0.00' WHEN d.id % 11 = 0 THEN NULL ELSE '12.99' END, '1000.00'
    FROM domains d LIMIT ${String(ORDERS)};
  `);
  cache.db.exec('COMMIT');
  const scope: RenewalsScope = {
    accountId: account.id,
    today: TODAY,
    currency: 'USD',
    terms: TERMS,
  };
  return { cache, scope, dir };
}

if (process.argv[1]?.endsWith('reports.bench.ts')) await reportsBench();
