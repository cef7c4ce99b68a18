import { Alert, Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { currentAccountStore, useCurrentAccount } from '../../state/currentAccount';
import { navigationStore, useNavigation } from '../../state/navigationStore';
import { AccountCard } from './AccountCard';
import { AccountEditForm } from './AccountEditForm';
import { ConnectAccountForm } from './ConnectAccountForm';
import { useAccounts, useDemoStatus } from '../../data/accounts';
import { useAccountActions } from '../../state/accountsStore';
import { keyNoteFor } from '../../components/keyNote';

/** Which account `params.edit` asks to open: `current` is the one the shell shows. */
function requestedEdit(edit: string | undefined, accountIds: readonly string[]): string | null {
  if (edit === undefined) return null;
  const id = edit === 'current' ? currentAccountStore.getState().accountId : edit;
  return id !== null && accountIds.includes(id) ? id : (accountIds[0] ?? null);
}

/** The reseller accounts: balances, settings, keys; connecting another one. */
export function AccountsHome() {
  const accounts = useAccounts();
  const demo = useDemoStatus();
  const demoError = useAccountActions((state) => state.demoError);
  const connected = useAccountActions((state) => state.connected);
  const params = useNavigation((state) => state.params);
  const activeId = useCurrentAccount()?.id ?? null;
  const [adding, setAdding] = useState(params.connect === 'new');
  const [editing, setEditing] = useState<string | null>(() =>
    requestedEdit(
      params.edit,
      accounts.map((account) => account.id),
    ),
  );
  const connectCard = useRef<HTMLDivElement>(null);

  // "Open account settings" or the palette may ask again while this screen is shown.
  const [seenParams, setSeenParams] = useState(params);
  if (seenParams !== params) {
    setSeenParams(params);
    if (params.edit !== undefined) {
      setEditing(
        requestedEdit(
          params.edit,
          accounts.map((account) => account.id),
        ),
      );
    }
    if (params.connect === 'new') setAdding(true);
  }

  // The form opens below the list: bring it into view, ready to type.
  useEffect(() => {
    if (!adding) return;
    const card = connectCard.current;
    card?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    card?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [adding]);

  const closeForms = (): void => {
    setEditing(null);
    setAdding(false);
    navigationStore.getState().navigate('accounts');
  };

  return (
    // Room below the last card: a lasting notice (offline) sits in the bottom-right corner,
    // and the form's last buttons can always be scrolled clear of it.
    <Container size="lg" px={0} pb={160} data-testid="accounts-home">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <div>
            <Title order={2}>Reseller accounts</Title>
            <Text c="dimmed" size="sm">
              {accounts.length === 1 ? '1 account' : `${accounts.length} accounts`} connected
            </Text>
          </div>
          {!adding && (
            <Button
              variant="light"
              size="sm"
              onClick={() => {
                setAdding(true);
              }}
              data-testid="home-add-account"
            >
              Connect another account
            </Button>
          )}
        </Group>
        {demoError && (
          <Alert color="red" variant="light" data-testid="demo-error">
            {demoError.message}
          </Alert>
        )}
        <Stack gap="sm" role="list" aria-label="Reseller accounts" data-testid="account-list">
          {accounts.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              active={account.id === activeId}
              editing={editing === account.id}
              onEdit={() => {
                setEditing(account.id);
              }}
            >
              {editing === account.id && (
                <Box mt="md">
                  <AccountEditForm account={account} onClose={closeForms} />
                </Box>
              )}
            </AccountCard>
          ))}
        </Stack>
        {adding && (
          <Card withBorder padding="lg" radius="md" ref={connectCard}>
            <Title order={3} mb="md">
              Connect a reseller account
            </Title>
            <ConnectAccountForm
              keyNote={keyNoteFor(demo)}
              onConnected={(account) => {
                connected(account);
                closeForms();
              }}
              onCancel={closeForms}
            />
          </Card>
        )}
      </Stack>
    </Container>
  );
}
