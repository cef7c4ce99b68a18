import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults miss WCAG AA contrast (4.5:1) for small text: white on blue 6, blue 6 links
 * and "dimmed" grey on both schemes, orange "light" badges, and the hovered current navigation
 * entry. Shade 8, darker/lighter greys, a deeper orange and a paler hover pass.
 */
export const theme = createTheme({
  primaryShade: { light: 8, dark: 8 },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-orange-light-color': '#a83a0a',
    '--mantine-color-blue-light-hover': '#c3e4ff',
  },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
