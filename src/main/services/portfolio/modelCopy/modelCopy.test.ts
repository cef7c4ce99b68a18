import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DomainsHarness } from '../../domains/testing/domainsHarness';
import type { JobRunner } from '../../jobs/jobRunner';
import type { PortfolioService } from '../portfolioService';
import { startCopyHarness } from '../testing/copyHarness';
import type { CopyHarness } from '../testing/copyHarness';
import { FULL_CONTACT } from '../testing/portfolioHarness';

let copy: CopyHarness;
let h: DomainsHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;
let model: string;
let targets: string[];

beforeEach(async () => {
  copy = await startCopyHarness();
  ({ h, jobs, portfolio } = copy);
  model = h.name;
  targets = [
    await h.activeDomain(h.main, 'target'),
    await h.activeDomain(h.main, 'target'),
    await h.activeDomain(h.main, 'target'),
  ];
  await h.main.otherClient.saveNameservers(model, {
    ns1: 'ns1.model-dns.net',
    ns2: 'ns2.model-dns.net',
  });
});
afterEach(async () => {
  await copy.close();
});

const selection = (names: readonly string[]) => copy.selection(names);
const previewItems = (jobId: string) => copy.previewItems(jobId);

describe('copy nameservers from a model domain', () => {
  it('previews the changes per domain, skips identical ones, applies and logs each', async () => {
    const [first, second, same] = targets as [string, string, string];
    const before = h.sim.domain(first)?.nameservers ?? [];
    await h.main.otherClient.saveNameservers(same, {
      ns1: 'ns1.model-dns.net',
      ns2: 'ns2.model-dns.net',
    });

    const preview = await portfolio.copyPreview(
      selection(targets),
      { kind: 'domain', name: model },
      'nameservers',
    );
    const items = await previewItems(preview.jobId);
    const byName = new Map(items.map((item) => [item.result?.name, item.result?.changes]));
    expect(byName.get(first)).toEqual([
      `ns1 ${before[0] ?? ''} → ns1.model-dns.net`,
      `ns2 ${before[1] ?? ''} → ns2.model-dns.net`,
    ]);
    expect(byName.get(second)).toHaveLength(2);
    expect(byName.get(same)).toEqual([]);
    // Nothing was sent by the preview.
    expect(h.sim.domain(first)?.nameservers).toEqual(before);

    const applied = portfolio.copyApply(preview.jobId);
    expect(applied.total).toBe(2);
    expect(await jobs.finished(applied.jobId)).toMatchObject({ succeeded: 2, failed: 0 });
    for (const name of [first, second, same]) {
      expect(h.sim.domain(name)?.nameservers).toEqual(['ns1.model-dns.net', 'ns2.model-dns.net']);
    }
    const logged = h.domains.activity({ name: first })[0];
    expect(logged).toMatchObject({
      action: 'nameservers.save',
      result: 'succeeded',
      before,
      after: ['ns1.model-dns.net', 'ns2.model-dns.net'],
    });
    expect(h.domains.activity({ name: same }).some((a) => a.action === 'nameservers.save')).toBe(
      false,
    );
    // A preview is applied once.
    expect(() => portfolio.copyApply(preview.jobId)).toThrow(/Preview the copy again/);
  });

  it('fails a domain changed since the preview with its reason, and a retry applies it', async () => {
    const [changed, ...others] = targets as [string, string, string];
    const preview = await portfolio.copyPreview(
      selection(targets),
      { kind: 'domain', name: model },
      'nameservers',
    );
    await jobs.finished(preview.jobId);
    await h.main.otherClient.saveNameservers(changed, {
      ns1: 'ns1.someone-else.net',
      ns2: 'ns2.someone-else.net',
    });

    const applied = portfolio.copyApply(preview.jobId);
    expect(await jobs.finished(applied.jobId)).toMatchObject({ succeeded: 2, failed: 1 });
    const failed = (jobs.get(applied.jobId)?.items ?? []).filter((i) => i.state === 'failed');
    expect(failed).toEqual([
      expect.objectContaining({
        key: changed,
        error: expect.objectContaining({ kind: 'conflict' }) as unknown,
      }),
    ]);
    // Not overwritten: what the other party set is still there.
    expect(h.sim.domain(changed)?.nameservers).toEqual([
      'ns1.someone-else.net',
      'ns2.someone-else.net',
    ]);
    for (const name of others) {
      expect(h.sim.domain(name)?.nameservers).toEqual(['ns1.model-dns.net', 'ns2.model-dns.net']);
    }

    // "Retry the failed ones": a fresh preview of those, which sees the new live set.
    const again = await portfolio.copyPreview(
      selection([changed]),
      { kind: 'domain', name: model },
      'nameservers',
    );
    const [item] = await previewItems(again.jobId);
    expect(item?.result?.changes).toEqual([
      'ns1 ns1.someone-else.net → ns1.model-dns.net',
      'ns2 ns2.someone-else.net → ns2.model-dns.net',
    ]);
    const retried = portfolio.copyApply(again.jobId);
    expect(await jobs.finished(retried.jobId)).toMatchObject({ succeeded: 1, failed: 0 });
    expect(h.sim.domain(changed)?.nameservers).toEqual(['ns1.model-dns.net', 'ns2.model-dns.net']);
  });
});

describe('copy DNS records and contacts', () => {
  it('replaces the DNS set of each domain with the model domain records', async () => {
    await h.main.otherClient.saveDns(model, [
      { hostname: '@', type: 'A', address: '192.0.2.10', priority: 0 },
      { hostname: 'www', type: 'CNAME', address: 'web.model-dns.net', priority: 0 },
    ]);
    const [target] = targets as [string];
    await h.main.otherClient.saveDns(target, [
      { hostname: '@', type: 'A', address: '192.0.2.99', priority: 0 },
    ]);
    const preview = await portfolio.copyPreview(
      selection([target]),
      { kind: 'domain', name: model },
      'dns',
    );
    const [item] = await previewItems(preview.jobId);
    expect(item?.result?.changes).toEqual([
      '− A @ 192.0.2.99',
      '+ A @ 192.0.2.10',
      '+ CNAME www web.model-dns.net',
    ]);
    // Its one live record goes: the single-domain save's guard asks twice, and so does this.
    expect(item?.result?.dns).toEqual({ live: 1, removed: 1, model: 2 });
    expect(() => portfolio.copyApply(preview.jobId)).toThrow(/Confirm these removals/);
    await jobs.finished(portfolio.copyApply(preview.jobId, { confirmedZoneRemovals: true }).jobId);
    const live = (await h.main.otherClient.getDns(target)).map((r) => r.address).sort();
    expect(live).toEqual(['192.0.2.10', 'web.model-dns.net']);
  });

  it('fails with the reason when the registrar has no DNS management', async () => {
    const basic = h.addAccount({ email: 'basic@example.com', profile: 'basic' });
    const modelOnBasic = await h.activeDomain(basic, 'basicmodel');
    const target = await h.activeDomain(basic, 'basictarget');
    await expect(
      portfolio.copyPreview(
        { kind: 'names', accountId: basic.accountId, names: [target] },
        { kind: 'domain', name: modelOnBasic },
        'dns',
      ),
    ).rejects.toMatchObject({ kind: 'unsupported' });
  });

  it('applies a contact profile to every role, after which the domains are the same', async () => {
    const profile = h.ctx.cache.contactProfiles.save({
      name: 'Agency',
      contact: { ...FULL_CONTACT, email: 'hostmaster@agency.example', city: 'Leeds' },
    });
    const source = { kind: 'profile' as const, profileId: profile.id };
    const preview = await portfolio.copyPreview(selection(targets), source, 'contacts');
    const items = await previewItems(preview.jobId);
    expect(items.every((item) => item.state === 'succeeded')).toBe(true);
    const lines = items[0]?.result?.changes ?? [];
    expect(lines).toContain(`Registrant email: ${FULL_CONTACT.email} → hostmaster@agency.example`);
    expect(lines.some((line) => line.startsWith('Admin city:'))).toBe(true);

    const applied = portfolio.copyApply(preview.jobId);
    expect(await jobs.finished(applied.jobId)).toMatchObject({ succeeded: 3, failed: 0 });
    const again = await portfolio.copyPreview(selection(targets), source, 'contacts');
    const after = await previewItems(again.jobId);
    expect(after.map((item) => item.result?.changes)).toEqual([[], [], []]);
  });
});
