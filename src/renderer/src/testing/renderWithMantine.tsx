import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { cleanup, configure, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';

// Component tests run under happy-dom (`// @vitest-environment happy-dom` at the top of the file).
// `findBy…` waits up to 5 s rather than 1 s: on a shared, loaded machine a dialog opening after
// a click can take longer than a second, and a wait that ends sooner is not faster to pass.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

/** Renders a component inside the app's Mantine provider, as the app does. */
export function renderWithMantine(ui: ReactElement): RenderResult {
  return render(<MantineProvider>{ui}</MantineProvider>);
}
