import { Alert, Button, Center, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import './appStyles.css';
import { AppLayout } from './app/AppLayout';
import { listenToJobs } from './state/jobsStore';
import { listenToShellEvents } from './app/shellEvents';
import { SCREEN_VIEWS } from './app/screenLoaders';
import { ScreenFallback } from './app/screenViews';
import { startRequests } from './app/startRequests';
import { useAccountsRead } from './data/accounts';

/** The welcome screen, seen once before the first account: its own chunk, like every screen. */
function FirstRun() {
  const View = SCREEN_VIEWS.firstRun;
  return (
    <Suspense fallback={<ScreenFallback />}>
      <View />
    </Suspense>
  );
}

/** First run (no account yet) or the home screen, from the accounts the main process has. */
export function App() {
  // Already sent by the entry, before React rendered anything; held in the read cache.
  const { data: info } = useQuery({
    queryKey: ['start', 'appInfo'],
    queryFn: () => startRequests().appInfo,
    staleTime: Infinity,
  });
  const { data: firstScreenIn = false } = useQuery({
    queryKey: ['start', 'firstScreen'],
    queryFn: () => startRequests().firstScreen.then(() => true),
    staleTime: Infinity,
  });
  const { status, accounts, error: loadError, reload } = useAccountsRead();
  const hasAccounts = accounts.length > 0;

  useEffect(() => {
    listenToJobs();
    listenToShellEvents();
  }, []);

  // The first screen appears whole, once its chunk is in, rather than the shell first.
  const starting = status === 'loading' || (status === 'ready' && !firstScreenIn);

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
      {starting && <ScreenFallback />}
      {status === 'failed' && (
        <Center py={96} px="lg">
          <Alert color="red" title="Your accounts could not be read" data-testid="accounts-error">
            <Text size="sm" mb="sm">
              {loadError?.message}
            </Text>
            <Button size="xs" variant="light" onClick={reload}>
              Try again
            </Button>
          </Alert>
        </Center>
      )}
      {status === 'ready' && !starting && (hasAccounts ? <AppLayout /> : <FirstRun />)}
    </>
  );
}
