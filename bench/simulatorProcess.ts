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
  addAccount(init: AccountInit): Promise<void>;
  /** Faults as JSON carries them: a path is a plain string. */
  addFault(rule: FaultRule & { path?: string }): Promise<void>;
  /** Statuses answered to the account's requests on one path, oldest first. */
  statuses(account: string, path: string): Promise<number[]>;
  close(): Promise<void>;
}

interface Ready {
  baseUrl: string;
  controlUrl: string;
}

export async function startSimulatorProcess(): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout });
  const [first] = (await Promise.race([once(lines, 'line'), exited])) as unknown[];
  if (typeof first !== 'string') throw new Error('The simulator process ended before it started');
  const { baseUrl, controlUrl } = JSON.parse(first) as Ready;

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
    async addAccount(init) {
      await control('POST', '/accounts', init);
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
  const sim = await startSimulator();
  process.on('SIGTERM', () => {
    void sim.close().then(() => process.exit(0));
  });
  const ready: Ready = { baseUrl: sim.baseUrl, controlUrl: sim.controlUrl };
  console.log(JSON.stringify(ready));
}
