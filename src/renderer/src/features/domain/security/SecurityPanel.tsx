import { Alert, Divider, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../../../shared/ipc';
import type { PortfolioDetail } from '../../../../../shared/ipc/channels/portfolioTypes';
import { getBridge } from '../../../bridge';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { DomainRef } from '../domainRef';
import { Unavailable } from '../Unavailable';
import { EppCode } from './EppCode';

/** Registrar lock, ID protection and the EPP code. */
export function SecurityPanel({
  domainRef,
  detail,
  onChanged,
}: {
  domainRef: DomainRef;
  detail: PortfolioDetail;
  onChanged: () => void;
}) {
  const row = detail.domain;
  const [locked, setLocked] = useState(row.locked);
  const [privacy, setPrivacy] = useState(row.idProtection);
  const [busy, setBusy] = useState<'lock' | 'privacy' | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [confirmUnlock, setConfirmUnlock] = useState(false);

  const setLock = async (value: boolean) => {
    setBusy('lock');
    setConfirmUnlock(false);
    const result = await getBridge().domainsSetLock({ ...domainRef, locked: value });
    setBusy(null);
    setError(result.ok ? null : result.error);
    if (result.ok) {
      setLocked(result.data.data.locked);
      onChanged();
    }
  };
  const setIdProtection = async (value: boolean) => {
    setBusy('privacy');
    const result = await getBridge().domainsSetIdProtection({ ...domainRef, enabled: value });
    setBusy(null);
    setError(result.ok ? null : result.error);
    if (result.ok) {
      setPrivacy(result.data.data.idProtection);
      onChanged();
    }
  };

  return (
    <Stack gap="md" maw={760}>
      {error && <ErrorAlert error={error} title="The setting was not changed" />}
      <Stack gap={4}>
        <Title order={5}>Registrar lock</Title>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            A locked domain cannot be transferred to another registrar.
          </Text>
          <Switch
            label={locked === null ? 'Lock state unknown' : locked ? 'Locked' : 'Unlocked'}
            aria-label="Registrar lock"
            data-focus-target="lock"
            checked={locked === true}
            disabled={busy !== null}
            onChange={(event) => {
              const value = event.currentTarget.checked;
              if (value) void setLock(true);
              else setConfirmUnlock(true);
            }}
          />
        </Group>
      </Stack>
      <Divider />
      {detail.unsupported.includes('idprotection') ? (
        <Unavailable feature="idprotection" accountId={row.accountId} onReset={onChanged} />
      ) : (
        <Stack gap={4}>
          <Title order={5}>ID protection</Title>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              Hides the registrant’s name, address and e-mail from the public WHOIS.
            </Text>
            <Switch
              label={privacy === null ? 'State unknown' : privacy ? 'On' : 'Off'}
              aria-label="ID protection"
              checked={privacy === true}
              disabled={busy !== null}
              onChange={(event) => void setIdProtection(event.currentTarget.checked)}
            />
          </Group>
        </Stack>
      )}
      <Divider />
      {detail.unsupported.includes('eppcode') ? (
        <Unavailable feature="eppcode" accountId={row.accountId} onReset={onChanged} />
      ) : (
        <EppCode domainRef={domainRef} />
      )}
      <ConfirmDialog
        opened={confirmUnlock}
        title={`Unlock ${domainRef.name}?`}
        confirmLabel="Unlock"
        danger
        busy={busy === 'lock'}
        onConfirm={() => void setLock(false)}
        onCancel={() => {
          setConfirmUnlock(false);
        }}
      >
        <Alert color="orange" variant="light">
          While unlocked, anyone with the EPP code can start a transfer to another registrar. Lock
          it again once the transfer you planned has started.
        </Alert>
      </ConfirmDialog>
    </Stack>
  );
}
