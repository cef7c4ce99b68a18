import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startSimulator } from '../src/sandbox';
import type { AccountInit, FaultRule } from '../src/sandbox';

/**
 * The simulator in a child process, driven over its control URL. In the benchmark's own
 * process it would compete with the client for one event loop, and the figures would measure
 * both; a real server runs elsewhere too.
 */
export interface SimulatorProcess {
  readonly baseUrl: string;
  /** The seeded demo account, when started with `demoDomains`. */
  readonly demoCredentials: { email: string; apiKey: string } | undefined;
  addAccount(init: AccountInit): Promise<void>;
  /** The names the simulator holds for an account. */
  domainsOf(email: string): Promise<string[]>;
  /** Faults as JSON carries them: a path is a plain string. */
  addFault(rule: FaultRule & { path?: string }): Promise<void>;
  /** Statuses answered to the account's requests on one path, oldest first. */
  statuses(account: string, path: string): Promise<number[]>;
  close(): Promise<void>;
}

interface Ready {
  baseUrl: string;
  controlUrl: string;
  demoCredentials?: { email: string; apiKey: string };
}

const DEMO_DOMAINS_ENV = 'DOMAINDESK_BENCH_DEMO_DOMAINS';

export async function startSimulatorProcess(
  options: { demoDomains?: number } = {},
): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...(options.demoDomains !== undefined && { [DEMO_DOMAINS_ENV]: String(options.demoDomains) }),
    },
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([once(lines, 'line'), exited])) as unknown[];
  if (typeof first !== 'string') throw new Error('The simulator process ended before it started');
  const { baseUrl, controlUrl, demoCredentials } = JSON.parse(first) as Ready;

  async function control(method: string, path: string, body?: unknown): Promise<unknown> {
    const res = await fetch(`${controlUrl}${path}`, {
      method,
      ...(body !== undefined && {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    });
    const value: unknown = await res.json();
    if (!res.ok) throw new Error(`Simulator control ${method} ${path}: ${JSON.stringify(value)}`);
    return value;
  }

  return {
    baseUrl,
    demoCredentials,
    async addAccount(init) {
      await control('POST', '/accounts', init);
    },
    async domainsOf(email) {
      return (await control('GET', `/accounts/${encodeURIComponent(email)}/domains`)) as string[];
    },
    async addFault(rule) {
      await control('POST', '/faults', rule);
    },
    async statuses(account, path) {
      const query = new URLSearchParams({ account, path, limit: '1000000' });
      const { entries } = (await control('GET', `/requests?${query.toString()}`)) as {
        entries: { status: number }[];
      };
      return entries.map((e) => e.status);
    },
    async close() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// Run as the child: serve until told to stop, announce the URLs on the first line.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const demoDomains = process.env[DEMO_DOMAINS_ENV];
  const sim = await startSimulator(
    demoDomains === undefined ? {} : { seed: { demoDomains: Number(demoDomains) } },
  );
  process.on('SIGTERM', () => {
    void sim.close().then(() => process.exit(0));
  });
  const ready: Ready = {
    baseUrl: sim.baseUrl,
    controlUrl: sim.controlUrl,
    ...(sim.demoCredentials && { demoCredentials: sim.demoCredentials }),
  };
  console.log(JSON.stringify(ready));
}
