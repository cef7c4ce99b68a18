import { PACING_LIMITS } from '../src/shared/accounts/accountRules';
import { createSearchService } from '../src/main/services/search';
import { startBenchServices } from './serviceSetup';

const TLDS = ['.com', '.net', '.org', '.io', '.de', '.co.uk', '.eu', '.info', '.biz', '.app'];
const LATENCY_MS = 50;

function line(name: string, value: string): void {
  console.log(`${name.padEnd(62)} ${value}`);
}

/**
 * Adaptive pacing from a new account's defaults: against a server that limits the account to
 * `limit` requests per second, and with no limit (it should climb to the user's ceiling).
 */
export async function pacingBench(labels: number, limit: number): Promise<void> {
  const s = await startBenchServices();
  try {
    await s.sim.addFault({
      path: '/domains/lookup',
      latencyMs: LATENCY_MS,
      action: { kind: 'latency' },
    });
    const search = createSearchService(s.ctx, s.jobs);
    const entries = Array.from({ length: labels }, (_, i) => `pace-label-${i}`);
    for (const limited of [true, false]) {
      const email = limited ? 'limited@example.com' : 'unlimited@example.com';
      const accountId = await s.addAccount({
        email,
        ...(limited && { rateLimitPerSecond: limit }),
      });
      const client = await s.ctx.clients(accountId);
      const start = performance.now();
      const started = await search.start({ accountId, entries, tlds: TLDS });
      const summary = await s.jobs.finished(started.job.jobId);
      const seconds = (performance.now() - start) / 1000;
      const sent = await s.sim.statuses(email, '/domains/lookup');
      const refused = sent.filter((status) => status === 429).length;
      const pace = client.pace.status();
      const rate = labels / seconds;
      const title = limited ? `server limit ${limit}/s` : 'no server limit';
      line(
        `${title}: ${labels} labels from the defaults`,
        `${seconds.toFixed(1)} s, ${rate.toFixed(1)} answered/s` +
          (limited ? ` = ${(rate / limit).toFixed(2)} R` : ''),
      );
      line(
        '  refused (429)',
        `${refused} of ${sent.length} sent = ${((100 * refused) / Math.max(1, sent.length)).toFixed(1)} %` +
          `, ${summary.failed} labels failed`,
      );
      const ceiling = pace.ceiling.perSecond === null ? 'none' : `${pace.ceiling.perSecond}/s`;
      line(
        '  pace at the end',
        `${pace.phase}, ${pace.ratePerSecond ?? 'no'} rate limit, ${pace.inFlightLimit} of ` +
          `${pace.ceiling.concurrent} in flight (ceiling ${ceiling})`,
      );
    }
    const { maxConcurrentRequests: c, minRequestIntervalMs: i } = PACING_LIMITS;
    line("  a new account's ceiling", `${c.default} at once, ${i.default} ms apart`);
  } finally {
    await s.close();
  }
}
