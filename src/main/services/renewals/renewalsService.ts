import { centsToMoney } from '../../../shared/api';
import { csvText } from '../../../shared/csv';
import { AppFailure } from '../../../shared/ipc';
import type { PortfolioSelection } from '../../../shared/ipc/channels/portfolioBulkTypes';
import { RENEWAL_BATCH, RENEWAL_GROUPS } from '../../../shared/ipc/channels/renewals';
import type {
  PremiumCheck,
  RenewalGroup,
  RenewalPlan,
  RenewalRow,
  RenewalRowsPage,
  RenewalSort,
  RenewalsDueView,
} from '../../../shared/ipc/channels/renewals';
import { parseDomainName } from '../../../shared/domainName';
import { renewedExpiry } from '../../../shared/renewals';
import { renewalBatch } from '../../cache/renewalPlanQuery';
import { renewalGroupFigures, renewalRows } from '../../cache/renewalsQuery';
import type { RenewalRowRecord } from '../../cache/renewalsQuery';
import { renewalsScope } from './renewalsScope';
import { missingNames, selectionChunks } from '../portfolio/selection';
import { lookupPremium } from '../pricing/premiumLookup';
import type { PricingService } from '../pricing/pricingService';
import type { ServiceContext } from '../serviceContext';

export interface RenewalsService {
  due(accountId: string): Promise<RenewalsDueView>;
  list(
    accountId: string,
    page: {
      group: RenewalGroup;
      sort: RenewalSort;
      direction: 'asc' | 'desc';
      offset: number;
      limit: number;
    },
  ): Promise<RenewalRowsPage>;
  csv(accountId: string, group: RenewalGroup): Promise<string>;
  /** Fresh premium lookups for the group's names of unknown status, soonest first. */
  checkPremium(accountId: string, group: RenewalGroup): Promise<PremiumCheck>;
  plan(selection: PortfolioSelection): Promise<RenewalPlan>;
  /** The plan of every domain of an Expiry view group. */
  planGroup(accountId: string, group: RenewalGroup): Promise<RenewalPlan>;
}

function toRow(record: RenewalRowRecord): RenewalRow {
  return {
    name: record.name,
    unicodeName: record.unicodeName,
    expiryDate: record.expiryDate,
    newExpiryDate: renewedExpiry(record.expiryDate, 1),
    phase: record.phase,
    price: record.priceCents === null ? null : centsToMoney(record.priceCents),
    premium: record.premium,
  };
}

const CSV_HEADER = ['domain', 'unicode', 'expiry', 'new_expiry', 'charged_as', 'price', 'currency'];

const PHASE_TEXT: Record<RenewalRow['phase'], string> = {
  due: 'renewal',
  grace: 'renewal + grace fee',
  redemption: 'renewal + redemption fee',
};

/** The Expiry view and bulk renewals, priced as the provider charges renewals. */
export function createRenewalsService(
  ctx: ServiceContext,
  pricing: PricingService,
): RenewalsService {
  const scope = (accountId: string) => renewalsScope(ctx, pricing, accountId);

  const allRows = async (accountId: string, group: RenewalGroup): Promise<RenewalRow[]> => {
    const { scope: s } = await scope(accountId);
    const page = { group, sort: 'expiry' as const, direction: 'asc' as const, offset: 0 };
    return renewalRows(ctx.cache.db, s, { ...page, limit: -1 }).rows.map(toRow);
  };

  const plan: RenewalsService['plan'] = async (selection) => {
    const ids: number[] = [];
    for await (const chunk of selectionChunks(ctx, selection)) {
      for (const key of chunk) ids.push(key.id);
    }
    const batch = renewalBatch(ctx.cache.db, ids, RENEWAL_BATCH);
    const quote = await pricing.quote(
      selection.accountId,
      batch.rows.map((row) => ({ domain: row.name, operation: 'renew' as const, period: 1 })),
    );
    return {
      renewable: batch.renewable,
      leftOut: { ...batch.leftOut, missing: missingNames(ctx, selection).length },
      lines: batch.rows.map((row) => ({
        domain: row.name,
        unicodeDomain: row.unicodeName,
        expiryDate: row.expiryDate,
        newExpiryDate: row.expiryDate === null ? null : renewedExpiry(row.expiryDate, 1),
      })),
      quote,
    };
  };

  return {
    async due(accountId) {
      const { scope: s, fetchedAt } = await scope(accountId);
      const figures = new Map(renewalGroupFigures(ctx.cache.db, s).map((f) => [f.group, f]));
      return {
        today: s.today,
        currency: s.currency,
        pricesFetchedAt: fetchedAt,
        groups: RENEWAL_GROUPS.map((group) => {
          const f = figures.get(group);
          const count = f?.count ?? 0;
          const priced = f?.priced ?? 0;
          const premiumUnknown = f?.premiumUnknown ?? 0;
          return {
            group,
            count,
            priced,
            total: centsToMoney(f?.totalCents ?? 0),
            premiumUnknown,
            unpriced: count - priced - premiumUnknown,
          };
        }),
      };
    },

    async list(accountId, page) {
      const { scope: s } = await scope(accountId);
      const found = renewalRows(ctx.cache.db, s, page);
      return { total: found.total, rows: found.rows.map(toRow) };
    },

    async checkPremium(accountId, group) {
      const unknown = (await allRows(accountId, group)).filter((row) => row.premium === 'unknown');
      const tlds = await pricing.tldSet(accountId);
      const names = unknown.slice(0, RENEWAL_BATCH).flatMap((row) => {
        const parsed = parseDomainName(row.name, tlds);
        return parsed.ok ? [parsed.value] : [];
      });
      const found = await lookupPremium(await ctx.clients(accountId), names);
      ctx.cache.premium.record(accountId, found);
      if (found.size > 0) ctx.events.emit('cache:changed', { scope: 'domains', accountId });
      return {
        asked: names.length,
        answered: found.size,
        stillUnknown: unknown.length - found.size,
      };
    },

    async csv(accountId, group) {
      const currency = ctx.cache.accounts.get(accountId)?.currency ?? '';
      const rows = (await allRows(accountId, group)).map((row) => [
        row.name,
        row.unicodeName,
        row.expiryDate,
        row.newExpiryDate,
        PHASE_TEXT[row.phase] + (row.premium === 'premium' ? ' (premium)' : ''),
        row.premium === 'unknown' ? 'premium renewal price unknown' : (row.price ?? 'unknown'),
        currency,
      ]);
      return csvText(CSV_HEADER, rows);
    },

    plan,

    async planGroup(accountId, group) {
      const names = (await allRows(accountId, group)).map((row) => row.name);
      if (names.length === 0) {
        throw new AppFailure('invalid_input', 'No domain of this group is left to renew.');
      }
      return plan({ kind: 'names', accountId, names });
    },
  };
}
