import { notifications } from '@mantine/notifications';
import type { AppError } from '../../../shared/ipc';

/** A failure told in a corner notification, for errors that have no place on the screen. */
export function notifyError(title: string, error: Pick<AppError, 'message'>): void {
  notifications.show({ color: 'red', title, message: error.message, autoClose: 10_000 });
}

/** A short confirmation that something finished. */
export function notifyDone(title: string, message: string): void {
  notifications.show({ color: 'teal', title, message });
}
