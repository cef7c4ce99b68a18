import { Alert, Badge, Box, Button, Center, Group, Loader, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AppInfo, Result } from '../../shared/ipc';
import './appStyles.css';
import { getBridge } from './bridge';
import { AppLayout } from './app/AppLayout';
import { listenToJobs } from './app/jobsStore';
import { accountsStore, useAccounts } from './features/accounts';
import { FirstRunScreen } from './features/firstRun';

function AppHeader({ info }: { info: AppInfo | undefined }) {
  const demoStarted = useAccounts((state) => state.demo?.started === true);
  return (
    <Box
      component="header"
      px="lg"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between">
        <Title order={4} data-testid="app-title">
          DomainDesk
        </Title>
        {info && (
          <Group gap="xs" data-testid="app-info">
            <Text size="xs" c="dimmed" data-testid="app-version">
              Version {info.version}
            </Text>
            <Badge variant="light" color="gray" data-testid="app-transport">
              {info.transport === 'web' ? 'Browser preview' : 'Desktop'}
            </Badge>
            {demoStarted && (
              <Badge color="orange" variant="light" data-testid="app-demo">
                Demo
              </Badge>
            )}
          </Group>
        )}
      </Group>
    </Box>
  );
}

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
    // Another window (or the demo switching profiles) changed the accounts: read them again.
    const unsubscribe = api.onCacheChanged((change) => {
      if (change.scope === 'accounts' || change.scope === 'profile') {
        void accountsStore.getState().load();
      }
    });
    return () => {
      current = false;
      unsubscribe();
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
      <AppHeader info={info?.data} />
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
      {status === 'ready' && (hasAccounts ? <AppLayout /> : <FirstRunScreen />)}
    </>
  );
}
