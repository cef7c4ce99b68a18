import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { DEFAULT_MAX_INPUT_VARS, maxDnsRecordsFor } from '../../../../../shared/api/phpInputVars';
import { dnsSetWarnings } from '../../../../../shared/dns/dnsRecordRules';
import type { DnsRecordView, LiveSet } from '../../../../../shared/ipc/channels/domainsTypes';
import { getBridge } from '../../../bridge';
import { formatAge } from '../../../components/dates';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { useAccounts } from '../../../data/accounts';
import { setConflict } from '../../../../../shared/ipc/errorDetails';
import { ConflictNotice } from '../ConflictNotice';
import type { DomainRef } from '../domainRef';
import { LiveSetLoader } from '../LiveSetLoader';
import { SaveButtons } from '../SetSaveReview';
import { useFocusRow } from '../useFocusRow';
import { useSetSave } from '../useSetSave';
import { diffDnsSets } from './dnsEditModel';
import { DnsRecordsTable } from './DnsRecordsTable';
import { DnsSaveReview, RecordText } from './DnsSaveReview';
import { useDnsRows } from './useDnsRows';
import { ZoneFileButtons } from './ZoneFileButtons';
import { ZoneImportDialog } from './ZoneImportDialog';

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
  const { rows, records, issues, problemCount, update, add, remove, replaceAll } = useDnsRows(
    live.data,
    domain,
  );
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

  const entries = useMemo(() => diffDnsSets(base, records), [base, records]);
  const warnings = useMemo(() => dnsSetWarnings(records, domain), [records, domain]);
  // PHP's max_input_vars of this account's provider bounds what one save can carry.
  const maxInputVars = useAccounts().find(
    (account) => account.id === domainRef.accountId,
  )?.maxInputVars;
  const limit = maxDnsRecordsFor(maxInputVars ?? DEFAULT_MAX_INPUT_VARS);

  const setEditingKey = (key: number, on: boolean) => {
    const next = new Set(editing);
    if (on) next.add(key);
    else next.delete(key);
    setEditing(next);
  };
  const replaceRows = (list: readonly DnsRecordView[]) => {
    replaceAll(list);
    setEditing(new Set());
  };
  const { reviewing, setReviewing, busy, error, setError, save } = useSetSave<DnsRecordView[]>(
    ({ data, activityId }) => {
      setBase(data);
      replaceRows(data);
      setSaved({ count: data.length, activityId });
    },
  );
  const conflict = setConflict(error, 'dnsConflict');

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {base.length} records live, read {formatAge(live.readAt)} · a save replaces the whole set
          · at most {limit} records per save · the API keeps no TTL: the registrar’s DNS servers
          choose it
        </Text>
        <ZoneFileButtons
          domain={domain}
          records={records}
          nameservers={nameservers}
          onImport={() => {
            setImporting(true);
          }}
        />
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
          entries={diffDnsSets(conflict.base, conflict.live)}
          render={(record) => <RecordText record={record} />}
          onRebase={() => {
            setBase(conflict.live);
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
      <DnsRecordsTable
        rows={rows}
        editing={editing}
        issues={issues.rows}
        firstFieldRef={refFor}
        editButtonRef={committed.refFor}
        onChange={(index, record) => {
          update(index, record);
          setSaved(null);
        }}
        onEdit={(key) => {
          setEditingKey(key, true);
          focusRow(key);
        }}
        onDone={(key) => {
          setEditingKey(key, false);
          committed.focusRow(key);
        }}
        onDelete={(index) => {
          remove(index);
          setSaved(null);
          focusAfterDelete(index);
        }}
      />
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
            const key = add({ hostname: '', type: 'A', address: '', priority: 0 });
            setEditingKey(key, true);
            focusRow(key);
          }}
        >
          Add record
        </Button>
        <Group gap="xs">
          <SaveButtons
            changed={entries.length > 0}
            blocked={problemCount > 0 || records.length > limit}
            onDiscard={() => {
              replaceRows(base);
            }}
            onReview={() => {
              setReviewKey(reviewKey + 1);
              setReviewing(true);
            }}
          />
        </Group>
      </Group>
      {problemCount > 0 && entries.length > 0 && (
        <Text size="xs" c="red">
          Fix the {problemCount} problem(s) shown in red before saving.
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
          replaceRows(list);
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
