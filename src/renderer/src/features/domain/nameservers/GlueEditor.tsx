import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import type { AppError, Result } from '../../../../../shared/ipc';
import type { ChangeResult, GlueView } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useSaveShortcut } from '../../../components/saveShortcut';
import { ErrorAlert } from '../../../components/ErrorAlert';
import type { DomainRef } from '../domainRef';
import { useFocusRow } from '../useFocusRow';
import {
  glueAddressFormSchema,
  glueRecordFormSchema,
} from '../../../../../shared/nameservers/glueSchema';
import type { GlueAddressForm, GlueRecordForm } from '../../../../../shared/nameservers/glueSchema';
import { showRefusal, useRuleForm } from '../../../components/useRuleForm';

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
  /** Answers main's refusal (its field problems are shown on the field), or null. */
  onModify: (ip: string) => Promise<AppError | null>;
  onDelete: () => void;
}) {
  const form = useRuleForm<GlueAddressForm>(
    glueAddressFormSchema,
    { newIpaddress: '' },
    { live: true },
  );
  const ip = form.values.newIpaddress;
  const problem = form.errors.newIpaddress;
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
          {...form.getInputProps('newIpaddress')}
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
              void onModify(ip.trim()).then((refused) => {
                if (refused !== null) showRefusal(form, refused);
              });
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
  const form = useRuleForm<GlueRecordForm>(
    useMemo(() => glueRecordFormSchema(domainRef.name), [domainRef.name]),
    { nameserver: '', ipaddress: '' },
    { live: true },
  );
  const { nameserver: host, ipaddress: ip } = form.values;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  // After a registration or a deletion the button that did it is disabled or gone: the focus
  // goes to the host field, ready for the next record.
  const hostField = useRef<HTMLInputElement>(null);
  // After an IP change the row is drawn anew: the focus goes back to its new-IP field.
  const { focusRow, refFor } = useFocusRow<string>();

  const run = async (call: () => Promise<Result<ChangeResult<GlueView[]>>>) => {
    setBusy(true);
    const result = await call();
    setBusy(false);
    setDeleting(null);
    setError(result.ok ? null : result.error);
    if (result.ok) setList(result.data.data);
    return result.ok ? null : result.error;
  };
  const focusHost = () => {
    hostField.current?.focus();
  };
  const api = getBridge();
  const register = () =>
    void run(() =>
      api.domainsRegisterGlue({ ...domainRef, nameserver: host.trim(), ipaddress: ip.trim() }),
    ).then((refused) => {
      if (refused !== null) {
        // What main found wrong shows on the field it concerns; what was typed stays.
        showRefusal(form, refused);
        return;
      }
      form.setValues({ nameserver: '', ipaddress: '' });
      focusHost();
    });
  const incomplete = host === '' || ip === '' || Object.keys(form.errors).length > 0;
  // Ctrl/Cmd+S in the new record's fields registers it, as the button does.
  const fields = useRef<HTMLDivElement>(null);
  const note = useSaveShortcut({
    scope: () => fields.current,
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
                  run(() =>
                    api.domainsModifyGlue({
                      ...domainRef,
                      nameserver: glue.nameserver,
                      currentIpaddress: glue.ipaddress,
                      newIpaddress: newIp,
                    }),
                  ).then((refused) => {
                    if (refused === null) focusRow(glue.nameserver);
                    return refused;
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
      <Group align="flex-start" gap="xs" ref={fields}>
        <TextInput
          size="xs"
          label="Host"
          ref={hostField}
          placeholder={`ns1.${domainRef.name}`}
          {...form.getInputProps('nameserver')}
        />
        <TextInput
          size="xs"
          label="IP address (IPv4 or IPv6)"
          placeholder="192.0.2.53"
          {...form.getInputProps('ipaddress')}
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
              (refused) => {
                if (refused === null) focusHost();
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
