import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import { useAfterFirstPaint } from './afterFirstPaint';
import { NAVBAR_WIDTH } from './shellSizes';
import './lateNotifications.css';

// Pop-ups stand in the navigation column's empty lower part: every other place at
// 1,280 × 800 holds a screen's buttons (the bottom right a dialog's Pay and the rows'
// actions, the top right the screen's own actions, the demo's banner and the cart's Check out).
const COLUMN = { '--dd-navbar-width': `${String(NAVBAR_WIDTH)}px` } as CSSProperties;

/**
 * The notifications' container, mounted after the first screen is painted: nothing can be
 * showing before then, and one shown earlier waits in Mantine's store until it mounts.
 */
export function LateNotifications() {
  // Two at a time where the window is tall enough to keep them below the navigation's
  // entries, one in a short window; the rest wait their turn (and are in the centre).
  const tall = useMediaQuery('(min-height: 720px)', true);
  // Beneath dialogs (z-index 200): a pop-up never covers a dialog's buttons, and is read once
  // the dialog closes. Hovering one keeps only that one open.
  return useAfterFirstPaint() ? (
    <Notifications
      position="bottom-left"
      limit={tall ? 2 : 1}
      zIndex={190}
      pauseResetOnHover="notification"
      classNames={{ root: 'dd-popups' }}
      style={COLUMN}
    />
  ) : null;
}
