import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import { startServiceHarness } from '../jobs/testing/serviceHarness';
import type { ServiceHarness } from '../jobs/testing/serviceHarness';
import { CACHE_EDIT_BATCH } from './bulkActions';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';

let h: ServiceHarness;
let jobs: JobRunner;
let portfolio: PortfolioService;

const notesOf = (name: string): string | undefined => h.cache.domains.get(h.accountId, name)?.notes;
const notesLog = () =>
  h.cache.activity.list({ accountId: h.accountId, action: 'domain.notes', limit: 100_000 });

beforeEach(async () => {
  h = await startServiceHarness();
  jobs = createJobRunner(h.ctx);
  portfolio = createPortfolioService(h.ctx, { jobs });
  h.cache.domains.upsertMany(h.accountId, [
    { name: 'alpha.com', status: 'active' },
    { name: 'beta.com', status: 'active', notes: 'Client: Acme' },
    { name: 'gamma.net', status: 'active', notes: 'Renew by hand' },
  ]);
});

afterEach(async () => {
  await jobs.stopAll();
  portfolio.stop();
  await h.close();
});

describe("a domain's notes", () => {
  it('are saved and logged with what they said before', () => {
    const row = portfolio.setNotes({ accountId: h.accountId, name: 'beta.com' }, 'Client: Bolt');
    expect(row.notes).toBe('Client: Bolt');
    expect(notesOf('beta.com')).toBe('Client: Bolt');
    const [entry] = notesLog();
    expect(entry).toMatchObject({
      domain: 'beta.com',
      before: { notes: 'Client: Acme' },
      after: { notes: 'Client: Bolt' },
      result: 'succeeded',
    });
    // Saving the same text again is not a change.
    portfolio.setNotes({ accountId: h.accountId, name: 'beta.com' }, 'Client: Bolt');
    expect(notesLog()).toHaveLength(1);
  });
});

describe('Set notes on a selection', () => {
  const all = () => ({ kind: 'filter' as const, accountId: h.accountId, filter: {} });

  it('counts the domains it would change before anything is saved', async () => {
    expect(await portfolio.notesPreview(all(), { notes: 'Client: Acme', mode: 'replace' })).toEqual(
      { selected: 3, changing: 2, tooLong: 0 },
    );
    expect(await portfolio.notesPreview(all(), { notes: 'Checked', mode: 'append' })).toEqual({
      selected: 3,
      changing: 3,
      tooLong: 0,
    });
    expect(notesOf('alpha.com')).toBe('');
    expect(notesLog()).toHaveLength(0);
  });

  it('appends on a new line, replaces, and logs every change before and after', async () => {
    const appended = await portfolio.bulk(all(), {
      kind: 'setNotes',
      notes: 'Checked 2026',
      mode: 'append',
    });
    expect(appended.label).toBe('Setting the notes for 3 domains');
    expect(await jobs.finished(appended.jobId)).toMatchObject({ succeeded: 3, failed: 0 });
    expect(notesOf('alpha.com')).toBe('Checked 2026');
    expect(notesOf('beta.com')).toBe('Client: Acme\nChecked 2026');
    expect(notesLog().find((e) => e.domain === 'beta.com')).toMatchObject({
      before: { notes: 'Client: Acme' },
      after: { notes: 'Client: Acme\nChecked 2026' },
    });

    const replaced = await portfolio.bulk(
      { kind: 'names', accountId: h.accountId, names: ['gamma.net'] },
      { kind: 'setNotes', notes: '', mode: 'replace' },
    );
    await jobs.finished(replaced.jobId);
    expect(notesOf('gamma.net')).toBe('');
    expect(notesOf('beta.com')).toBe('Client: Acme\nChecked 2026');
    expect(notesLog()).toHaveLength(4);
    expect(h.eventsOf('cache:changed')).toContainEqual({
      scope: 'domains',
      accountId: h.accountId,
    });
  });

  it('leaves a domain whose notes would grow past the limit as it was, and says why', async () => {
    const long = 'x'.repeat(9_990);
    portfolio.setNotes({ accountId: h.accountId, name: 'beta.com' }, long);
    const edit = { notes: 'Checked 2026', mode: 'append' as const };
    expect(await portfolio.notesPreview(all(), edit)).toEqual({
      selected: 3,
      changing: 2,
      tooLong: 1,
    });
    const started = await portfolio.bulk(all(), { kind: 'setNotes', ...edit });
    const done = await jobs.finished(started.jobId);
    expect(done).toMatchObject({ succeeded: 2, failed: 1 });
    expect(notesOf('beta.com')).toBe(long);
    const failed = jobs.get(started.jobId)?.items.filter((item) => item.state === 'failed');
    expect(failed?.[0]?.error?.message).toMatch(/longer than 10,000 characters/);
  });

  it('runs over many domains a batch per transaction', async () => {
    const count = CACHE_EDIT_BATCH + 7;
    h.cache.domains.upsertMany(
      h.accountId,
      Array.from({ length: count }, (_, i) => ({
        name: `bulk-${i}.com`,
        status: 'active' as const,
      })),
    );
    const started = await portfolio.bulk(
      { kind: 'filter', accountId: h.accountId, filter: { text: 'bulk-' } },
      { kind: 'setNotes', notes: 'Imported lot', mode: 'replace' },
    );
    expect(await jobs.finished(started.jobId)).toMatchObject({ succeeded: count, failed: 0 });
    expect(notesOf(`bulk-${count - 1}.com`)).toBe('Imported lot');
    expect(notesLog()).toHaveLength(count);
  });
});
