// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import { jobsStore } from '../state/jobsStore';
import { renderWithMantine } from '../testing/renderWithMantine';
import { runningJob } from '../testing/jobSummary';
import { installFakeBridge } from '../testing/fakeBridge';
import { JobProgressCard } from './JobProgressCard';

function summary(jobId: string, part: Partial<JobSummary>): JobSummary {
  return { ...runningJob(jobId, 100_000, 'Syncing 100,000 domains'), kind: 'sync', ...part };
}

describe('JobProgressCard', () => {
  it('groups the thousands of every count, as the job labels do', () => {
    installFakeBridge();
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
    const bridge = installFakeBridge({ jobsCancel: () => cancelled });
    jobsStore.getState().track(summary('stop', { done: 509, succeeded: 509 }));
    renderWithMantine(<JobProgressCard jobId="stop" unit="domains" />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Syncing 100,000 domains' }));
    expect(bridge.calls).toContainEqual({ method: 'jobsCancel', input: { jobId: 'stop' } });
    await screen.findByText(/^100,000 of 100,000 domains · 99,491 cancelled · cancelled$/);
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });
});
