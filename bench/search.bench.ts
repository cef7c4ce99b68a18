import { createResellerClient } from '../src/main/api';
import type { ResellerClient } from '../src/main/api';
import { createSearchService } from '../src/main/services/search';
import { report } from './measure';
import { startBenchServices } from './serviceSetup';

const TLDS = ['.com', '.net', '.org', '.io', '.de', '.co.uk', '.eu', '.info', '.biz', '.app'];
const LATENCY_MS = 50;
const IN_FLIGHT = 8;

/** Mean ms of one lookup of 10 TLDs at a time, after a warm-up. */
async function oneAtATime(client: ResellerClient, lookups: number, tag: string): Promise<number> {
  for (let i = 0; i < 20; i += 1) {
    await client.lookup({ searchTerm: `warm-${tag}-${i}`, tldsToInclude: TLDS });
  }
  const start = performance.now();
  for (let i = 0; i < lookups; i += 1) {
    await client.lookup({ searchTerm: `trip-${tag}-${i}`, tldsToInclude: TLDS });
  }
  return (performance.now() - start) / lookups;
}

/**
 * Where a request's time goes beyond the injected latency, measured before it is injected: a
 * timer's own lateness (the ideal's rounds are timers too), and one lookup's round trip with
 * no latency at all (the client's and the simulator's work, and the loopback), through the
 * client's own transport and through `fetch`.
 */
async function requestPhases(
  client: ResellerClient,
  viaFetch: ResellerClient,
  labels: number,
): Promise<void> {
  const rounds = Math.ceil(labels / IN_FLIGHT);
  const start = performance.now();
  for (let i = 0; i < rounds; i += 1) await new Promise((r) => setTimeout(r, LATENCY_MS));
  const timers = (performance.now() - start) / rounds - LATENCY_MS;
  report(`  ${rounds} timers of ${LATENCY_MS} ms in a row, each beyond its time`, timers);
  const lookups = Math.min(200, labels);
  const trip = { name: 'the same through fetch', ms: await oneAtATime(viaFetch, lookups, 'f') };
  const own = await oneAtATime(client, lookups, 'n');
  report("  one lookup with no latency, one at a time, Node's http", own, trip);
  report('  the same through fetch', trip.ms);
}

/**
 * A bulk search through the search service against the same lookups through the bare client
 * at the same concurrency, and against the ideal ⌈labels / in flight⌉ × latency.
 */
export async function searchBench(labels: number): Promise<void> {
  const s = await startBenchServices();
  try {
    const pacing = { maxConcurrentRequests: IN_FLIGHT, minRequestIntervalMs: 0 };
    const accountId = await s.addAccount({ email: 'search@example.com' }, pacing);
    const client = createResellerClient({
      baseUrl: s.sim.baseUrl,
      email: 'search@example.com',
      apiKey: 'bench-key-search@example.com',
      concurrency: IN_FLIGHT,
      minIntervalMs: 0,
    });
    const viaFetch = createResellerClient({
      baseUrl: s.sim.baseUrl,
      email: 'search@example.com',
      apiKey: 'bench-key-search@example.com',
      concurrency: IN_FLIGHT,
      minIntervalMs: 0,
      fetch: (input, init) => fetch(input, init),
    });
    await requestPhases(client, viaFetch, labels);
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
    const rounds = Math.ceil(labels / IN_FLIGHT);
    report('  bare client, each round of 8 beyond the latency', bare.ms / rounds - LATENCY_MS);
  } finally {
    await s.close();
  }
}
