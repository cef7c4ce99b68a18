// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UpdateCheck } from '../../../shared/ipc/channels/updates';
import { queryClient } from '../data/queryClient';
import { renderWithMantine } from '../testing/renderWithMantine';
import { installFakeBridge } from '../testing/fakeBridge';
import { UpdateNotice } from './UpdateNotice';

let answer: UpdateCheck = { status: 'skipped', current: '0.1.0' };
const bridge = installFakeBridge({ appCheckForUpdates: () => answer, accountsList: () => [] });

const newer: UpdateCheck = {
  status: 'checked',
  current: '0.1.0',
  latest: '0.4.0',
  newer: true,
  url: 'https://example.com/releases/tag/v0.4.0',
  checkedAt: '2026-11-27T08:00:00.000Z',
};

describe('the notice of a newer release', () => {
  it('asks main for the start-up look and names the release with a link to its page', async () => {
    answer = newer;
    renderWithMantine(<UpdateNotice />);
    expect(await screen.findByText(/DomainDesk 0\.4\.0 is available/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the release page' })).toHaveAttribute(
      'href',
      'https://example.com/releases/tag/v0.4.0',
    );
    expect(bridge.calls).toContainEqual({
      method: 'appCheckForUpdates',
      input: { when: 'onStart' },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the update notice' }));
    await waitFor(() => {
      expect(screen.queryByText(/is available/)).toBeNull();
    });
  });

  it('says nothing when the app is up to date, the look failed or was not made', async () => {
    for (const quiet of [
      { ...newer, newer: false },
      { status: 'failed', current: '0.1.0', message: 'Could not check', checkedAt: '' },
      { status: 'skipped', current: '0.1.0' },
    ] satisfies UpdateCheck[]) {
      answer = quiet;
      const calls = bridge.calls.length;
      const { unmount } = renderWithMantine(<UpdateNotice />);
      await waitFor(() => {
        expect(bridge.calls.length).toBeGreaterThan(calls);
      });
      // Time for the answer to reach the component.
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(screen.queryByText(/is available/)).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      unmount();
      // Each answer as a new window would see it (a window asks once).
      queryClient.clear();
    }
  });
});
