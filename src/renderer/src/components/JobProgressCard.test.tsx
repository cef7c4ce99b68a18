// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import { jobsStore, listenToJobs } from '../state/jobsStore';
import { renderWithMantine } from '../testing/renderWithMantine';
import { runningJob } from '../testing/jobSummary';
import { installFakeBridge } from '../testing/fakeBridge';
import { JobProgressCard } from './JobProgressCard';

/** How main answers the next cancel; the window's one bridge, as `getBridge` keeps it. */
let answerCancel: () => JobSummary = () => {
  throw new Error('no cancel expected');
};
const bridge = installFakeBridge({
  jobsList: () => [],
  jobsCancel: () => answerCancel(),
});
listenToJobs();

function summary(jobId: string, part: Partial<JobSummary>): JobSummary {
  return { ...runningJob(jobId, 100_000, 'Syncing 100,000 domains'), kind: 'sync', ...part };
}

describe('JobProgressCard', () => {
  it('groups the thousands of every count, as the job labels do', () => {
    jobsStore.getState().track(summary('big', { done: 12_345, succeeded: 11_000, failed: 1_345 }));
    renderWithMantine(<JobProgressCard jobId="big" unit="domains" />);
    expect(screen.getByText(/^12,345 of 100,000 domains · 1,345 failed/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Syncing 100,000 domains: 12 %' })).toBeTruthy();
  });

  it('cancels through the bridge and shows what was cancelled', async () => {
    const cancelled = summary('stop', {
      state: 'cancelled',
      done: 100_000,
      succeeded: 509,
      cancelled: 99_491,
    });
    answerCancel = () => cancelled;
    jobsStore.getState().track(summary('stop', { done: 509, succeeded: 509 }));
    renderWithMantine(<JobProgressCard jobId="stop" unit="domains" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Syncing 100,000 domains' }));
    expect(bridge.calls).toContainEqual({ method: 'jobsCancel', input: { jobId: 'stop' } });
    // The cancelled items are not counted as done.
    await screen.findByText(/^509 of 100,000 domains done · 99,491 cancelled · cancelled$/);
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });
});

describe('JobProgressCard after a cancel', () => {
  it('ends when the job’s last event comes before the answer to the cancel', async () => {
    // Main answers a cancel with the job as it stood (still running, 24 of 40); the job's
    // own last event, "cancelled", travels apart and may land first.
    const standing = summary('late', {
      kind: 'search',
      label: 'Searching 40 names',
      total: 40,
      done: 24,
      succeeded: 24,
    });
    const ended: JobSummary = {
      ...standing,
      state: 'cancelled',
      done: 40,
      cancelled: 16,
      finishedAt: '2026-11-23T10:00:09.000Z',
    };
    answerCancel = () => {
      bridge.emit('jobs:progress', { ...ended, items: [] });
      return standing;
    };
    jobsStore.getState().track(standing);
    renderWithMantine(<JobProgressCard jobId="late" unit="names" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Searching 40 names' }));
    await screen.findByText('Search cancelled');
    expect(screen.getByText(/^24 of 40 names done · 16 cancelled · cancelled$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
    expect(screen.queryByText(/s left/)).toBeNull();
  });
});
