import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

// Component tests run under happy-dom (`// @vitest-environment happy-dom` at the top of the file).
afterEach(() => {
  cleanup();
});

/** Renders a component inside the app's Mantine provider, as the app does. */
export function renderWithMantine(ui: ReactElement): RenderResult {
  return render(<MantineProvider>{ui}</MantineProvider>);
}
