import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { checkDnsRecords, dnsSetWarnings } from '../../../../../shared/dns/dnsRecordRules';
import type { DnsRecordView, LiveSet } from '../../../../../shared/ipc/channels/domainsTypes';
import { fieldPath, formErrors } from '../../../../../shared/rules/fieldIssue';
import type { FieldIssue } from '../../../../../shared/rules/fieldIssue';
import { getBridge } from '../../../bridge';
import { formatAge } from '../../../components/dates';
import { downloadText } from '../../../components/downloadText';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ConflictNotice, conflictSets } from '../ConflictNotice';
import { LiveSetLoader } from '../LiveSetLoader';
import { SaveButtons } from '../SetSaveReview';
import { useFocusRow } from '../useFocusRow';
import { useSetSave } from '../useSetSave';
import type { DomainRef } from '../domainRef';
import { diffDnsSets } from './dnsEditModel';
import { DnsRecordRow } from './DnsRecordRow';
import type { RowIssues } from './DnsRecordRow';
import { DnsSaveReview, RecordText } from './DnsSaveReview';
import { exportZone } from './zoneFile';
import { ZoneImportDialog } from './ZoneImportDialog';
import { DEFAULT_MAX_INPUT_VARS, maxDnsRecordsFor } from '../../../../../shared/api/phpInputVars';
import { useAccounts } from '../../../state/accountsStore';

interface Row {
  readonly key: number;
  readonly record: DnsRecordView;
}

const toRows = (records: readonly DnsRecordView[], from = 0): Row[] =>
  records.map((record, i) => ({ key: from + i, record }));

const ROW_FIELDS = ['hostname', 'type', 'address', 'priority'] as const;

/**
 * Issues by row and field, looked up by the shared rules' own paths (`records.2.address`,
 * `records.2` for the whole row); the rest (the set as a whole) listed above the table.
 */
function issuesByRow(issues: readonly FieldIssue[], count: number) {
  const byPath = formErrors(issues);
  const rows = new Map<number, RowIssues>();
  const shown = new Set<string>();
  for (let at = 0; at < count; at += 1) {
    const row: Record<string, string> = {};
    for (const field of [...ROW_FIELDS, 'row'] as const) {
      const path = field === 'row' ? fieldPath('records', at) : fieldPath('records', at, field);
      const message = byPath[path];
      if (message === undefined) continue;
      row[field] = message;
      shown.add(path);
    }
    if (Object.keys(row).length > 0) rows.set(at, row);
  }
  const general = issues.filter((issue) => !shown.has(issue.path)).map((issue) => issue.message);
  return { rows, general };
}

function DnsEditorSession({
  domainRef,
  live,
  nameservers,
}: {
  domainRef: DomainRef;
  live: LiveSet<DnsRecordView[]>;
  nameservers: readonly string[];
}) {
  const domain = domainRef.name;
  const [base, setBase] = useState<readonly DnsRecordView[]>(live.data);
  const [rows, setRows] = useState<Row[]>(() => toRows(live.data));
  const [nextKey, setNextKey] = useState(live.data.length);
  const [editing, setEditing] = useState<ReadonlySet<number>>(new Set());
  // A fresh review dialog each time (its second-confirmation step starts over).
  const [reviewKey, setReviewKey] = useState(0);
  const [importing, setImporting] = useState(false);
  const [saved, setSaved] = useState<{ count: number; activityId: number } | null>(null);
  const { focusRow, refFor } = useFocusRow<number>();
  // A row committed or deleted takes its buttons away: the focus goes to the row itself (its
  // Edit button), the row taking a deleted one's place, or else "Add record".
  const committed = useFocusRow<number>();
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfterDelete = (index: number) => {
    const next = rows[index + 1] ?? rows[index - 1];
    if (next === undefined) addButton.current?.focus();
    else if (editing.has(next.key)) focusRow(next.key);
    else committed.focusRow(next.key);
  };

  const records = useMemo(() => rows.map((row) => row.record), [rows]);
  const entries = useMemo(() => diffDnsSets(base, records), [base, records]);
  const check = useMemo(() => checkDnsRecords(records, domain), [records, domain]);
  const issues = issuesByRow(check.issues, records.length);
  const warnings = useMemo(() => dnsSetWarnings(records, domain), [records, domain]);
  // PHP's max_input_vars of this account's provider bounds what one save can carry.
  const maxInputVars = useAccounts(
    (state) => state.accounts.find((account) => account.id === domainRef.accountId)?.maxInputVars,
  );
  const limit = maxDnsRecordsFor(maxInputVars ?? DEFAULT_MAX_INPUT_VARS);

  const update = (key: number, record: DnsRecordView) => {
    setRows(rows.map((row) => (row.key === key ? { key, record } : row)));
    setSaved(null);
  };
  const setEditingKey = (key: number, on: boolean) => {
    const next = new Set(editing);
    if (on) next.add(key);
    else next.delete(key);
    setEditing(next);
  };
  const replaceAll = (list: readonly DnsRecordView[]) => {
    setRows(toRows(list, nextKey));
    setNextKey(nextKey + list.length);
    setEditing(new Set());
  };
  const { reviewing, setReviewing, busy, error, setError, save } = useSetSave<DnsRecordView[]>(
    ({ data, activityId }) => {
      setBase(data);
      replaceAll(data);
      setSaved({ count: data.length, activityId });
    },
  );
  const conflict = error === null ? null : conflictSets(error);

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {base.length} records live, read {formatAge(live.readAt)} · a save replaces the whole set
          · at most {limit} records per save · the API keeps no TTL: the registrar’s DNS servers
          choose it
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setImporting(true);
            }}
          >
            Import zone file…
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              downloadText(
                `${domain}.zone`,
                exportZone(domain, records, nameservers),
                'text/plain',
              );
            }}
          >
            Export zone file
          </Button>
        </Group>
      </Group>
      {saved && (
        <Alert color="green" variant="light" title="Saved" role="status">
          The registrar now holds {saved.count} records (read back after saving, change #
          {saved.activityId}).
        </Alert>
      )}
      {conflict && error && (
        <ConflictNotice
          message={error.message}
          entries={diffDnsSets(conflict.base as DnsRecordView[], conflict.live as DnsRecordView[])}
          render={(record) => <RecordText record={record} />}
          onRebase={() => {
            setBase(conflict.live as DnsRecordView[]);
            setError(null);
          }}
        />
      )}
      {error && !conflict && <ErrorAlert error={error} title="The DNS records were not saved" />}
      {records.length > limit && (
        <Alert color="red" variant="light" role="alert" title="Too many records for one save">
          {records.length} records cannot be sent in one request: the server reads at most {limit},
          and would drop the rest, deleting them. Remove {records.length - limit} records.
        </Alert>
      )}
      {issues.general.map((message) => (
        <Alert key={message} color="red" variant="light" role="alert">
          {message}
        </Alert>
      ))}
      {warnings.map((message) => (
        <Alert key={message} color="yellow" variant="light">
          {message}
        </Alert>
      ))}
      <Table aria-label="DNS records" striped highlightOnHover verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="18%">Host</Table.Th>
            <Table.Th w={110}>Type</Table.Th>
            <Table.Th>Value</Table.Th>
            <Table.Th w={110} ta="right">
              Priority
            </Table.Th>
            <Table.Th w={110} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <DnsRecordRow
              key={row.key}
              index={index}
              record={row.record}
              editing={editing.has(row.key)}
              firstFieldRef={refFor(row.key)}
              editButtonRef={committed.refFor(row.key)}
              issues={issues.rows.get(index) ?? {}}
              onChange={(record) => {
                update(row.key, record);
              }}
              onEdit={() => {
                setEditingKey(row.key, true);
                focusRow(row.key);
              }}
              onDone={() => {
                setEditingKey(row.key, false);
                committed.focusRow(row.key);
              }}
              onDelete={() => {
                setRows(rows.filter((other) => other.key !== row.key));
                setSaved(null);
                focusAfterDelete(index);
              }}
            />
          ))}
        </Table.Tbody>
      </Table>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No records. Add one, or import a zone file.
        </Text>
      )}
      <Group justify="space-between">
        <Button
          size="xs"
          variant="light"
          data-focus-target="dns"
          ref={addButton}
          onClick={() => {
            setRows([
              ...rows,
              { key: nextKey, record: { hostname: '', type: 'A', address: '', priority: 0 } },
            ]);
            setEditingKey(nextKey, true);
            focusRow(nextKey);
            setNextKey(nextKey + 1);
          }}
        >
          Add record
        </Button>
        <Group gap="xs">
          <SaveButtons
            changed={entries.length > 0}
            blocked={check.issues.length > 0 || records.length > limit}
            onDiscard={() => {
              replaceAll(base);
            }}
            onReview={() => {
              setReviewKey(reviewKey + 1);
              setReviewing(true);
            }}
          />
        </Group>
      </Group>
      {check.issues.length > 0 && entries.length > 0 && (
        <Text size="xs" c="red">
          Fix the {check.issues.length} problem(s) shown in red before saving.
        </Text>
      )}
      <DnsSaveReview
        key={reviewKey}
        domain={domain}
        opened={reviewing}
        entries={entries}
        baseCount={base.length}
        busy={busy}
        onSave={() => {
          void save(() => getBridge().domainsSaveDns({ ...domainRef, records, base: [...base] }));
        }}
        onCancel={() => {
          setReviewing(false);
        }}
      />
      <ZoneImportDialog
        domain={domain}
        opened={importing}
        current={records}
        onApply={(list) => {
          replaceAll(list);
          setSaved(null);
        }}
        onClose={() => {
          setImporting(false);
        }}
      />
    </Stack>
  );
}

/** The DNS section: the live records, read when the section opens. */
export function DnsEditor({
  domainRef,
  nameservers,
}: {
  domainRef: DomainRef;
  nameservers: readonly string[];
}) {
  return (
    <LiveSetLoader channel="domains:getDns" domainRef={domainRef} what="the DNS records">
      {(live) => <DnsEditorSession domainRef={domainRef} live={live} nameservers={nameservers} />}
    </LiveSetLoader>
  );
}
