import './startEarly';
import './mantineStyles';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './App';
import { guardLinks } from './app/linkGuard';
import { cssVariablesResolver, theme } from './app/theme';
import { LateNotifications } from './components/LateNotifications';
import { carryOverLegacyPreferences } from './data/legacyPreferences';
import { queryClient } from './data/queryClient';

// The CSP forbids eval; zod must not try its eval-based fast path. Set through zod's core,
// which every schema shares, so the rest of zod loads only with the screens that use it.
zodConfig({ jitless: true });
guardLinks(document);
void carryOverLegacyPreferences(window.localStorage);

const root = document.getElementById('root');
if (root === null) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        defaultColorScheme="auto"
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
      >
        <LateNotifications />
        <App />
      </MantineProvider>
    </QueryClientProvider>
  </StrictMode>,
);
