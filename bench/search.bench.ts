import { createResellerClient } from '../src/main/api';
import { createSearchService } from '../src/main/services/search';
import { report } from './measure';
import { startBenchServices } from './serviceSetup';

const TLDS = ['.com', '.net', '.org', '.io', '.de', '.co.uk', '.eu', '.info', '.biz', '.app'];
const LATENCY_MS = 50;
const IN_FLIGHT = 8;

/**
 * A bulk search through the search service against the same lookups through the bare client
 * at the same concurrency, and against the ideal ⌈labels / in flight⌉ × latency.
 */
export async function searchBench(labels: number): Promise<void> {
  const s = await startBenchServices();
  try {
    const pacing = { maxConcurrentRequests: IN_FLIGHT, minRequestIntervalMs: 0 };
    const accountId = await s.addAccount({ email: 'search@example.com' }, pacing);
    await s.sim.addFault({
      path: '/domains/lookup',
      latencyMs: LATENCY_MS,
      action: { kind: 'latency' },
    });
    const entries = Array.from({ length: labels }, (_, i) => `bench-label-${i}`);
    const ideal = {
      name: 'the ideal',
      ms: Math.ceil(labels / IN_FLIGHT) * LATENCY_MS,
    };
    report(`ideal: ⌈${labels}/${IN_FLIGHT}⌉ × ${LATENCY_MS} ms`, ideal.ms);

    const client = createResellerClient({
      baseUrl: s.sim.baseUrl,
      email: 'search@example.com',
      apiKey: 'bench-key-search@example.com',
      concurrency: IN_FLIGHT,
      minIntervalMs: 0,
    });
    let start = performance.now();
    await Promise.all(
      entries.map((searchTerm) => client.lookup({ searchTerm, tldsToInclude: TLDS })),
    );
    const bare = { name: 'bare client', ms: performance.now() - start };
    report(`bare client: ${labels} lookups × ${TLDS.length} TLDs`, bare.ms, ideal);

    const search = createSearchService(s.ctx, s.jobs);
    start = performance.now();
    const started = await search.start({ accountId, entries, tlds: TLDS });
    const summary = await s.jobs.finished(started.job.jobId);
    const ms = performance.now() - start;
    if (summary.succeeded !== labels) throw new Error(`search settled ${summary.succeeded} labels`);
    report(`search service: ${labels} labels × ${TLDS.length} TLDs`, ms, ideal);
    report('  the same, against the bare client', ms, bare);
  } finally {
    await s.close();
  }
}
