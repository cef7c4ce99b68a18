// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../shared/ipc';
import '../testing/renderWithMantine';
import { installStubBridge } from '../testing/stubBridge';
import { navigationStore } from './navigationStore';
import { listenToShellEvents } from './shellEvents';

const bridge = installStubBridge({ connectivityStatus: () => [] });

const job: JobProgress = {
  jobId: 'job-1',
  kind: 'search',
  label: 'Search of 3 names',
  accountId: 'acc-1',
  state: 'done',
  total: 3,
  done: 3,
  succeeded: 2,
  failed: 1,
  cancelled: 0,
  startedAt: '2026-11-23T10:00:00.000Z',
  finishedAt: '2026-11-23T10:00:02.000Z',
};

describe('notifications of the shell', () => {
  it('tells once when a job ends, with its counts and a way to its results', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    listenToShellEvents();
    bridge.emit('onJobsProgress', { ...job, state: 'running', done: 1, finishedAt: null });
    bridge.emit('onJobsProgress', job);
    bridge.emit('onJobsProgress', job);

    expect(await screen.findByText('Done: Search of 3 names')).toBeVisible();
    expect(screen.getAllByText(/2 of 3 succeeded, 1 failed/)).toHaveLength(1);
    navigationStore.getState().navigate('settings');
    await userEvent.click(screen.getByRole('button', { name: 'Show the results' }));
    expect(navigationStore.getState().screen).toBe('search');
  });

  it('says when the provider stops answering', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    listenToShellEvents();
    bridge.emit('onConnectivityChanged', {
      accountId: 'acc-1',
      online: false,
      checkedAt: '2026-11-23T10:00:00.000Z',
      reason: 'network',
    });
    expect(await screen.findByText('The provider is not answering')).toBeVisible();
  });
});
