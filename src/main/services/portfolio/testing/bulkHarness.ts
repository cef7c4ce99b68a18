import { createJobRunner } from '../../jobs/jobRunner';
import type { JobRunner } from '../../jobs/jobRunner';
import { createPortfolioService } from '../portfolioService';
import type { PortfolioService } from '../portfolioService';
import { startPortfolioHarness } from './portfolioHarness';
import type { PortfolioHarness } from './portfolioHarness';

const DAY = 24 * 60 * 60 * 1000;

export interface BulkHarness {
  readonly h: PortfolioHarness;
  readonly jobs: JobRunner;
  readonly portfolio: PortfolioService;
}

/**
 * A portfolio running bulk jobs, whose orders stay pending (provisioning takes 60 days) until
 * `h.sim.provision()`. Stop `portfolio` and close `h` after the test.
 */
export async function startBulkHarness(): Promise<BulkHarness> {
  const h = await startPortfolioHarness({ simulator: { provisioningDelayMs: 60 * DAY } });
  const jobs = createJobRunner(h.ctx);
  const portfolio = createPortfolioService(h.ctx, { timers: h.timers, jobs });
  return { h, jobs, portfolio };
}
