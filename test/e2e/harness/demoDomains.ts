import type { Services } from '../../../src/main/createServices';

/** The demo simulator's control surface, reached as a test would (loopback HTTP). */
export interface DemoControl {
  readonly accountId: string;
  readonly email: string;
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /** The first `count` demo domains in one simulator state (`active`, `pending`…). */
  domainsIn(state: string, count?: number): Promise<string[]>;
}

export async function demoControl(services: Services): Promise<DemoControl> {
  const account = (await services.accounts.list()).find((item) => item.isDemo);
  if (!account) throw new Error('The demo account has not been started.');
  const origin = new URL(account.baseUrl).origin;
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${origin}/__sandbox${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    accountId: account.id,
    email: account.email,
    call,
    domainsIn: async (state, count = 1) => {
      const names = await call<string[]>(
        'GET',
        `/accounts/${encodeURIComponent(account.email)}/domains`,
      );
      const found: string[] = [];
      for (const name of names) {
        if (found.length >= count) break;
        // ASCII names keep the tests' expectations readable.
        if (name.includes('xn--')) continue;
        const domain = await call<{ state: string }>('GET', `/domains/${name}`);
        if (domain.state === state) found.push(name);
      }
      return found;
    },
  };
}
