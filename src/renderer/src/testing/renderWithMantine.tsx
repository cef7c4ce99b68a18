import '@testing-library/jest-dom/vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach } from 'vitest';
import { queryClient } from '../data/queryClient';

// Component tests run under happy-dom (`// @vitest-environment happy-dom` at the top of the file).
// `findBy…` waits up to 5 s rather than 1 s: on a shared, loaded machine a dialog opening after
// a click can take longer than a second, and a wait that ends sooner is not faster to pass.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // Each test reads afresh: no answer cached by the test before.
  queryClient.clear();
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider>{children}</MantineProvider>
    </QueryClientProvider>
  );
}

/** Renders a component inside the app's providers (read cache, Mantine), as the app does. */
export function renderWithMantine(ui: ReactElement): RenderResult {
  // As a wrapper, so `rerender` keeps the providers too.
  return render(ui, { wrapper: Providers });
}
