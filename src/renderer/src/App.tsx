import { Alert, Button, Center, Loader, Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AppInfo, Result } from '../../shared/ipc';
import './appStyles.css';
import { getBridge } from './bridge';
import { AppLayout } from './app/AppLayout';
import { listenToJobs } from './app/jobsStore';
import { listenToShellEvents } from './app/shellEvents';
import { ScreenFallback } from './app/screenViews';
import { accountsStore, useAccounts } from './features/accounts/accountsStore';

// Seen once, before the first account: its own chunk, like every screen.
const FirstRunScreen = lazy(() =>
  import('./features/firstRun').then((m) => ({ default: m.FirstRunScreen })),
);

/** First run (no account yet) or the home screen, from the accounts the main process has. */
export function App() {
  const [info, setInfo] = useState<Result<AppInfo> | undefined>();
  const status = useAccounts((state) => state.status);
  const hasAccounts = useAccounts((state) => state.accounts.length > 0);
  const loadError = useAccounts((state) => state.loadError);

  useEffect(() => {
    let current = true;
    const api = getBridge();
    void api.appInfo().then((result) => {
      if (current) setInfo(result);
    });
    void accountsStore.getState().load();
    listenToJobs();
    listenToShellEvents();
    return () => {
      current = false;
    };
  }, []);

  if (info?.ok === false) {
    return (
      <Center mih="100vh" p="lg">
        <Alert color="red" title="DomainDesk could not start" data-testid="app-error">
          {info.error.message}
        </Alert>
      </Center>
    );
  }

  return (
    <>
      {status === 'loading' && (
        <Center py={96}>
          <Loader size="sm" aria-label="Loading" data-testid="app-loading" />
        </Center>
      )}
      {status === 'failed' && (
        <Center py={96} px="lg">
          <Alert color="red" title="Your accounts could not be read" data-testid="accounts-error">
            <Text size="sm" mb="sm">
              {loadError?.message}
            </Text>
            <Button size="xs" variant="light" onClick={() => void accountsStore.getState().load()}>
              Try again
            </Button>
          </Alert>
        </Center>
      )}
      {status === 'ready' &&
        (hasAccounts ? (
          <AppLayout />
        ) : (
          <Suspense fallback={<ScreenFallback />}>
            <FirstRunScreen />
          </Suspense>
        ))}
    </>
  );
}
