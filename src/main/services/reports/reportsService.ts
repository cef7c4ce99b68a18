import type { RunwayView, SpendReport } from '../../../shared/ipc/channels/reports';
import type { PricingService } from '../pricing/pricingService';
import type { ServiceContext } from '../serviceContext';
import { creditRunway } from './runway';
import { spendCsv, spendReport } from './spend';

/** The credit runway and the spend reports, each one query over the cache and the journal. */
export interface ReportsService {
  runway(accountId: string): Promise<RunwayView>;
  spend(accountId: string): Promise<SpendReport>;
  spendCsv(accountId: string): Promise<string>;
}

export function createReportsService(ctx: ServiceContext, pricing: PricingService): ReportsService {
  return {
    runway: (accountId) => creditRunway(ctx, pricing, accountId),
    spend: (accountId) => spendReport(ctx, pricing, accountId),
    spendCsv: async (accountId) => spendCsv(await spendReport(ctx, pricing, accountId)),
  };
}
