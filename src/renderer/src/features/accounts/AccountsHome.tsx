import { Alert, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AccountCard } from './AccountCard';
import { ConnectAccountForm } from './ConnectAccountForm';
import { useAccounts } from './accountsStore';
import { keyNoteFor } from './keyNote';

/** The home screen until the portfolio views arrive: the accounts with their balances. */
export function AccountsHome() {
  const accounts = useAccounts((state) => state.accounts);
  const demo = useAccounts((state) => state.demo);
  const demoError = useAccounts((state) => state.demoError);
  const exitDemo = useAccounts((state) => state.exitDemo);
  const connected = useAccounts((state) => state.connected);
  const [adding, setAdding] = useState(false);

  return (
    <Container size="md" py="xl" data-testid="accounts-home">
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <div>
            <Title order={2}>Your reseller accounts</Title>
            <Text c="dimmed" size="sm">
              {accounts.length === 1 ? '1 account' : `${accounts.length} accounts`} connected
            </Text>
          </div>
          {!adding && (
            <Button
              variant="light"
              onClick={() => {
                setAdding(true);
              }}
              data-testid="home-add-account"
            >
              Connect another account
            </Button>
          )}
        </Group>
        {demo?.active && (
          <Alert
            color="orange"
            variant="light"
            title="You are exploring the demo"
            data-testid="demo-banner"
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Everything here runs against a simulated provider inside DomainDesk: orders are not
                real and nothing is charged. New registrations stay pending for about 20 seconds, as
                they would with a real provider.
              </Text>
              {demo.canExit && (
                <Button
                  size="xs"
                  variant="white"
                  color="orange"
                  onClick={() => void exitDemo()}
                  data-testid="demo-exit"
                >
                  Leave the demo
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {demoError && (
          <Alert color="red" variant="light" data-testid="demo-error">
            {demoError.message}
          </Alert>
        )}
        <Stack gap="md" data-testid="account-list">
          {accounts.map((account) => (
            <AccountCard key={account.id} account={account} />
          ))}
        </Stack>
        {adding && (
          <Card withBorder padding="lg" radius="md">
            <Title order={3} mb="md">
              Connect a reseller account
            </Title>
            <ConnectAccountForm
              keyNote={keyNoteFor(demo)}
              onConnected={(account) => {
                connected(account);
                setAdding(false);
              }}
              onCancel={() => {
                setAdding(false);
              }}
            />
          </Card>
        )}
      </Stack>
    </Container>
  );
}
