import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobRunner } from '../jobs/jobRunner';
import { createPortfolioService } from '../portfolio/portfolioService';
import { startDomainsHarness } from './testing/domainsHarness';
import type { DomainsHarness } from './testing/domainsHarness';

let h: DomainsHarness;
beforeEach(async () => {
  h = await startDomainsHarness();
});
afterEach(async () => {
  await h.close();
});

const failures = () =>
  h.cache.activity
    .list({ accountId: h.main.accountId })
    .filter((entry) => entry.result === 'failed')
    .map((entry) => [entry.domain, entry.action, entry.resultDetail]);

describe('every failed or refused change is in the activity log', () => {
  it('a save refused because the set changed since, and a refused restore', async () => {
    const ref = { name: h.name };
    const changed = await h.domains.saveNameservers(ref, {
      nameservers: ['a.dns.example', 'b.dns.example'],
    });
    await h.main.otherClient.saveNameservers(h.name, {
      ns1: 'c.dns.example',
      ns2: 'd.dns.example',
    });

    await expect(
      h.domains.saveNameservers(ref, {
        nameservers: ['e.dns.example', 'f.dns.example'],
        base: ['a.dns.example', 'b.dns.example'],
      }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    await expect(h.domains.restore(changed.activityId)).rejects.toMatchObject({
      kind: 'conflict',
    });

    expect(failures()).toEqual([
      [
        h.name,
        'nameservers.restore',
        `Refused: Change #${changed.activityId} was not undone: The nameservers were changed again outside DomainDesk, so undoing this change would overwrite that. Edit the set itself instead. Nothing was sent.`,
      ],
      [
        h.name,
        'nameservers.save',
        `Refused: The nameservers of ${h.name} changed since you loaded them. Nothing was saved.`,
      ],
    ]);
  });

  it('bulk lock and nameserver saves that fail while the provider cannot be reached, once each', async () => {
    const jobs = createJobRunner(h.ctx);
    const portfolio = createPortfolioService(h.ctx, { timers: h.timers, jobs });
    const other = await h.activeDomain(h.main, 'bulkfail');
    h.sim.faults.add({ path: /.*/, action: { kind: 'drop', when: 'before-handling' } });

    const selection = {
      kind: 'names' as const,
      accountId: h.main.accountId,
      names: [h.name, other],
    };
    const lock = await portfolio.bulk(selection, { kind: 'lock' });
    expect(await jobs.finished(lock.jobId)).toMatchObject({ failed: 2 });
    const ns = await portfolio.bulk(selection, {
      kind: 'setNameservers',
      nameservers: ['ns1.moved.example', 'ns2.moved.example'],
    });
    expect(await jobs.finished(ns.jobId)).toMatchObject({ failed: 2 });
    portfolio.stop();

    const logged = failures().map(([domain, action]) => `${action} ${domain ?? ''}`);
    expect(logged.sort()).toEqual(
      [
        `lock.set ${h.name}`,
        `lock.set ${other}`,
        `nameservers.save ${h.name}`,
        `nameservers.save ${other}`,
      ].sort(),
    );
  });
});
