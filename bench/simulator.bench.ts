import { createResellerClient } from '../src/main/api';
import { computeToken } from '../src/main/api/token';
import { startSimulator } from '../src/sandbox';
import { medianMs, report } from './measure';

const EMAIL = 'bench@example.com';
const KEY = 'bench-key-0123456789';
const CALLS = 200;

/** The client's overhead per call (signing, pacing, parsing) against a bare fetch. */
export async function simulatorBench(): Promise<void> {
  let start = performance.now();
  const seeded = await startSimulator({ seed: { demoDomains: 100_000 } });
  report('simulator start with a 100,000-domain demo seed', performance.now() - start);
  await seeded.close();

  const sim = await startSimulator();
  try {
    sim.addAccount({ email: EMAIL, apiKey: KEY });
    const url = `${sim.baseUrl}/version`;
    const headers = {
      username: EMAIL,
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) bench',
      Accept: 'application/json',
    };
    const baseline = {
      name: `${CALLS} bare fetches`,
      ms: await medianMs(3, async () => {
        for (let i = 0; i < CALLS; i += 1) {
          const token = computeToken(EMAIL, KEY, new Date());
          await (await fetch(url, { headers: { ...headers, token } })).json();
        }
      }),
    };
    report(baseline.name, baseline.ms);
    const client = createResellerClient({
      baseUrl: sim.baseUrl,
      email: EMAIL,
      apiKey: KEY,
      minIntervalMs: 0,
    });
    report(
      `${CALLS} client.version() calls, one at a time`,
      await medianMs(3, async () => {
        for (let i = 0; i < CALLS; i += 1) await client.version();
      }),
      baseline,
    );
    report(
      `${CALLS} client.version() calls, 4 in flight`,
      await medianMs(3, () => Promise.all(Array.from({ length: CALLS }, () => client.version()))),
      baseline,
    );
    start = performance.now();
    await client.lookup({
      searchTerm: 'benchmark',
      tldsToInclude: ['.com', '.net', '.org', '.io', '.de', '.co.uk'],
    });
    report('one lookup over 6 TLDs', performance.now() - start);
  } finally {
    await sim.close();
  }
}
