import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationView } from '../../shared/ipc/channels/notifications';
import { systemNotificationsSink } from './systemNotifications';
import type { FocusableWindow } from './systemNotifications';

type Handler = () => void;
const electron = vi.hoisted(() => {
  const made: { options: { title: string; body: string }; handlers: Map<string, Handler> }[] = [];
  const supported = { value: true };
  class FakeNotification {
    readonly handlers = new Map<string, Handler>();
    shown = false;
    constructor(readonly options: { title: string; body: string }) {
      made.push(this);
    }
    static isSupported(): boolean {
      return supported.value;
    }
    on(event: string, handler: Handler): this {
      this.handlers.set(event, handler);
      return this;
    }
    show(): void {
      this.shown = true;
    }
  }
  return { made, supported, FakeNotification };
});
vi.mock('electron', () => ({ Notification: electron.FakeNotification }));

const notification: NotificationView = {
  id: 7,
  accountId: 'acc-1',
  kind: 'active',
  title: 'example.com is active',
  body: 'The registration ordered on 2026-11-22 is now in this account.',
  target: { kind: 'domain', domain: 'example.com' },
  createdAt: '2026-11-27T10:00:00.000Z',
  read: false,
};

function fakeWindow(minimized: boolean) {
  const calls: string[] = [];
  const window: FocusableWindow = {
    isDestroyed: () => false,
    isMinimized: () => minimized,
    restore: () => calls.push('restore'),
    focus: () => calls.push('focus'),
  };
  return { window, calls };
}

describe('system notifications', () => {
  beforeEach(() => {
    electron.made.length = 0;
    electron.supported.value = true;
  });

  it('shows a new notification and, clicked, brings the window forward and opens its target', () => {
    const { window, calls } = fakeWindow(true);
    const opened: NotificationView[] = [];
    const sink = systemNotificationsSink({ window: () => window, open: (n) => opened.push(n) });
    sink('notifications:raised', { notification, showInSystem: true });

    expect(electron.made).toHaveLength(1);
    const [shown] = electron.made;
    expect(shown?.options).toEqual({ title: notification.title, body: notification.body });
    expect(opened).toEqual([]);
    shown?.handlers.get('click')?.();
    expect(calls).toEqual(['restore', 'focus']);
    expect(opened).toEqual([notification]);
  });

  it('shows nothing when turned off in Settings, unsupported, or for other events', () => {
    const sink = systemNotificationsSink({ window: () => null, open: () => undefined });
    sink('notifications:raised', { notification, showInSystem: false });
    sink('cache:changed', { scope: 'notifications', accountId: 'acc-1' });
    electron.supported.value = false;
    sink('notifications:raised', { notification, showInSystem: true });
    expect(electron.made).toEqual([]);
  });

  it('opens the target even when the window was closed meanwhile', () => {
    const opened: NotificationView[] = [];
    const sink = systemNotificationsSink({ window: () => null, open: (n) => opened.push(n) });
    sink('notifications:raised', { notification, showInSystem: true });
    electron.made[0]?.handlers.get('click')?.();
    expect(opened).toEqual([notification]);
  });
});
