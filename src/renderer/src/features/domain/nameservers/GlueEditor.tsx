import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import type { AppError, Result } from '../../../../../shared/ipc';
import type { ChangeResult, GlueView } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSaveShortcut } from '../../../components/saveShortcut';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { DomainRef } from '../domainRef';
import { useFocusRow } from '../useFocusRow';
import { glueHostProblem, glueIpProblem } from './nameserverForm';

function isGlueList(value: unknown): value is GlueView[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' && item !== null && 'nameserver' in item && 'ipaddress' in item,
    )
  );
}

function GlueRow({
  glue,
  busy,
  ipFieldRef,
  onModify,
  onDelete,
}: {
  glue: GlueView;
  busy: boolean;
  /** Set when the new-IP field should take the focus as it appears (after a change). */
  ipFieldRef: ((element: HTMLElement | null) => void) | undefined;
  onModify: (ip: string) => void;
  onDelete: () => void;
}) {
  const [ip, setIp] = useState('');
  const problem = ip === '' ? undefined : glueIpProblem(ip);
  return (
    <Table.Tr>
      <Table.Td ff="monospace">{glue.nameserver}</Table.Td>
      <Table.Td ff="monospace">{glue.ipaddress}</Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`New IP address of ${glue.nameserver}`}
          ref={ipFieldRef}
          placeholder="new IP address"
          value={ip}
          error={problem}
          onChange={(event) => {
            setIp(event.currentTarget.value);
          }}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            disabled={ip === '' || problem !== undefined || busy}
            aria-label={`Change IP of ${glue.nameserver}`}
            onClick={() => {
              onModify(ip.trim());
            }}
          >
            Change IP
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            disabled={busy}
            aria-label={`Delete glue record ${glue.nameserver}`}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** Child nameservers (glue): register, change the IP (current → new) and delete. */
export function GlueEditor({ domainRef, snapshot }: { domainRef: DomainRef; snapshot: unknown }) {
  const [list, setList] = useState<GlueView[] | null>(isGlueList(snapshot) ? snapshot : null);
  const [host, setHost] = useState('');
  const [ip, setIp] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // After a registration or a deletion the button that did it is disabled or gone: the focus
  // goes to the host field, ready for the next record.
  const hostField = useRef<HTMLInputElement>(null);
  // After an IP change the row is drawn anew: the focus goes back to its new-IP field.
  const { focusRow, refFor } = useFocusRow<string>();
  const hostProblem = host === '' ? undefined : glueHostProblem(host, domainRef.name);
  const ipProblem = ip === '' ? undefined : glueIpProblem(ip);

  const run = async (call: () => Promise<Result<ChangeResult<GlueView[]>>>) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    setDeleting(null);
    setError(result.ok ? null : result.error);
    if (result.ok) setList(result.data.data);
    return result.ok;
  };
  const focusHost = () => {
    hostField.current?.focus();
  };
  const api = getBridge();
  const register = () =>
    void run(() =>
      api.domainsRegisterGlue({ ...domainRef, nameserver: host.trim(), ipaddress: ip.trim() }),
    ).then((ok) => {
      if (ok) {
        setHost('');
        setIp('');
        focusHost();
      }
    });
  const incomplete =
    host === '' || ip === '' || hostProblem !== undefined || ipProblem !== undefined;
  // Ctrl/Cmd+S in the new record's fields registers it, as the button does.
  const form = useRef<HTMLDivElement>(null);
  const note = useSaveShortcut({
    scope: () => form.current,
    changed: host !== '' || ip !== '',
    blocked: incomplete || busy,
    onSave: register,
  });
  return (
    <Stack gap="xs">
      <Title order={5}>Glue records (child nameservers)</Title>
      {error && <ErrorAlert error={error} title="The glue record was not changed" />}
      {list === null ? (
        <Text size="sm" c="dimmed">
          The API cannot list glue records; those registered or changed here are shown after the
          first change.
        </Text>
      ) : (
        <Table aria-label="Glue records" verticalSpacing={4} fz="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Host</Table.Th>
              <Table.Th>Current IP</Table.Th>
              <Table.Th>New IP</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((glue) => (
              <GlueRow
                key={`${glue.nameserver} ${glue.ipaddress}`}
                glue={glue}
                busy={busy}
                ipFieldRef={refFor(glue.nameserver)}
                onModify={(newIp) =>
                  void run(() =>
                    api.domainsModifyGlue({
                      ...domainRef,
                      nameserver: glue.nameserver,
                      currentIpaddress: glue.ipaddress,
                      newIpaddress: newIp,
                    }),
                  ).then((ok) => {
                    if (ok) focusRow(glue.nameserver);
                  })
                }
                onDelete={() => {
                  setDeleting(glue.nameserver);
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-start" gap="xs" ref={form}>
        <TextInput
          size="xs"
          label="Host"
          ref={hostField}
          placeholder={`ns1.${domainRef.name}`}
          value={host}
          error={hostProblem}
          onChange={(event) => {
            setHost(event.currentTarget.value);
          }}
        />
        <TextInput
          size="xs"
          label="IP address (IPv4 or IPv6)"
          placeholder="192.0.2.53"
          value={ip}
          error={ipProblem}
          onChange={(event) => {
            setIp(event.currentTarget.value);
          }}
        />
        <Button size="xs" mt={22} loading={busy} disabled={incomplete} onClick={register}>
          Register glue record
        </Button>
        <Text size="xs" c="dimmed" role="status" mt={28}>
          {note}
        </Text>
      </Group>
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete glue record ${deleting ?? ''}?`}
        confirmLabel="Delete glue record"
        danger
        busy={busy}
        onConfirm={() => {
          if (deleting)
            void run(() => api.domainsDeleteGlue({ ...domainRef, nameserver: deleting })).then(
              (ok) => {
                if (ok) focusHost();
              },
            );
        }}
        onCancel={() => {
          setDeleting(null);
        }}
      >
        <Alert color="orange" variant="light">
          Domains that use {deleting} as a nameserver stop resolving once the registry drops its
          address.
        </Alert>
      </ConfirmDialog>
    </Stack>
  );
}
