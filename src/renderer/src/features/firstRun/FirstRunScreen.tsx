import { Alert, Button, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { AccountSummary } from '../../../../shared/accounts/accountTypes';
import { ScreenFallback } from '../../components/ScreenFallback';
import { useDemoStatus } from '../../data/accounts';
import { useAccountActions } from '../../state/accountsStore';
import { keyNoteFor } from '../../components/keyNote';

/** The connect form the shell hands in: features compose in the shell, not in each other. */
export type ConnectForm = ComponentType<{
  keyNote: string;
  onConnected: (account: AccountSummary) => void;
  onCancel?: () => void;
}>;

function usePrefetchConnectForm(prefetch: () => void): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(prefetch, { timeout: 2_000 });
      return () => {
        window.cancelIdleCallback(idle);
      };
    }
    const timer = window.setTimeout(prefetch, 300);
    return () => {
      window.clearTimeout(timer);
    };
  }, [prefetch]);
}

/** Shown while there is no account: explore the demo, or connect a reseller account. */
export function FirstRunScreen({
  ConnectAccountForm,
  prefetchConnectForm,
}: {
  /** Lazily loaded: the form, its checks and zod come after the welcome screen is shown. */
  ConnectAccountForm: ConnectForm;
  /** Fetches the form once the browser is idle, so a click finds it there. */
  prefetchConnectForm: () => void;
}) {
  const demo = useDemoStatus();
  const demoStarting = useAccountActions((state) => state.demoStarting);
  const demoError = useAccountActions((state) => state.demoError);
  const startDemo = useAccountActions((state) => state.startDemo);
  const connected = useAccountActions((state) => state.connected);
  const [connecting, setConnecting] = useState(false);
  usePrefetchConnectForm(prefetchConnectForm);

  return (
    <Container size="md" py={48} data-testid="first-run-screen">
      <Stack gap="xl">
        <Stack gap="xs" align="center">
          <Title order={1} ta="center">
            Welcome to DomainDesk
          </Title>
          <Text c="dimmed" ta="center" maw={560}>
            Check availability in bulk, order and renew against your reseller credit, and manage
            every domain of your portfolio from one window.
          </Text>
        </Stack>

        {connecting ? (
          <Card withBorder padding="xl" radius="md">
            <Title order={3}>Connect a reseller account</Title>
            <Text size="sm" c="dimmed" mb="lg">
              Use the API URL, e-mail and API key from your provider&apos;s reseller settings.
            </Text>
            <Suspense fallback={<ScreenFallback />}>
              <ConnectAccountForm
                keyNote={keyNoteFor(demo)}
                onConnected={connected}
                onCancel={() => {
                  setConnecting(false);
                }}
              />
            </Suspense>
          </Card>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <Card withBorder padding="xl" radius="md">
              <Stack gap="sm" h="100%">
                <Title order={3}>Explore with a demo account</Title>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  A simulated provider inside DomainDesk, with a few hundred domains and credit to
                  spend. Try searching, ordering and editing DNS: nothing reaches a real registrar.
                </Text>
                <Button
                  size="md"
                  loading={demoStarting}
                  onClick={() => void startDemo()}
                  data-testid="first-run-demo"
                >
                  Explore with a demo account
                </Button>
              </Stack>
            </Card>
            <Card withBorder padding="xl" radius="md">
              <Stack gap="sm" h="100%">
                <Title order={3}>Connect a reseller account</Title>
                <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
                  Bring your own reseller account: you need its API URL, e-mail address and API key.{' '}
                  {demo?.keysInMemory
                    ? 'In this demo run the key is kept in memory only.'
                    : "The key stays in your system's keychain."}
                </Text>
                <Button
                  size="md"
                  variant="default"
                  disabled={demoStarting}
                  onClick={() => {
                    setConnecting(true);
                  }}
                  data-testid="first-run-connect"
                >
                  Connect a reseller account
                </Button>
              </Stack>
            </Card>
          </SimpleGrid>
        )}

        {demoError && (
          <Alert
            color="red"
            variant="light"
            title="The demo could not start"
            data-testid="demo-error"
          >
            {demoError.message}
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
