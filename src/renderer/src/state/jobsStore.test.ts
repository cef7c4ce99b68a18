import { beforeEach, describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import { runningJob } from '../testing/jobSummary';
import { jobsStore, laterSummary, listedJobs, unseenEnded } from './jobsStore';

function job(jobId: string, part: Partial<JobSummary> = {}): JobSummary {
  return { ...runningJob(jobId, 10, `Locking 10 domains (${jobId})`), ...part };
}

function end(summary: JobSummary, part: Partial<JobSummary> = {}): JobSummary {
  return {
    ...summary,
    state: 'done',
    done: summary.total,
    succeeded: summary.total,
    finishedAt: '2026-11-23T10:01:00.000Z',
    ...part,
  };
}

const ids = (accountId: string) =>
  listedJobs(jobsStore.getState().jobs, accountId).map((tracked) => tracked.summary.jobId);

describe('the jobs of a window', () => {
  beforeEach(() => {
    jobsStore.setState({ jobs: {} });
  });

  it('never lets an older summary replace a later one', () => {
    const standing = job('a', { done: 4, succeeded: 4 });
    const cancelled = end(standing, { state: 'cancelled', succeeded: 4, cancelled: 6 });
    expect(laterSummary(cancelled, standing)).toBe(cancelled);
    expect(laterSummary(job('a', { done: 6 }), standing)).toEqual(job('a', { done: 6 }));
    expect(laterSummary(standing, cancelled)).toBe(cancelled);
  });

  it('keeps a failed job listed after other jobs ran, until it is dismissed', () => {
    const store = jobsStore.getState();
    const failed = job('first', { startedAt: '2026-11-23T10:00:00.000Z' });
    store.track(failed);
    store.apply(end(failed, { state: 'failed', succeeded: 0, failed: 10 }));
    const next = job('second', { startedAt: '2026-11-23T10:02:00.000Z' });
    store.track(next);
    store.apply(end(next));
    store.track(job('other-account', { accountId: 'acc-2' }));

    expect(ids('acc-1')).toEqual(['second', 'first']);
    expect(ids('acc-2')).toEqual(['other-account']);
    expect(unseenEnded(jobsStore.getState().jobs, 'acc-1')).toBe(2);

    store.markSeen('acc-1');
    expect(unseenEnded(jobsStore.getState().jobs, 'acc-1')).toBe(0);
    expect(ids('acc-1')).toEqual(['second', 'first']);

    store.dismiss('second');
    expect(ids('acc-1')).toEqual(['first']);
  });

  it('dismisses every ended job of the account at once, and never a running one', () => {
    const store = jobsStore.getState();
    const ended = job('ended');
    store.track(ended);
    store.apply(end(ended));
    store.track(job('running'));
    const elsewhere = job('elsewhere', { accountId: 'acc-2' });
    store.track(elsewhere);
    store.apply(end(elsewhere));

    store.dismiss('running');
    store.dismissEnded('acc-1');
    expect(ids('acc-1')).toEqual(['running']);
    expect(ids('acc-2')).toEqual(['elsewhere']);
  });
});
