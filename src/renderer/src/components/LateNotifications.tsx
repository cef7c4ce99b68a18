import { Notifications } from '@mantine/notifications';
import { useAfterFirstPaint } from './afterFirstPaint';

/**
 * The notifications' container, mounted after the first screen is painted: nothing can be
 * showing before then, and one shown earlier waits in Mantine's store until it mounts.
 */
export function LateNotifications() {
  // Beneath dialogs (z-index 200): a pop-up never covers a dialog's buttons, and is read once
  // the dialog closes.
  return useAfterFirstPaint() ? (
    <Notifications position="bottom-right" limit={4} zIndex={190} />
  ) : null;
}
