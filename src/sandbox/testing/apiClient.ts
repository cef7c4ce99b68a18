import { computeToken } from '../../main/api/token';
import { startSimulator } from '../simulator';
import type { AccountInit, Simulator, SimulatorOptions } from '../types';
import { buildQuery, type FormValue } from './buildQuery';

/** Helpers for the simulator's own tests: a browser-like client over real loopback HTTP. */

export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Parsed JSON, or undefined when the body is not JSON. */
  json: unknown;
}

/** A clock tests move by hand. */
export class TestClock {
  constructor(public ms = Date.UTC(2026, 10, 22, 10, 15, 0)) {}
  readonly now = (): number => this.ms;
  advance(ms: number): void {
    this.ms += ms;
  }
}

async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

export class ApiClient {
  constructor(
    readonly sim: Simulator,
    readonly email: string,
    readonly apiKey: string,
    readonly clock: () => number,
  ) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      'User-Agent': BROWSER_UA,
      username: this.email,
      token: computeToken(this.email, this.apiKey, new Date(this.clock())),
      ...extra,
    };
  }

  async get(path: string, headers?: Record<string, string>): Promise<Answer> {
    return toAnswer(await fetch(this.sim.baseUrl + path, { headers: this.headers(headers) }));
  }

  async post(
    path: string,
    fields: Readonly<Record<string, FormValue>> | string = {},
    headers?: Record<string, string>,
  ): Promise<Answer> {
    const body = typeof fields === 'string' ? fields : buildQuery(fields);
    const all = this.headers({ 'Content-Type': 'application/x-www-form-urlencoded', ...headers });
    return toAnswer(await fetch(this.sim.baseUrl + path, { method: 'POST', headers: all, body }));
  }
}

export interface Harness {
  sim: Simulator;
  clock: TestClock;
  api: ApiClient;
}

/** A simulator on a hand-moved clock with one account ('reseller@example.com'). */
export async function startHarness(
  options: SimulatorOptions = {},
  account: Partial<AccountInit> = {},
): Promise<Harness> {
  const clock = new TestClock();
  const sim = await startSimulator({ now: clock.now, ...options });
  const init: AccountInit = { email: 'reseller@example.com', apiKey: 's3cr3t-API-key', ...account };
  sim.addAccount(init);
  return { sim, clock, api: new ApiClient(sim, init.email, init.apiKey, clock.now) };
}

/** A second account on the same simulator. */
export function clientFor(h: Harness, init: AccountInit): ApiClient {
  h.sim.addAccount(init);
  return new ApiClient(h.sim, init.email, init.apiKey, h.clock.now);
}
