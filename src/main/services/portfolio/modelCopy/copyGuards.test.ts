import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DomainsHarness } from '../../domains/testing/domainsHarness';
import type { JobRunner } from '../../jobs/jobRunner';
import type { PortfolioService } from '../portfolioService';
import { startCopyHarness } from '../testing/copyHarness';
import type { CopyHarness } from '../testing/copyHarness';

let copy: CopyHarness;
let h: DomainsHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;
let targets: string[];

beforeEach(async () => {
  copy = await startCopyHarness();
  ({ h, jobs, portfolio } = copy);
  targets = [await h.activeDomain(h.main, 'zone'), await h.activeDomain(h.main, 'zone')];
});
afterEach(async () => {
  await copy.close();
});

const selection = (names: readonly string[]) => copy.selection(names);
const previewItems = (jobId: string) => copy.previewItems(jobId);

const DNS_SAVE = /^\/domains\/[^/]+\/dns$/;

const records = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    hostname: `host${i}`,
    type: 'A',
    address: `192.0.2.${i + 1}`,
    priority: 0,
  }));

describe('a DNS copy that removes much of a zone', () => {
  it('is refused without the second confirmation, and with it replaces the zone', async () => {
    await h.main.otherClient.saveDns(h.name, records(1));
    const [big = '', small = ''] = targets;
    await h.main.otherClient.saveDns(big, records(12));
    await h.main.otherClient.saveDns(small, records(2));
    const preview = await portfolio.copyPreview(
      selection(targets),
      { kind: 'domain', name: h.name },
      'dns',
    );
    const items = await previewItems(preview.jobId);
    expect(items.map((item) => item.result?.dns)).toEqual([
      { live: 12, removed: 11, model: 1 },
      { live: 2, removed: 1, model: 1 },
    ]);
    const posts = h.sim.countRequests({ method: 'POST', path: DNS_SAVE });

    expect(() => portfolio.copyApply(preview.jobId)).toThrow(
      `This copy removes most or all DNS records of 2 domains (${targets.join(', ')}). Confirm these removals to apply it.`,
    );
    expect(h.sim.countRequests({ method: 'POST', path: DNS_SAVE })).toBe(posts);
    expect(await h.main.otherClient.getDns(big)).toHaveLength(12);

    const applied = portfolio.copyApply(preview.jobId, { confirmedZoneRemovals: true });
    expect(await jobs.finished(applied.jobId)).toMatchObject({ succeeded: 2, failed: 0 });
    for (const name of targets) expect(await h.main.otherClient.getDns(name)).toHaveLength(1);
  });

  it('from a model with no records is never applied: the API cannot store an empty set', async () => {
    for (const name of targets) await h.main.otherClient.saveDns(name, records(2));
    const preview = await portfolio.copyPreview(
      selection(targets),
      { kind: 'domain', name: h.name },
      'dns',
    );
    const items = await previewItems(preview.jobId);
    expect(items.map((item) => item.result?.dns)).toEqual([
      { live: 2, removed: 2, model: 0 },
      { live: 2, removed: 2, model: 0 },
    ]);
    const posts = h.sim.countRequests({ method: 'POST', path: DNS_SAVE });
    for (const confirmed of [false, true]) {
      expect(() =>
        portfolio.copyApply(preview.jobId, { confirmedZoneRemovals: confirmed }),
      ).toThrow(/The model domain has no DNS records: this would delete all records of 2 domains/);
    }
    expect(h.sim.countRequests({ method: 'POST', path: DNS_SAVE })).toBe(posts);
  });
});

describe('"Set nameservers…" as a copy of a typed list', () => {
  it('previews current → new per domain, skips the same, and applies the checked hosts', async () => {
    const [first = '', same = ''] = targets;
    const before = h.sim.domain(first)?.nameservers ?? [];
    await h.main.otherClient.saveNameservers(same, {
      ns1: 'ns1.fresh-dns.net',
      ns2: 'ns2.fresh-dns.net',
    });
    const source = {
      kind: 'nameservers' as const,
      nameservers: ['NS1.Fresh-DNS.net', 'ns2.fresh-dns.net.'],
    };
    const preview = await portfolio.copyPreview(selection(targets), source, 'nameservers');
    expect(preview.label).toBe(
      'Previewing the nameservers ns1.fresh-dns.net, ns2.fresh-dns.net on 2 domains',
    );
    const items = await previewItems(preview.jobId);
    const byName = new Map(items.map((item) => [item.result?.name, item.result]));
    expect(byName.get(first)?.nameservers).toEqual({
      current: before,
      wanted: ['ns1.fresh-dns.net', 'ns2.fresh-dns.net'],
    });
    expect(byName.get(same)?.changes).toEqual([]);

    const applied = portfolio.copyApply(preview.jobId);
    expect(applied.total).toBe(1);
    expect(await jobs.finished(applied.jobId)).toMatchObject({ succeeded: 1 });
    expect(h.sim.domain(first)?.nameservers).toEqual(['ns1.fresh-dns.net', 'ns2.fresh-dns.net']);
  });

  it('refuses a list the single-domain save refuses before reading any domain', async () => {
    const gets = h.sim.countRequests();
    await expect(
      portfolio.copyPreview(
        selection(targets),
        {
          kind: 'nameservers',
          nameservers: ['ns1.fresh-dns.net', '-bad-.host', 'NS1.FRESH-DNS.NET'],
        },
        'nameservers',
      ),
    ).rejects.toMatchObject({
      kind: 'invalid_input',
      detail: {
        issues: [
          { path: 'ns2', message: 'ns2: "-bad-.host" is not a valid host name.' },
          { path: 'ns3', message: 'ns3: ns1.fresh-dns.net is listed twice.' },
        ],
      },
    });
    expect(jobs.list()).toEqual([]);
    expect(h.sim.countRequests()).toBe(gets);
  });
});
