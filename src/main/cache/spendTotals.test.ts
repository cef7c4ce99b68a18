import { describe, expect, it } from 'vitest';
import { migration018SpendTotals } from './migration018SpendTotals';
import { LATEST_SCHEMA_VERSION, migrations } from './migrations';
import { openCache } from './openCache';
import type { Cache } from './openCache';
import { salvageInto } from './salvage';
import { all } from './sqlite';
import { spendFigures } from './spendQuery';
import type { SpendFigure } from './spendQuery';
import { openTestCache, sampleAccount } from './testing/testSupport';

const LABELS = { noTag: '(no tag)', removed: '(removed)' };
const DAY_MS = 86_400_000;

/** A small seeded generator, so a failing journal can be replayed. */
function random(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const cents = (v: string): number => Math.round(Number(v) * 100);

/** The spend figures worked out in plain code from the journal, the log and the portfolio. */
function reference(cache: Cache, currency: string) {
  const orders = all(cache.db, 'SELECT * FROM order_journal');
  const lines: { account: string; domain: string; month: string; cents: number | null }[] = [];
  let atQuote = 0;
  let outcomeUnknown = 0;
  for (const j of orders.filter((o) => o.currency === currency)) {
    const placed =
      j.state === 'succeeded' ||
      (j.state === 'reconciled' &&
        (text(j.outcome_detail) ?? '').toLowerCase().startsWith('placed: '));
    const charged = text(j.price_charged);
    const quoted = text(j.price_quoted);
    if (charged === null && placed) atQuote += 1;
    if (charged === null && j.state === 'outcome_unknown') outcomeUnknown += 1;
    lines.push({
      account: String(j.account_id),
      domain: String(j.domain),
      month: (text(j.sent_at) ?? String(j.created_at)).slice(0, 7),
      cents: charged !== null ? cents(charged) : placed && quoted !== null ? cents(quoted) : null,
    });
  }
  const byId = new Map(orders.map((o) => [o.id, o]));
  for (const a of all(cache.db, "SELECT * FROM activity_log WHERE action = 'transfer.failed'")) {
    const after = JSON.parse(String(a.after_json)) as { refund?: string; orderId?: string };
    if (after.refund === undefined || byId.get(after.orderId)?.currency !== currency) continue;
    lines.push({
      account: String(a.account_id),
      domain: String(a.domain),
      month: String(a.at).slice(0, 7),
      cents: -cents(after.refund),
    });
  }
  const labels = new Map(
    all(cache.db, 'SELECT id, label FROM accounts').map((r) => [r.id, r.label]),
  );
  const tags = new Map<string, string[]>();
  for (const t of all(
    cache.db,
    'SELECT d.account_id, d.name, t.tag FROM domains d JOIN domain_tags t ON t.domain_id = d.id',
  )) {
    const key = `${String(t.account_id)} ${String(t.name)}`;
    tags.set(key, [...(tags.get(key) ?? []), String(t.tag)]);
  }
  const groups = new Map<string, SpendFigure>();
  const add = (dimension: SpendFigure['dimension'], group: string, key: string, c: number) => {
    const id = `${dimension} ${group}`;
    const g = groups.get(id) ?? { dimension, key, orders: 0, cents: 0 };
    groups.set(id, { ...g, orders: g.orders + (c > 0 ? 1 : 0), cents: g.cents + c });
  };
  for (const line of lines) {
    if (line.cents === null || line.cents === 0) continue;
    add('month', line.month, line.month, line.cents);
    const tld = line.domain.slice(line.domain.indexOf('.') + 1);
    add('tld', tld, tld, line.cents);
    const label = labels.get(line.account);
    add('account', line.account, typeof label === 'string' ? label : LABELS.removed, line.cents);
    for (const tag of tags.get(`${line.account} ${line.domain}`) ?? [LABELS.noTag])
      add('tag', tag, tag, line.cents);
  }
  return { rows: sorted([...groups.values()]), atQuote, outcomeUnknown };
}

function sorted(rows: SpendFigure[]): SpendFigure[] {
  const key = (r: SpendFigure) => `${r.dimension} ${r.key} ${String(r.cents)} ${String(r.orders)}`;
  return [...rows].sort((a, b) => key(a).localeCompare(key(b)));
}

function expectMatches(cache: Cache): void {
  for (const currency of ['USD', 'EUR']) {
    const figures = spendFigures(cache.db, currency, LABELS);
    expect({ ...figures, rows: sorted(figures.rows) }).toEqual(reference(cache, currency));
  }
}

/** A random journal: accounts in two currencies, orders in every state, refunds, tags. */
function randomJournal(seed: number) {
  const { cache, clock, path } = openTestCache();
  const pick = random(seed);
  const accounts = ['USD', 'USD', 'EUR', 'USD'].map((currency, i) =>
    cache.accounts.create({
      ...sampleAccount,
      email: `r${String(i)}@example.com`,
      label: `Account ${String(i % 3)}`,
      currency,
    }),
  );
  const names = Array.from(
    { length: 24 },
    (_, i) => `shop-${String(i)}.${['com', 'io', 'de'][i % 3] ?? 'com'}`,
  );
  for (const account of accounts) {
    cache.domains.upsertMany(
      account.id,
      names.filter(() => pick(3) > 0).map((name) => ({ name, status: 'active' as const })),
    );
    for (const d of cache.domains.list({ accountId: account.id }))
      cache.domains.setTags(
        account.id,
        d.name,
        ['x', 'y', 'z'].filter(() => pick(3) === 0),
      );
  }
  const amount = () => `${String(pick(60))}.${String(pick(100)).padStart(2, '0')}`;
  const unknown: string[] = [];
  for (let i = 0; i < 90; i += 1) {
    const account = accounts[pick(accounts.length)] ?? accounts[0];
    if (account === undefined) throw new Error('no account');
    const operation = (['register', 'transfer', 'renew'] as const)[pick(3)] ?? 'renew';
    const domain = names[pick(names.length)] ?? 'none.com';
    // One open order per name and operation, as the journal allows.
    if (cache.journal.findOpen(account.id, domain, operation)) continue;
    const entry = cache.journal.record({
      accountId: account.id,
      operation,
      domain,
      period: 1,
      requestSummary: {},
      priceQuoted: pick(8) === 0 ? null : amount(),
      currency: pick(12) === 0 ? null : account.currency,
    });
    clock.advance(pick(20) * DAY_MS);
    if (pick(6) === 0) continue; // left prepared
    cache.journal.markSent(entry.id);
    const end = pick(3);
    if (end === 0) cache.journal.markSucceeded(entry.id);
    else if (end === 1) cache.journal.markFailed(entry.id, 'Refused');
    else {
      cache.journal.markOutcomeUnknown(entry.id, 'No answer');
      unknown.push(entry.id);
    }
    if (pick(2) === 0)
      cache.journal.recordCharge(entry.id, {
        charged: pick(5) === 0 ? '0.00' : amount(),
        balanceAfter: '500.00',
      });
    if (operation === 'transfer' && pick(2) === 0)
      cache.activity.append({
        accountId: account.id,
        domain: entry.domain,
        action: 'transfer.failed',
        after: { refund: amount(), ...(pick(5) > 0 && { orderId: entry.id }) },
        result: 'failed',
      });
  }
  return { cache, accounts, unknown, pick, path };
}

describe('the spend totals the journal keeps', () => {
  it.each([1, 2, 3, 4, 5])('equal the journal worked out afresh (journal %i)', (seed) => {
    const { cache, accounts, unknown, pick } = randomJournal(seed);
    expectMatches(cache);

    // Orders of unknown outcome are reconciled, placed or not: the totals follow.
    for (const id of unknown)
      cache.journal.reconcile(
        id,
        pick(2) === 0 ? 'Placed: found in the domain list' : 'Not placed',
      );
    expectMatches(cache);

    // Tags change, a domain leaves, an account is removed: the journal keeps its orders.
    const [first, , , last] = accounts;
    if (first === undefined || last === undefined) throw new Error('no account');
    const some = cache.domains.list({ accountId: first.id })[0];
    if (some) cache.domains.setTags(first.id, some.name, ['moved']);
    const other = cache.domains.list({ accountId: first.id })[1];
    if (other) cache.domains.remove(first.id, other.name);
    cache.accounts.remove(last.id);
    expectMatches(cache);
  });

  it('are worked out from the journal already there when a cache file is upgraded', () => {
    const { cache, path } = randomJournal(9);
    const before = spendFigures(cache.db, 'USD', LABELS);
    // Back to the schema before, as a file written before the totals were kept (the steps
    // after theirs undone too, so the upgrade replays them).
    cache.db.exec(`
      DROP TRIGGER spend_order_in; DROP TRIGGER spend_order_out; DROP TRIGGER spend_order_change;
      DROP TRIGGER spend_refund_in; DROP TRIGGER spend_refund_out;
      DROP TRIGGER spend_refund_change; DROP INDEX activity_refunds_by_order;
      DROP TABLE spend_by_month; DROP TABLE spend_by_domain; DROP TABLE order_presets;
      ALTER TABLE autopilot_settings DROP COLUMN pay_redemption;`);
    const stepBefore = migrations.indexOf(migration018SpendTotals);
    cache.db.exec(`PRAGMA user_version = ${String(stepBefore)}`);
    cache.close();
    const { cache: upgraded } = openCache(path);
    expect(upgraded.schemaVersion()).toBe(LATEST_SCHEMA_VERSION);
    expect(before.rows.length).toBeGreaterThan(0);
    expect(spendFigures(upgraded.db, 'USD', LABELS)).toEqual(before);
    expectMatches(upgraded);
    upgraded.close();
  });

  it('are rebuilt from the rows a salvage keeps, not copied from the damaged file', () => {
    const { cache, path } = randomJournal(11);
    // Totals the damaged file holds but its journal no longer backs (its orders unreadable).
    cache.db.exec(
      "UPDATE spend_by_month SET month = '1999-01' WHERE rowid = (SELECT min(rowid) FROM spend_by_month WHERE lines > 0)",
    );
    cache.close();
    const { cache: fresh } = openTestCache();
    salvageInto(fresh.db, path);
    expect(Number(all(fresh.db, 'SELECT count(*) AS n FROM order_journal')[0]?.n)).toBeGreaterThan(
      0,
    );
    expectMatches(fresh);
  });
});
