import type { JobItemView } from '../../../../shared/ipc/channels/jobs';
import type { CopyPreviewItem } from '../../../../shared/ipc/channels/portfolioCopyTypes';
import { startDomainsHarness } from '../../domains/testing/domainsHarness';
import type { DomainsHarness } from '../../domains/testing/domainsHarness';
import { createJobRunner } from '../../jobs/jobRunner';
import type { JobRunner } from '../../jobs/jobRunner';
import { createPortfolioService } from '../portfolioService';
import type { PortfolioService } from '../portfolioService';

/** A portfolio copying from its model domain (`h.name`) onto other active domains. */
export interface CopyHarness {
  readonly h: DomainsHarness;
  readonly jobs: JobRunner;
  readonly portfolio: PortfolioService;
  /** The main account's domains named, as a grid selection. */
  selection(names: readonly string[]): {
    kind: 'names';
    accountId: string;
    names: readonly string[];
  };
  /** The items of a copy preview job, once it has finished. */
  previewItems(jobId: string): Promise<JobItemView<CopyPreviewItem>[]>;
  close(): Promise<void>;
}

export async function startCopyHarness(): Promise<CopyHarness> {
  const h = await startDomainsHarness();
  const jobs = createJobRunner(h.ctx);
  const portfolio = createPortfolioService(h.ctx, { timers: h.timers, jobs, domains: h.domains });
  return {
    h,
    jobs,
    portfolio,
    selection: (names) => ({ kind: 'names', accountId: h.main.accountId, names }),
    previewItems: async (jobId) => {
      await jobs.finished(jobId);
      return (jobs.get(jobId)?.items ?? []) as JobItemView<CopyPreviewItem>[];
    },
    close: async () => {
      portfolio.stop();
      await h.close();
    },
  };
}
