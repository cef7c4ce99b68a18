import { createTheme, Modal, Notification } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults miss WCAG AA contrast (4.5:1) for small text: white on blue 6, blue 6 links
 * and "dimmed" grey on both schemes, orange "light" badges, coloured text (orange 8 on white is
 * 3.6:1, yellow 8 2.5:1), an input's error text (red 6 on white, red 8 on dark grey), and the
 * hovered current navigation entry. Shade 8, darker/lighter greys and reds, a deeper orange and
 * amber and a paler hover pass.
 */
export const theme = createTheme({
  primaryShade: { light: 8, dark: 8 },
  components: {
    // Mantine's close button is an icon alone: give every dialog's a name.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-orange-light-color': '#a83a0a',
    '--mantine-color-blue-light-hover': '#c3e4ff',
    // Coloured text (c="green" …) on white.
    '--mantine-color-green-text': '#237032',
    '--mantine-color-red-text': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-text': '#a83a0a',
    '--mantine-color-yellow-text': '#845400',
    '--mantine-color-teal-text': 'var(--mantine-color-teal-9)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
