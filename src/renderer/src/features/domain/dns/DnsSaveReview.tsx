import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { DiffView, diffSummary } from '../../../components/DiffView';
import type { DiffEntry } from '../../../components/DiffView';
import { useSaveShortcut } from '../../../components/saveShortcut';
import { needsSecondConfirmation, recordText, REMOVAL_COUNT_LIMIT } from './dnsEditModel';

export function RecordText({ record }: { record: DnsRecordView }) {
  return (
    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
      {recordText(record)}
    </Text>
  );
}

/**
 * The review before a DNS save: the whole set is replaced, so every added, changed and removed
 * record is listed. A save removing many records asks a second time, naming how many go.
 */
export function DnsSaveReview({
  domain,
  opened,
  entries,
  baseCount,
  busy,
  onSave,
  onCancel,
}: {
  domain: string;
  opened: boolean;
  entries: readonly DiffEntry<DnsRecordView>[];
  baseCount: number;
  busy: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const [secondStep, setSecondStep] = useState(false);
  const removed = entries.filter((entry) => entry.change === 'removed').length;
  const risky = needsSecondConfirmation(baseCount, entries);
  const close = () => {
    setSecondStep(false);
    onCancel();
  };
  // The primary button's step: a save removing much asks again first.
  const confirm = () => {
    if (secondStep || !risky) onSave();
    else setSecondStep(true);
  };
  useSaveShortcut({
    scope: () => null,
    dialog: true,
    enabled: opened,
    changed: entries.length > 0,
    blocked: busy,
    onSave: confirm,
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Save DNS records of ${domain}`}
      size="xl"
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          A save replaces the domain's whole record set. Below is every difference from the set read
          from the registrar; records not shown stay as they are.
        </Text>
        <DiffView
          entries={entries}
          render={(record) => <RecordText record={record} />}
          label="DNS changes"
        />
        {secondStep && (
          <Alert color="red" variant="light" title="This removes most of the zone" role="alert">
            This save removes {removed} of the {baseCount} records now live (more than 25 % or more
            than {REMOVAL_COUNT_LIMIT}). Mail and web sites using them may stop working. Confirm
            again to remove them.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          {secondStep ? (
            <Button color="red" loading={busy} onClick={onSave}>
              Yes, remove {removed} records and save
            </Button>
          ) : (
            <Button loading={busy} disabled={entries.length === 0} onClick={confirm}>
              Save: {diffSummary(entries)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
