import { Button, Divider, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AccountSummary } from '../../../../shared/accounts/accountTypes';
import type { AppError } from '../../../../shared/ipc';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ErrorAlert } from '../../components/ErrorAlert';
import { notifyDone } from '../../components/notify';
import { getBridge } from '../../bridge';
import { reloadAccounts, useDemoStatus } from '../../data/accounts';
import { useAccountActions } from '../../state/accountsStore';
import { keyNoteFor } from '../../components/keyNote';

type Pending = 'replace' | 'delete' | 'remove' | null;

/** The account's API key (replace, delete) and the removal of the whole account. */
export function AccountKeySection({
  account,
  onRemoved,
}: {
  account: AccountSummary;
  onRemoved: () => void;
}) {
  const demo = useDemoStatus();
  const connected = useAccountActions((state) => state.connected);
  const [apiKey, setApiKey] = useState('');
  const [busy, setBusy] = useState<Pending>(null);
  const [confirming, setConfirming] = useState<'delete' | 'remove' | null>(null);
  const [failure, setFailure] = useState<{ title: string; error: AppError } | null>(null);

  const replace = async (): Promise<void> => {
    setBusy('replace');
    setFailure(null);
    const result = await getBridge().accountsReplaceKey({ accountId: account.id, apiKey });
    setBusy(null);
    if (!result.ok) {
      setFailure({ title: 'The key was not replaced', error: result.error });
      return;
    }
    setApiKey('');
    connected(result.data.account);
    notifyDone('API key replaced', `The new key of "${account.label}" works and is stored.`);
  };
  const deleteKey = async (): Promise<void> => {
    setBusy('delete');
    const result = await getBridge().accountsDeleteKey({ accountId: account.id });
    setBusy(null);
    setConfirming(null);
    if (!result.ok) setFailure({ title: 'The key was not deleted', error: result.error });
    else connected(result.data);
  };
  const remove = async (): Promise<void> => {
    setBusy('remove');
    const result = await getBridge().accountsRemove({ accountId: account.id });
    setBusy(null);
    setConfirming(null);
    if (!result.ok) {
      setFailure({ title: 'The account was not removed', error: result.error });
      return;
    }
    notifyDone('Account removed', `"${account.label}" and its key are gone from DomainDesk.`);
    onRemoved();
    await reloadAccounts();
  };

  return (
    <Stack gap="sm">
      <Divider />
      <Title order={4}>API key</Title>
      <Text size="sm" c="dimmed">
        {account.keyStatus === 'stored'
          ? 'A key is stored. It is never shown; paste a new one to replace it.'
          : 'No key is stored: paste the key to use this account again.'}
      </Text>
      <Group align="flex-end" gap="sm">
        <PasswordInput
          label="New API key"
          description={keyNoteFor(demo)}
          value={apiKey}
          autoComplete="off"
          spellCheck={false}
          size="sm"
          style={{ flex: 1 }}
          onChange={(event) => {
            setApiKey(event.currentTarget.value);
          }}
        />
        <Button
          size="sm"
          variant="light"
          disabled={apiKey.trim() === ''}
          loading={busy === 'replace'}
          onClick={() => void replace()}
        >
          Check and replace key
        </Button>
        <Button
          size="sm"
          variant="default"
          disabled={account.keyStatus !== 'stored'}
          onClick={() => {
            setConfirming('delete');
          }}
        >
          Delete stored key
        </Button>
      </Group>
      {failure && <ErrorAlert error={failure.error} title={failure.title} />}
      <Divider />
      {/* The button leads, on the left: the right-hand corner is where notices stack. */}
      <Group justify="flex-start" wrap="nowrap" align="center">
        <Button
          size="sm"
          color="red"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            setConfirming('remove');
          }}
        >
          Remove account…
        </Button>
        <Text size="sm" c="dimmed">
          Removing the account deletes its cached portfolio, cart and key from this computer.
          Nothing changes at the provider.
        </Text>
      </Group>
      <ConfirmDialog
        opened={confirming === 'delete'}
        title={`Delete the API key of "${account.label}"?`}
        confirmLabel="Delete key"
        danger
        busy={busy === 'delete'}
        onConfirm={() => void deleteKey()}
        onCancel={() => {
          setConfirming(null);
        }}
      >
        <Text size="sm">
          The key is deleted from the keychain. Until a new key is pasted, DomainDesk cannot call
          the API for this account; its cached data stays readable.
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'remove'}
        title={`Remove "${account.label}"?`}
        confirmLabel="Remove account"
        danger
        busy={busy === 'remove'}
        onConfirm={() => void remove()}
        onCancel={() => {
          setConfirming(null);
        }}
      >
        <Text size="sm">
          DomainDesk forgets this account: its settings, cached portfolio, cart and order history on
          this computer, and its API key in the keychain. Domains and credit at the provider are not
          touched. Export your data first (Settings) to keep a copy.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
