import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from './clock';
import { ApiClient, TestClock } from './testing/apiClient';
import { startSimulator } from './simulator';
import type { DomainView, Simulator } from './types';

describe('demo seed', () => {
  let sim: Simulator;
  let clock: TestClock;
  let api: ApiClient;
  let views: DomainView[];

  beforeAll(async () => {
    clock = new TestClock();
    sim = await startSimulator({ seed: 'demo', now: clock.now });
    const demo = sim.demoCredentials!;
    api = new ApiClient(sim, demo.email, demo.apiKey, clock.now);
    views = sim.domainsOf(demo.email).map((n) => sim.domain(n)!);
  });
  afterAll(async () => {
    await sim.close();
  });

  it('creates the demo account with its credit and profile', async () => {
    expect(sim.demoCredentials?.email).toBe('demo@domaindesk.test');
    expect(sim.account('demo@domaindesk.test')).toMatchObject({
      credit: '2500.00',
      currency: 'USD',
      profile: 'full',
    });
    expect((await api.get('/billing/credits')).json).toBe('2500.00');
  });

  it('holds a few hundred domains in every state', () => {
    expect(views.length).toBeGreaterThanOrEqual(200);
    const states = new Set(views.map((v) => v.state));
    expect([...states].sort()).toEqual([
      'active',
      'pending',
      'transfer-failed',
      'transfer-pending',
    ]);
    expect(views.some((v) => v.name.startsWith('xn--'))).toBe(true);
    expect(views.some((v) => v.locked) && views.some((v) => !v.locked)).toBe(true);
    expect(views.some((v) => v.dns.length > 0)).toBe(true);
    expect(views.some((v) => v.emailForwarding.length > 0)).toBe(true);
    expect(views.some((v) => v.childNameservers.length > 0)).toBe(true);
    expect(views.some((v) => v.contacts === null) && views.some((v) => v.contacts !== null)).toBe(
      true,
    );
  });

  it('has domains expiring within 30 days and some expired within their grace period', async () => {
    const today = isoDate(clock.ms);
    const in30 = isoDate(clock.ms + 30 * 86_400_000);
    const active = views.filter((v) => v.state === 'active');
    expect(active.some((v) => v.expiresAt >= today && v.expiresAt <= in30)).toBe(true);
    const expired = active.find((v) => v.expiresAt < today);
    expect(expired).toBeDefined();
    const info = await api.get(`/domains/${expired?.name ?? ''}/information`);
    expect((info.json as { status: string }).status).toBe('Grace');
  });

  it('lets pending demo orders complete as the clock moves on', async () => {
    const pending = views.filter((v) => v.state === 'pending').map((v) => v.name);
    expect(pending.length).toBeGreaterThan(0);
    const first = pending[0] ?? '';
    expect((await api.get(`/domains/${first}/information`)).status).toBe(403);
    clock.advance(49 * 3_600_000);
    expect((await api.get(`/domains/${first}/information`)).status).toBe(200);
  });

  it('is the same portfolio every time', async () => {
    const again = await startSimulator({ seed: 'demo', now: new TestClock().now });
    try {
      const names = again.domainsOf('demo@domaindesk.test');
      expect(names).toEqual(views.map((v) => v.name));
      expect(names.map((n) => again.domain(n)?.expiresAt)).toEqual(views.map((v) => v.expiresAt));
    } finally {
      await again.close();
    }
  });
});

describe('large seeds', () => {
  it('builds a portfolio of 100,000 domains', async () => {
    const big = await startSimulator({ seed: { demoDomains: 100_000 } });
    try {
      const names = big.domainsOf('demo@domaindesk.test');
      expect(names.length).toBe(100_000);
      expect(new Set(names).size).toBe(100_000);
      expect(big.domain(names[99_999] ?? '')?.nameservers.length).toBeGreaterThanOrEqual(2);
    } finally {
      await big.close();
    }
  });
});

describe('npm run sandbox', () => {
  it('prints the base URL, the demo credentials and the control URL, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/sandbox/cli.ts'], {
      env: { ...process.env, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Control URL')) resolve();
      });
      child.on('exit', () => {
        reject(new Error(`exited early: ${out}`));
      });
    });
    expect(out).toMatch(
      /API base URL : http:\/\/127\.0\.0\.1:\d+\/modules\/addons\/DomainsReseller\/api\/index\.php/,
    );
    expect(out).toContain('demo@domaindesk.test');
    expect(out).toMatch(/Control URL {2}: http:\/\/127\.0\.0\.1:\d+\/__sandbox/);
    const code = await new Promise<number | null>((resolve) => {
      child.removeAllListeners('exit');
      child.on('exit', (exitCode) => {
        resolve(exitCode);
      });
      child.kill('SIGTERM');
    });
    expect(code).toBe(0);
  });
});
