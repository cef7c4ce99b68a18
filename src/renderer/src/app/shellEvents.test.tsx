// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../../shared/ipc';
import '../testing/renderWithMantine';
import { accountSummary } from '../testing/accountSummary';
import { installFakeBridge } from '../testing/fakeBridge';
import { navigationStore } from '../state/navigationStore';
import { listenToShellEvents } from './shellEvents';

const bridge = installFakeBridge({
  connectivityStatus: () => [],
  accountsRefreshBalance: ({ accountId }) => accountSummary({ id: accountId }),
});

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
    bridge.emit('jobs:progress', { ...job, state: 'running', done: 1, finishedAt: null });
    bridge.emit('jobs:progress', job);
    bridge.emit('jobs:progress', job);

    expect(await screen.findByText('Done: Search of 3 names')).toBeVisible();
    expect(screen.getAllByText(/2 of 3 succeeded, 1 failed/)).toHaveLength(1);
    navigationStore.getState().navigate('settings');
    await userEvent.click(screen.getByRole('button', { name: 'Show the results' }));
    // A search's results screen is reached once its chunk has loaded.
    await vi.waitFor(() => {
      expect(navigationStore.getState().screen).toBe('search');
    });
  });

  it("tells nothing of a quiet job's end (an ordered domain's preset says it), but of the next job", async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    listenToShellEvents();
    const preset = {
      ...job,
      kind: 'portfolio.copyApply',
      label: 'Applying the preset "Parking" to 1 domain',
      total: 1,
      done: 1,
      succeeded: 1,
      failed: 0,
    } as const;
    bridge.emit('jobs:progress', { ...preset, jobId: 'quiet-1', quiet: true });
    bridge.emit('jobs:progress', { ...job, jobId: 'after-1', label: 'Search of 4 names' });

    expect(await screen.findByText('Done: Search of 4 names')).toBeVisible();
    expect(screen.queryByText(/Applying the preset/)).toBeNull();
  });

  it('reads the balance again after a job that may have spent credit, not after tagging', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    listenToShellEvents();
    const before = bridge.inputsOf('accountsRefreshBalance').length;
    bridge.emit('jobs:progress', {
      ...job,
      jobId: 'tags-1',
      kind: 'portfolio.addTags',
      label: 'Tagging 3 domains',
    });
    expect(await screen.findByText('Done: Tagging 3 domains')).toBeVisible();
    expect(bridge.inputsOf('accountsRefreshBalance')).toHaveLength(before);

    bridge.emit('jobs:progress', { ...job, jobId: 'orders-1', kind: 'orders', label: 'Orders' });
    expect(await screen.findByText('Done: Orders')).toBeVisible();
    expect(bridge.inputsOf('accountsRefreshBalance').slice(before)).toEqual([
      { accountId: 'acc-1' },
    ]);
  });

  it('says when the provider stops answering', async () => {
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    listenToShellEvents();
    bridge.emit('connectivity:changed', {
      accountId: 'acc-1',
      online: false,
      checkedAt: '2026-11-23T10:00:00.000Z',
      reason: 'network',
    });
    expect(await screen.findByText('The provider is not answering')).toBeVisible();
  });

  it('pops a new notification up only when the system does not show it, never a job twice', async () => {
    // The pop-ups of the tests before, still open, would hold these back in Mantine's queue.
    notifications.clean();
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    listenToShellEvents();
    const notification = {
      id: 7,
      accountId: 'acc-1',
      kind: 'active' as const,
      title: 'shown-by-system.com is active',
      body: 'The registration ordered on 2026-11-20 is now in this account.',
      target: { kind: 'domain' as const, domain: 'shown-by-system.com' },
      createdAt: '2026-11-23T10:00:00.000Z',
      read: false,
    };
    // The desktop app: the system shows it, the window does not show it again.
    bridge.emit('notifications:raised', { notification, showInSystem: true });
    bridge.emit('notifications:raised', {
      notification: {
        ...notification,
        id: 8,
        kind: 'job',
        title: 'Done: Lock 4 domains',
        target: { kind: 'job', jobId: 'job-9', jobKind: 'search' },
      },
      showInSystem: false,
    });
    bridge.emit('notifications:raised', {
      notification: { ...notification, id: 9, title: 'in-window.com is active' },
      showInSystem: false,
    });
    expect(await screen.findByText('in-window.com is active')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show: in-window.com is active' })).toBeVisible();
    expect(screen.queryByText('shown-by-system.com is active')).toBeNull();
    expect(screen.queryByText('Done: Lock 4 domains')).toBeNull();
  });
});
