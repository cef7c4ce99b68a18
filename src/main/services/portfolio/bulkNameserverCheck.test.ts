import { afterEach, describe, expect, it } from 'vitest';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

let h: PortfolioHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;

afterEach(async () => {
  portfolio.stop();
  await h.close();
});

describe('bulk set nameservers with a list the single-domain save would refuse', () => {
  it.each([
    [
      'a line break inside a host, a host with hyphens at its ends, one listed twice',
      ['ns1.example.net', 'ns2.exa\r\nmple.net', '-bad-.host', 'NS1.Example.net'],
      [
        ['ns2', 'ns2: "ns2.exa\\u{D}\\u{A}mple.net" contains a control character (U+000D)'],
        ['ns3', 'ns3: "-bad-.host" is not a valid host name.'],
        ['ns4', 'ns4: ns1.example.net is listed twice.'],
      ],
    ],
    [
      'a trailing carriage return',
      ['ns1.example.net\r', 'ns2.example.net'],
      [['ns1', 'ns1: "ns1.example.net\\u{D}" contains a control character (U+000D)']],
    ],
  ])('(%s) starts no job, sends nothing and lists every problem', async (_, hosts, expected) => {
    h = await startPortfolioHarness();
    jobs = createJobRunner(h.ctx);
    portfolio = createPortfolioService(h.ctx, { timers: h.timers, jobs });
    const names = [await h.orderRegistration(h.main, 'nsbulk')];
    h.sim.provision();
    await portfolio.addNames(h.main.accountId, names.join('\n'));
    const before = h.sim.countRequests();

    const refusal: unknown = await portfolio
      .bulk(
        { kind: 'names', accountId: h.main.accountId, names },
        { kind: 'setNameservers', nameservers: hosts },
      )
      .then(
        () => 'started',
        (error: unknown) => error,
      );

    expect(refusal).toMatchObject({ kind: 'invalid_input' });
    const issues = (refusal as { detail: { issues: { path: string; message: string }[] } }).detail
      .issues;
    expect(issues.map((issue) => issue.path)).toEqual(expected.map(([path]) => path));
    expected.forEach(([, message], i) => {
      expect(issues[i]?.message).toContain(message);
    });
    expect(jobs.list()).toEqual([]);
    expect(h.sim.countRequests()).toBe(before);
  });
});
