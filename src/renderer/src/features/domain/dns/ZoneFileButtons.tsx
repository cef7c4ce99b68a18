import { Button, Group } from '@mantine/core';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { downloadText } from '../../../components/downloadText';
import { exportZone } from './zoneFile';

/** Import a zone file into the editor, or export the records as they are edited. */
export function ZoneFileButtons({
  domain,
  records,
  nameservers,
  onImport,
}: {
  domain: string;
  records: readonly DnsRecordView[];
  nameservers: readonly string[];
  onImport: () => void;
}) {
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={onImport}>
        Import zone file…
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => {
          downloadText(`${domain}.zone`, exportZone(domain, records, nameservers), 'text/plain');
        }}
      >
        Export zone file
      </Button>
    </Group>
  );
}
