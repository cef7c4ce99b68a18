import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobItemView } from '../../../shared/ipc/channels/jobs';
import type { CopyPreviewItem } from '../../../shared/ipc/channels/portfolioCopyTypes';
import { presetInputSchema } from '../../../shared/ipc/channels/presets';
import { PRESET_LEAVING_ALL, samplePreset } from '../../../shared/presets/testing/samplePreset';
import { startDomainsHarness } from '../domains/testing/domainsHarness';
import type { DomainsHarness } from '../domains/testing/domainsHarness';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import { createPortfolioService } from '../portfolio/portfolioService';
import type { PortfolioService } from '../portfolio/portfolioService';
import { FULL_CONTACT } from '../portfolio/testing/portfolioHarness';
import { createPresetsService } from './presetsService';
import type { PresetsService } from './presetsService';

let h: DomainsHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;
let presets: PresetsService;
let targets: [string, string];

beforeEach(async () => {
  h = await startDomainsHarness();
  jobs = createJobRunner(h.ctx);
  portfolio = createPortfolioService(h.ctx, { timers: h.timers, jobs, domains: h.domains });
  presets = createPresetsService(h.ctx, portfolio);
  targets = [await h.activeDomain(h.main, 'first'), await h.activeDomain(h.main, 'second')];
});
afterEach(async () => {
  portfolio.stop();
  await h.close();
});

const selection = (names: readonly string[]) => ({
  kind: 'names' as const,
  accountId: h.main.accountId,
  names,
});

async function previewItems(jobId: string): Promise<JobItemView<CopyPreviewItem>[]> {
  await jobs.finished(jobId);
  return (jobs.get(jobId)?.items ?? []) as JobItemView<CopyPreviewItem>[];
}

describe('presets', () => {
  it('are kept per account, duplicated under a free name, and a used name is refused', () => {
    const saved = presets.save(h.main.accountId, samplePreset);
    expect(presets.list(h.main.accountId).map((p) => p.name)).toEqual(['Parking']);
    const copy = presets.duplicate(h.main.accountId, saved.id);
    expect(copy).toMatchObject({ name: 'Parking (copy)', lock: true, dns: samplePreset.dns });
    expect(presets.duplicate(h.main.accountId, saved.id).name).toBe('Parking (copy 2)');
    expect(() => presets.save(h.main.accountId, { ...samplePreset, name: 'parking' })).toThrow(
      /already exists/,
    );
    const other = h.addAccount({ email: 'other@example.com' });
    expect(presets.list(other.accountId)).toEqual([]);
    expect(presets.remove(h.main.accountId, saved.id)).toEqual({ removed: true });
    expect(presets.list(h.main.accountId)).toHaveLength(2);
  });

  it('checks a DNS template on a sample name and refuses an unknown placeholder', () => {
    const bad = presetInputSchema.safeParse({
      ...samplePreset,
      dns: [
        { hostname: 'www', type: 'CNAME', address: '{domian}', priority: 0 },
        { hostname: '@', type: 'A', address: 'not-an-ip', priority: 0 },
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toContainEqual(expect.stringMatching(/^dns\.0\.address: .*only \{domain\}/));
    expect(messages).toContainEqual(expect.stringMatching(/^dns\.1\.address: Record 2/));
    expect(presetInputSchema.safeParse(samplePreset).success).toBe(true);
  });

  it('previews every part per domain, guards the zone, and applies through the copy jobs', async () => {
    const [first, second] = targets;
    await h.main.otherClient.saveDns(first, [
      { hostname: '@', type: 'A', address: '192.0.2.1', priority: 0 },
      { hostname: 'ftp', type: 'A', address: '192.0.2.2', priority: 0 },
    ]);
    await h.main.otherClient.setLock(first, 'unlocked');
    await h.portfolio.sync(h.main.accountId, first);
    await h.main.otherClient.setLock(second, 'locked');
    await h.portfolio.sync(h.main.accountId, second);
    const preset = presets.save(h.main.accountId, samplePreset);

    const preview = await presets.applyPreview(selection([first, second]), preset.id);
    const items = await previewItems(preview.jobId);
    const lines = new Map(items.map((item) => [item.result?.name, item.result?.changes ?? []]));
    expect(lines.get(first)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ns1 .* → ns1\.park-dns\.net$/),
        '− A ftp 192.0.2.2',
        `+ CNAME www ${first}`,
        `+ MX @ mail.${first} (priority 10)`,
      ]),
    );
    expect(lines.get(first)?.some((line) => line.startsWith('Transfer lock'))).toBe(true);
    expect(lines.get(second)?.some((line) => line.startsWith('Transfer lock'))).toBe(false);
    // Nothing sent yet.
    expect(h.sim.domain(first)?.nameservers).not.toContain('ns1.park-dns.net');

    // Both records of the first zone go: a second confirmation, as a DNS copy asks.
    expect(() => portfolio.copyApply(preview.jobId)).toThrow(/Confirm these removals/);
    const applied = portfolio.copyApply(preview.jobId, { confirmedZoneRemovals: true });
    expect(applied.label).toBe('Applying the preset "Parking" to 2 domains');
    expect(await jobs.finished(applied.jobId)).toMatchObject({ succeeded: 2, failed: 0 });
    for (const name of [first, second]) {
      expect(h.sim.domain(name)).toMatchObject({
        nameservers: ['ns1.park-dns.net', 'ns2.park-dns.net'],
        locked: true,
      });
      const live = (await h.main.otherClient.getDns(name)).map((r) => `${r.type} ${r.address}`);
      expect(live.sort()).toEqual(['A 192.0.2.80', `CNAME ${name}`, `MX mail.${name}`]);
    }
    const actions = h.domains.activity({ name: first }).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['nameservers.save', 'dns.save']));

    const again = await presets.applyPreview(selection([first, second]), preset.id);
    expect((await previewItems(again.jobId)).map((item) => item.result?.changes)).toEqual([[], []]);
  });

  it('sets every contact role to the profile, and stops before reading if the profile is gone', async () => {
    const profile = h.ctx.cache.contactProfiles.save({
      name: 'Agency',
      contact: { ...FULL_CONTACT, email: 'hostmaster@agency.example' },
    });
    const preset = presets.save(h.main.accountId, {
      ...PRESET_LEAVING_ALL,
      name: 'Agency contacts',
      contactProfileId: profile.id,
    });
    const preview = await presets.applyPreview(selection(targets), preset.id);
    const [item] = await previewItems(preview.jobId);
    expect(item?.result?.changes).toContain(
      `Registrant email: ${FULL_CONTACT.email} → hostmaster@agency.example`,
    );
    const addonsOnly = presets.save(h.main.accountId, {
      ...PRESET_LEAVING_ALL,
      name: 'Mail',
      addons: { dnsmanagement: false, emailforwarding: true },
    });
    await expect(presets.applyPreview(selection(targets), addonsOnly.id)).rejects.toThrow(
      /sets only add-ons, which are ordered with a registration/,
    );
    h.ctx.cache.contactProfiles.remove(profile.id);
    await expect(presets.applyPreview(selection(targets), preset.id)).rejects.toThrow(
      /contact profile of the preset "Agency contacts" no longer exists/,
    );
  });

  it('reads lock and ID protection live, and marks the values last synced when the registrar does not answer', async () => {
    const [first, second] = targets;
    // Both locked as far as the cache knows; the first is unlocked at the registrar since.
    await h.main.otherClient.setLock(first, 'locked');
    await h.main.otherClient.setLock(second, 'locked');
    await h.portfolio.sync(h.main.accountId, first);
    await h.portfolio.sync(h.main.accountId, second);
    await h.main.otherClient.setLock(first, 'unlocked');
    expect(h.ctx.cache.domains.get(h.main.accountId, first)?.locked).toBe(true);
    const preset = presets.save(h.main.accountId, {
      ...PRESET_LEAVING_ALL,
      name: 'Locked',
      lock: true,
    });

    const preview = await presets.applyPreview(selection([first, second]), preset.id);
    const items = await previewItems(preview.jobId);
    const byName = new Map(items.map((item) => [item.result?.name, item.result]));
    expect(byName.get(first)?.changes).toEqual(['Transfer lock off → on']);
    expect(byName.get(first)?.notReadLive).toBeUndefined();
    expect(byName.get(second)?.changes).toEqual([]);
    // The live read brought the cache up to date too.
    expect(h.ctx.cache.domains.get(h.main.accountId, first)?.locked).toBe(false);

    // The registrar stops answering: the cached value stands in, marked with the reason.
    await h.main.otherClient.setLock(second, 'unlocked');
    h.sim.faults.add({ path: /\/information$/, action: { kind: 'status', status: 503 } });
    const offline = await presets.applyPreview(selection([second]), preset.id);
    const [item] = await previewItems(offline.jobId);
    expect(item?.state).toBe('succeeded');
    expect(item?.result?.changes).toEqual([]);
    expect(item?.result?.notReadLive).toMatch(/\S/);
    h.ctx.cache.domains.recordActive(h.main.accountId, second, { status: 'active', locked: false });
    const marked = await presets.applyPreview(selection([second]), preset.id);
    expect((await previewItems(marked.jobId))[0]?.result?.changes).toEqual([
      'Transfer lock off → on (as last synced, not read live)',
    ]);
  });
});
