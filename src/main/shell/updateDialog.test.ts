import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateCheck } from '../../shared/ipc/channels/updates';
import { showUpdateCheck } from './updateDialog';

const electron = vi.hoisted(() => ({
  showMessageBox: vi.fn<(...args: unknown[]) => Promise<{ response: number }>>(),
  openExternal: vi.fn<(url: string) => Promise<void>>(),
}));
vi.mock('electron', () => ({
  dialog: { showMessageBox: electron.showMessageBox },
  shell: { openExternal: electron.openExternal },
}));

const newer: UpdateCheck = {
  status: 'checked',
  current: '0.1.0',
  latest: '0.2.0',
  newer: true,
  url: 'https://example.com/releases/v0.2.0',
  checkedAt: '2026-11-27T12:00:00.000Z',
};

function shownMessage(): { message: string; buttons: string[] } {
  const call = electron.showMessageBox.mock.calls[0] ?? [];
  return call[call.length - 1] as { message: string; buttons: string[] };
}

describe('Help ▸ Check for Updates…', () => {
  beforeEach(() => {
    electron.showMessageBox.mockReset();
    electron.openExternal.mockReset();
    electron.openExternal.mockResolvedValue(undefined);
  });

  it('names the newer release and opens its page only when the user chooses to', async () => {
    electron.showMessageBox.mockResolvedValue({ response: 0 });
    await showUpdateCheck({ check: () => Promise.resolve(newer) });
    expect(shownMessage().message).toBe('DomainDesk 0.2.0 is available');
    expect(shownMessage().buttons).toContain('Open the Release Page');
    expect(electron.openExternal).toHaveBeenCalledWith('https://example.com/releases/v0.2.0');

    electron.openExternal.mockClear();
    electron.showMessageBox.mockResolvedValue({ response: 1 });
    await showUpdateCheck({ check: () => Promise.resolve(newer) });
    expect(electron.openExternal).not.toHaveBeenCalled();
  });

  it('never opens a release page that is not https', async () => {
    electron.showMessageBox.mockResolvedValue({ response: 0 });
    await showUpdateCheck({
      check: () => Promise.resolve({ ...newer, url: 'file:///etc/passwd' }),
    });
    expect(electron.openExternal).not.toHaveBeenCalled();
  });

  it('says the app is up to date, or why it could not check', async () => {
    electron.showMessageBox.mockResolvedValue({ response: 0 });
    await showUpdateCheck({ check: () => Promise.resolve({ ...newer, newer: false }) });
    expect(shownMessage().message).toBe('DomainDesk is up to date');

    electron.showMessageBox.mockClear();
    await showUpdateCheck({
      check: () =>
        Promise.resolve({
          status: 'failed',
          current: '0.1.0',
          message: 'Could not check for updates: the feed did not answer in time.',
          checkedAt: newer.checkedAt,
        }),
    });
    expect(shownMessage().message).toBe(
      'Could not check for updates: the feed did not answer in time.',
    );
    expect(electron.openExternal).not.toHaveBeenCalled();
  });
});
