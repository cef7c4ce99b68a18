import { startSimulatorProcess as startChild } from '../src/main/services/demo';
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
  /** How many requests the account has made. */
  countRequests(account: string): Promise<number>;
  close(): Promise<void>;
}

/** The simulator's own process, as the demo starts it (see `simulatorChild.ts`). */
export async function startSimulatorProcess(
  options: { demoDomains?: number } = {},
): Promise<SimulatorProcess> {
  const child = await startChild(
    options.demoDomains === undefined ? {} : { seed: { demoDomains: options.demoDomains } },
  );
  const { baseUrl, controlUrl } = child;

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
    demoCredentials: child.demo && { email: child.demo.email, apiKey: child.demo.apiKey },
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
    async countRequests(account) {
      const query = new URLSearchParams({ account });
      const { count } = (await control('GET', `/requests/count?${query.toString()}`)) as {
        count: number;
      };
      return count;
    },
    close: () => child.close(),
  };
}
