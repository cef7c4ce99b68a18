import { centsToMoney } from '../../../shared/api';
import { csvText } from '../../../shared/csv';
import type { CsvValue } from '../../../shared/csv';
import { NO_TAG } from '../../../shared/ipc/channels/reports';
import type { ProjectionRow, SpendReport, SpendRow } from '../../../shared/ipc/channels/reports';
import { projectionFigures } from '../../cache/projectionQuery';
import type { ProjectionFigure } from '../../cache/projectionQuery';
import { spendFigures } from '../../cache/spendQuery';
import type { SpendDimension } from '../../cache/spendQuery';
import type { PricingService } from '../pricing/pricingService';
import { renewalsScope } from '../renewals/renewalsScope';
import type { ServiceContext } from '../serviceContext';

const REMOVED = '(removed account)';
const DAY_MS = 86_400_000;

/** Days from today to the last day of the 11th month after this one: 12 calendar months. */
function daysToYearEnd(today: string): number {
  const start = Date.parse(`${today}T00:00:00Z`);
  const date = new Date(start);
  const end = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 12, 0);
  return Math.round((end - start) / DAY_MS);
}

function merge(figures: readonly ProjectionFigure[], dimension: 'month' | 'tag'): ProjectionRow[] {
  const rows = new Map<string, { count: number; cents: number; notPriced: number }>();
  for (const f of figures.filter((figure) => figure.dimension === dimension)) {
    const row = rows.get(f.key) ?? { count: 0, cents: 0, notPriced: 0 };
    rows.set(f.key, {
      count: row.count + f.count,
      cents: row.cents + f.cents,
      notPriced: row.notPriced + f.notPriced,
    });
  }
  return [...rows.entries()]
    .map(([key, row]) => ({
      key,
      count: row.count,
      total: centsToMoney(row.cents),
      notPriced: row.notPriced,
    }))
    .sort((a, b) => (dimension === 'month' ? a.key.localeCompare(b.key) : 0));
}

/**
 * What was spent in the account's currency, across every account in that currency, and
 * what their renewals will cost over the next 12 months.
 */
export async function spendReport(
  ctx: ServiceContext,
  pricing: PricingService,
  accountId: string,
): Promise<SpendReport> {
  const { scope } = await renewalsScope(ctx, pricing, accountId);
  const currency = ctx.cache.accounts.get(accountId)?.currency ?? scope.currency;
  const spent =
    currency === null
      ? { rows: [], atQuote: 0, outcomeUnknown: 0 }
      : spendFigures(ctx.cache.db, currency, { noTag: NO_TAG, removed: REMOVED });
  const rowsOf = (dimension: SpendDimension): SpendRow[] =>
    spent.rows
      .filter((row) => row.dimension === dimension)
      .map((row) => ({ key: row.key, orders: row.orders, spent: centsToMoney(row.cents) }))
      .sort((a, b) =>
        dimension === 'month' ? a.key.localeCompare(b.key) : Number(b.spent) - Number(a.spent),
      );
  const byMonth = rowsOf('month');
  const projected: ProjectionFigure[] = [];
  const accounts = ctx.cache.accounts
    .list()
    .filter(
      (account) => account.id === accountId || (currency !== null && account.currency === currency),
    );
  for (const account of accounts) {
    const { scope: s } =
      account.id === accountId ? { scope } : await renewalsScope(ctx, pricing, account.id);
    projected.push(...projectionFigures(ctx.cache.db, s, daysToYearEnd(s.today), NO_TAG));
  }
  return {
    currency,
    byMonth,
    byTld: rowsOf('tld'),
    byTag: rowsOf('tag'),
    byAccount: rowsOf('account'),
    total: centsToMoney(
      spent.rows.filter((r) => r.dimension === 'month').reduce((t, r) => t + r.cents, 0),
    ),
    atQuote: spent.atQuote,
    outcomeUnknown: spent.outcomeUnknown,
    projection: merge(projected, 'month'),
    renewalsByTag: merge(projected, 'tag').sort((a, b) => Number(b.total) - Number(a.total)),
  };
}

/** The report as one CSV file: a `section` column says which breakdown each row is of. */
export function spendCsv(report: SpendReport): string {
  const currency = report.currency ?? '';
  const rows: CsvValue[][] = [];
  const spent = (section: string, list: readonly SpendRow[]) => {
    for (const row of list) rows.push([section, row.key, row.orders, row.spent, currency, '']);
  };
  spent('spend by month', report.byMonth);
  spent('spend by TLD', report.byTld);
  spent('spend by tag', report.byTag);
  spent('spend by account', report.byAccount);
  const ahead = (section: string, list: readonly ProjectionRow[]) => {
    for (const row of list) {
      rows.push([section, row.key, row.count, row.total, currency, row.notPriced]);
    }
  };
  ahead('renewals projected by month', report.projection);
  ahead('renewals projected by tag', report.renewalsByTag);
  return csvText(
    ['section', 'key', 'orders or renewals', 'amount', 'currency', 'not priced'],
    rows,
  );
}
