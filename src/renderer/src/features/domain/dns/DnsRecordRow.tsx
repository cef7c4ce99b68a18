import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { EDITOR_RECORD_TYPES, PRIORITY_TYPES } from './dnsEditModel';

export interface RowIssues {
  readonly hostname?: string;
  readonly type?: string;
  readonly address?: string;
  readonly priority?: string;
  readonly row?: string;
}

const PLACEHOLDER: Record<string, string> = {
  A: '192.0.2.1',
  AAAA: '2001:db8::1',
  CNAME: 'target.example.com',
  MX: 'mail.example.com',
  TXT: 'v=spf1 mx -all',
  NS: 'ns1.example.net',
  SRV: 'weight port target, e.g. 5 5060 sip.example.com',
  CAA: '0 issue "letsencrypt.org"',
};

/** One record: plain text with edit and delete, or inline fields while it is edited. */
export function DnsRecordRow({
  index,
  record,
  editing,
  firstFieldRef,
  editButtonRef,
  issues,
  onChange,
  onEdit,
  onDone,
  onDelete,
}: {
  index: number;
  record: DnsRecordView;
  editing: boolean;
  /** Set when the host field should take the focus as it appears. */
  firstFieldRef?: ((element: HTMLElement | null) => void) | undefined;
  /** Set when the Edit button should take the focus as it appears (the row just committed). */
  editButtonRef?: ((element: HTMLElement | null) => void) | undefined;
  issues: RowIssues;
  onChange: (record: DnsRecordView) => void;
  onEdit: () => void;
  onDone: () => void;
  onDelete: () => void;
}) {
  const type = record.type.toUpperCase();
  const hasPriority = PRIORITY_TYPES.has(type);
  const label = `record ${index + 1}`;
  const problem = Object.values(issues).filter(Boolean).join(' ');
  const deleteButton = (
    <ActionIcon
      size="sm"
      variant="subtle"
      color="red"
      onClick={onDelete}
      aria-label={`Delete ${label}`}
    >
      ✕
    </ActionIcon>
  );
  if (!editing) {
    return (
      <Table.Tr>
        <Table.Td ff="monospace">{record.hostname}</Table.Td>
        <Table.Td>{record.type}</Table.Td>
        <Table.Td ff="monospace" style={{ wordBreak: 'break-all' }}>
          {record.address}
          {problem !== '' && (
            <Text size="xs" c="red">
              {problem}
            </Text>
          )}
        </Table.Td>
        <Table.Td ta="right">{hasPriority ? record.priority : ''}</Table.Td>
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={onEdit}
              ref={editButtonRef}
              aria-label={`Edit ${label}`}
            >
              Edit
            </Button>
            {deleteButton}
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  }
  const finishOnEnter = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    // The focus moves to the row's Edit button at once: the key must not press it too.
    event.preventDefault();
    onDone();
  };
  return (
    <Table.Tr>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Host of ${label}`}
          value={record.hostname}
          placeholder="@ or www"
          error={issues.hostname}
          onChange={(event) => {
            onChange({ ...record, hostname: event.currentTarget.value });
          }}
          onKeyDown={finishOnEnter}
          ref={firstFieldRef}
        />
      </Table.Td>
      <Table.Td>
        <Select
          size="xs"
          aria-label={`Type of ${label}`}
          data={
            EDITOR_RECORD_TYPES.includes(type)
              ? EDITOR_RECORD_TYPES
              : [...EDITOR_RECORD_TYPES, type]
          }
          value={type}
          allowDeselect={false}
          error={issues.type}
          onChange={(value) => {
            if (value !== null) onChange({ ...record, type: value });
          }}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Value of ${label}`}
          value={record.address}
          placeholder={PLACEHOLDER[type] ?? ''}
          error={issues.address ?? issues.row}
          onChange={(event) => {
            onChange({ ...record, address: event.currentTarget.value });
          }}
          onKeyDown={finishOnEnter}
        />
      </Table.Td>
      <Table.Td>
        {hasPriority && (
          <NumberInput
            size="xs"
            aria-label={`Priority of ${label}`}
            value={record.priority}
            min={0}
            max={65535}
            error={issues.priority}
            onChange={(value) => {
              onChange({ ...record, priority: typeof value === 'number' ? value : Number(value) });
            }}
            onKeyDown={finishOnEnter}
          />
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-xs"
            variant="light"
            onClick={onDone}
            aria-label={`Done editing ${label}`}
          >
            Done
          </Button>
          {deleteButton}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
