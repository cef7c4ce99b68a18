import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemorySecretBackend } from '../../src/main/secrets';
import { startSimulator } from '../../src/sandbox';
import type { Simulator } from '../../src/sandbox';
import { DEMO_API_KEY, DEMO_EMAIL } from '../../src/sandbox/seed';
import { CONTACT } from '../../src/sandbox/testing/orderFields';
import type { DomainDeskApi, JobProgress, Result } from '../../src/shared/ipc';
import type { JobDetail } from '../../src/shared/ipc/channels/jobs';
import type { BulkSyncItemResult } from '../../src/shared/ipc/channels/portfolioTypes';
import type { LabelSearchResult } from '../../src/shared/ipc/channels/search';
import { startPreview } from '../../src/web/preview';
import type { Preview } from '../../src/web/preview';
import { secretForms } from './secretForms';
import { recordingBridge } from './wireRecorder';
import type { RecordingBridge, WireRecord } from './wireRecorder';

/**
 * Everything the browser receives (every answer, every server-sent event) is scanned for the
 * API keys used in a flow and for the tokens they yield around now. Flows for more features
 * are added as more `it(...)` blocks using `onTheWire`.
 */

const RESELLER = { email: 'reseller@example.com', apiKey: 'Zq4-live-9b2e7c1d5f80' };
const TYPED_BY_MISTAKE = ['Wr0ng-key-7f3a9c2e', 'Another-bad-key-31'];

interface Wire {
  readonly api: DomainDeskApi;
  readonly sim: Simulator;
  readonly preview: Preview;
}

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** Runs a flow through the browser transport and answers with what came back over the wire. */
async function onTheWire(
  demo: boolean,
  flow: (wire: Wire) => Promise<void>,
): Promise<readonly WireRecord[]> {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-wire-'));
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const rendererDir = join(dir, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>DomainDesk</title>');
  const sim = await startSimulator();
  cleanups.push(() => sim.close());
  sim.addAccount({ ...RESELLER, credit: '731.40', currency: 'EUR' });
  const preview = await startPreview({
    port: 0,
    demo,
    dataDir: join(dir, 'data'),
    rendererDir,
    // The user profile's keychain, kept in memory for this test.
    services: { secretBackend: createMemorySecretBackend() },
  });
  cleanups.push(() => preview.close());
  const bridge: RecordingBridge = await recordingBridge(preview.server);
  cleanups.push(() => {
    bridge.close();
  });
  await flow({ api: bridge.api, sim, preview });
  return bridge.records;
}

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.data;
}

/**
 * Job progress as a window hears it. `finished` reads the job through `jobs:get` until it has
 * ended and its last progress event has arrived.
 */
function jobWatcher(api: DomainDeskApi) {
  const heard: JobProgress[] = [];
  let wake: () => void = () => undefined;
  const unsubscribe = api.onJobsProgress((progress) => {
    heard.push(progress);
    wake();
  });
  cleanups.push(unsubscribe);
  return {
    heard,
    async finished(jobId: string): Promise<JobDetail> {
      const endHeard = () => heard.some((p) => p.jobId === jobId && p.state !== 'running');
      for (;;) {
        // Armed before reading, so an event sent meanwhile is not missed.
        const next = new Promise<void>((resolve) => (wake = resolve));
        const detail = must(await api.jobsGet({ jobId }));
        if (detail.job.state !== 'running' && endHeard()) return detail;
        await next;
      }
    },
    /** Keys of the items the events announced as settled. */
    announced: (jobId: string): string[] =>
      heard.filter((p) => p.jobId === jobId).flatMap((p) => (p.items ?? []).map((i) => i.key)),
  };
}

function leaks(records: readonly WireRecord[], secrets: readonly string[]): string[] {
  return records.flatMap((record) =>
    secrets
      .filter((secret) => record.text.includes(secret))
      .map(() => `${record.kind} ${record.name} carries a secret`),
  );
}

function allSecrets(): string[] {
  const now = Date.now();
  return [
    ...secretForms(RESELLER.email, RESELLER.apiKey, now),
    ...TYPED_BY_MISTAKE.flatMap((key) => secretForms(RESELLER.email, key, now)),
    ...secretForms(DEMO_EMAIL, DEMO_API_KEY, now),
  ];
}

describe('no API key or token ever reaches the browser', () => {
  it('while a reseller account is tested, connected, checked and its key replaced', async () => {
    const records = await onTheWire(false, async ({ api, sim }) => {
      const draft = { baseUrl: sim.baseUrl, email: RESELLER.email, apiKey: RESELLER.apiKey };
      const [wrongKey, otherWrongKey] = TYPED_BY_MISTAKE as [string, string];

      const refused = await api.accountsTest({ ...draft, apiKey: wrongKey });
      expect(!refused.ok && refused.error.kind).toBe('auth');
      // A key pasted into the wrong fields must not come back in the field messages.
      const misplaced = await api.accountsConnect({
        label: RESELLER.apiKey,
        baseUrl: RESELLER.apiKey,
        email: RESELLER.apiKey,
        apiKey: `${RESELLER.apiKey} `.repeat(2),
      });
      expect(!misplaced.ok && misplaced.error.kind).toBe('invalid_input');

      expect((await api.accountsTest(draft)).ok).toBe(true);
      const connected = await api.accountsConnect({ ...draft, label: 'Main', currency: 'EUR' });
      if (!connected.ok) throw new Error(connected.error.message);
      const accountId = connected.data.account.id;

      expect((await api.accountsVerify({ accountId })).ok).toBe(true);
      expect((await api.accountsRefreshBalance({ accountId })).ok).toBe(true);
      const replaced = await api.accountsReplaceKey({ accountId, apiKey: otherWrongKey });
      expect(!replaced.ok && replaced.error.kind).toBe('auth');
      expect((await api.accountsReplaceKey({ accountId, apiKey: RESELLER.apiKey })).ok).toBe(true);
      expect((await api.accountsUpdate({ accountId, changes: { label: 'Renamed' } })).ok).toBe(
        true,
      );
      const twice = await api.accountsConnect({ ...draft, label: 'Again' });
      expect(!twice.ok && twice.error.kind).toBe('conflict');
      expect(await api.accountsKeyStatus({ accountId })).toEqual({ ok: true, data: 'stored' });
      expect((await api.accountsList()).ok).toBe(true);
      expect((await api.accountsDeleteKey({ accountId })).ok).toBe(true);
      const keyless = await api.accountsVerify({ accountId });
      expect(!keyless.ok && keyless.error.kind).toBe('auth');
    });

    expect(records.filter((record) => record.kind === 'response').length).toBeGreaterThan(10);
    expect(records.some((record) => record.text.includes('"scope":"accounts"'))).toBe(true);
    // The scan sees what crosses: the e-mail, which is no secret, is found in answers.
    expect(leaks(records, [RESELLER.email]).length).toBeGreaterThan(0);
    expect(leaks(records, allSecrets())).toEqual([]);
  });

  it('through a working session: search, order, provisioning, sync, DNS edit and bulk sync', async () => {
    const records = await onTheWire(false, async ({ api, sim }) => {
      const jobs = jobWatcher(api);
      const connected = must(
        await api.accountsConnect({
          baseUrl: sim.baseUrl,
          email: RESELLER.email,
          apiKey: RESELLER.apiKey,
          label: 'Main',
          currency: 'EUR',
          // The simulator needs no pause between requests; it keeps the flow short.
          minRequestIntervalMs: 0,
        }),
      );
      const accountId = connected.account.id;

      const search = must(
        await api.searchStart({
          accountId,
          entries: ['harbour-lights-bakery', 'quiet-meadow-studio'],
          tlds: ['com', 'net'],
        }),
      );
      const searched = await jobs.finished(search.job.jobId);
      expect(searched.job).toMatchObject({ state: 'done', total: 2, succeeded: 2 });
      expect(jobs.announced(search.job.jobId).sort()).toEqual([
        'harbour-lights-bakery',
        'quiet-meadow-studio',
      ]);
      const found = searched.items.flatMap((item) => (item.result as LabelSearchResult).domains);
      const name = found.find((d) => d.availability === 'available' && !d.premium)?.domain;
      if (name === undefined) throw new Error('the search found no available name');

      const order = must(
        await api.ordersPlace({
          accountId,
          order: {
            domain: name,
            operation: 'register',
            period: 1,
            nameservers: ['ns1.example.net', 'ns2.example.net'],
            contacts: { registrant: CONTACT },
          },
        }),
      );
      expect(order.result).toBe('succeeded');
      expect(order.order.state).toBe('succeeded');

      sim.provision();
      const synced = must(await api.portfolioSync({ accountId, name }));
      expect(synced.presence).toBe('active');
      expect(synced.domain.status).toBe('active');

      const dns = must(await api.domainsGetDns({ accountId, name }));
      const added = { hostname: 'www', type: 'A', address: '192.0.2.44', priority: 0 };
      must(
        await api.domainsSaveDns({
          accountId,
          name,
          records: [...dns.data, added],
          base: dns.data,
        }),
      );
      const reread = must(await api.domainsGetDns({ accountId, name }));
      expect(reread.data).toContainEqual(expect.objectContaining(added));

      const bulk = must(await api.portfolioSyncMany({ accountId }));
      const bulkSynced = await jobs.finished(bulk.jobId);
      expect(bulkSynced.job).toMatchObject({ state: 'done', total: 1, succeeded: 1 });
      expect(bulkSynced.items[0]?.result as BulkSyncItemResult).toMatchObject({
        name,
        presence: 'active',
        status: 'active',
      });
      expect(jobs.announced(bulk.jobId)).toEqual([name]);
    });

    const kinds = new Set(records.map((record) => `${record.kind} ${record.name}`));
    for (const seen of [
      'response jobs:get',
      'event jobs:progress',
      'response orders:place',
      'response domains:saveDns',
      'response portfolio:syncMany',
    ]) {
      expect(kinds).toContain(seen);
    }
    expect(leaks(records, allSecrets())).toEqual([]);
  });

  it('while the demo starts and its account is read', async () => {
    const records = await onTheWire(true, async ({ api }) => {
      const started = await api.demoStart();
      if (!started.ok) throw new Error(started.error.message);
      expect(started.data.label).toBe('Demo account');
      expect((await api.demoStatus()).ok).toBe(true);
      expect((await api.accountsVerify({ accountId: started.data.id })).ok).toBe(true);
      expect((await api.accountsRefreshBalance({ accountId: started.data.id })).ok).toBe(true);
      expect((await api.accountsList()).ok).toBe(true);
      expect((await api.appInfo()).ok).toBe(true);
    });

    expect(records.some((record) => record.kind === 'event')).toBe(true);
    expect(leaks(records, allSecrets())).toEqual([]);
  });
});
