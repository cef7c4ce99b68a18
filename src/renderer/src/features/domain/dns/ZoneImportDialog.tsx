import { Alert, Button, FileButton, Group, List, Modal, Stack, Text } from '@mantine/core';
import { dnsSetWarnings } from '../../../../../shared/dns/dnsRecordRules';
import { importZone } from '../../../../../shared/dns/zoneImport';
import type { ZoneImport } from '../../../../../shared/dns/zoneImport';
import { useState } from 'react';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { DiffView } from '../../../components/DiffView';
import { GrowingTextarea } from '../../../components/GrowingTextarea';
import { diffDnsSets } from './dnsEditModel';
import { RecordText } from './DnsSaveReview';

function read(text: string, domain: string): ZoneImport | { error: string } {
  try {
    return importZone(text, domain);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Pastes or opens a BIND zone file and previews what it would change in the editor. Nothing
 * is sent: applying puts the records in the editor, and the save review follows as usual.
 */
export function ZoneImportDialog({
  domain,
  opened,
  current,
  onApply,
  onClose,
}: {
  domain: string;
  opened: boolean;
  current: readonly DnsRecordView[];
  onApply: (records: DnsRecordView[]) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const parsed = text.trim() === '' ? null : read(text, domain);
  const imported = parsed !== null && 'records' in parsed ? parsed : null;
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Import a zone file into ${domain}`}
      size="xl"
      centered
    >
      <Stack gap="sm">
        <Group gap="xs">
          <FileButton
            accept=".zone,.txt,.db,text/plain"
            onChange={(file) => {
              void file?.text().then(setText);
            }}
          >
            {(props) => (
              <Button size="xs" variant="default" {...props}>
                Open a zone file…
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            or paste it below (BIND format, $ORIGIN {domain}.)
          </Text>
        </Group>
        <GrowingTextarea
          label="Zone file"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
          }}
          minRows={4}
          maxRows={12}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        {parsed !== null && 'error' in parsed && (
          <Alert color="red" variant="light" title="The zone file cannot be read" role="alert">
            {parsed.error}
          </Alert>
        )}
        {imported !== null && (
          <>
            <Text size="sm" fw={600}>
              {imported.records.length} record{imported.records.length === 1 ? '' : 's'} read. What
              the import changes in the editor:
            </Text>
            <DiffView
              entries={diffDnsSets(current, imported.records)}
              render={(record) => <RecordText record={record} />}
              label="Import preview"
            />
            {imported.skipped.length > 0 && (
              <Alert
                color="orange"
                variant="light"
                title={`${imported.skipped.length} line${imported.skipped.length === 1 ? '' : 's'} not imported`}
              >
                <List size="sm" aria-label="Lines not imported">
                  {imported.skipped.map((skipped) => (
                    <List.Item key={skipped.line}>
                      Line {skipped.line}: {skipped.reason}{' '}
                      <Text span size="xs" c="dimmed" ff="monospace">
                        {skipped.text.slice(0, 120)}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {dnsSetWarnings(imported.records, domain).map((warning) => (
              <Alert key={warning} color="yellow" variant="light">
                {warning}
              </Alert>
            ))}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            disabled={imported === null || imported.records.length === 0}
            onClick={() => {
              if (imported) onApply(imported.records);
              close();
            }}
          >
            Put these records in the editor
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
