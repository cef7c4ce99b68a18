import { Notification } from 'electron';
import type { NotificationRaised, NotificationView } from '../../shared/ipc/channels/notifications';
import type { EventSink } from '../events/eventHub';

/** The part of the main window a clicked notification brings forward. */
export interface FocusableWindow {
  isDestroyed(): boolean;
  isMinimized(): boolean;
  restore(): void;
  focus(): void;
}

export interface SystemNotificationsOptions {
  /** The window to bring forward, or null when none is open. */
  readonly window: () => FocusableWindow | null;
  /** Tells the window to open what the notification is about. */
  readonly open: (notification: NotificationView) => void;
}

/**
 * Shows each new notification in the system's tray when the user wants that (Settings);
 * clicking it brings the window forward and opens what it is about.
 */
export function systemNotificationsSink(options: SystemNotificationsOptions): EventSink {
  // Held until clicked or closed: a notification collected early loses its click handler.
  const shown = new Set<Notification>();
  return (event, payload) => {
    if (event !== 'notifications:raised') return;
    const { notification, showInSystem } = payload as NotificationRaised;
    if (!showInSystem || !Notification.isSupported()) return;
    const system = new Notification({ title: notification.title, body: notification.body });
    shown.add(system);
    system.on('click', () => {
      shown.delete(system);
      const window = options.window();
      if (window !== null && !window.isDestroyed()) {
        if (window.isMinimized()) window.restore();
        window.focus();
      }
      options.open(notification);
    });
    system.on('close', () => {
      shown.delete(system);
    });
    system.show();
  };
}
