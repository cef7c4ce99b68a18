import { Code, Table, Text } from '@mantine/core';

/** Field names the registrar sends, in words; any other field is shown under its own name. */
const LABELS: Record<string, string> = {
  domain: 'Domain',
  status: 'Registrar status',
  expiryDate: 'Expiry date',
  transferLock: 'Registrar lock',
  transferLockExpiryDate: 'Lock expires',
  idProtectionStatus: 'ID protection',
  dnsManagementStatus: 'DNS management',
  emailForwardingStatus: 'E-mail forwarding',
  nameservers: 'Nameservers',
  restorable: 'Restorable',
  isIrtpEnabled: 'IRTP applies',
  irtpOptOutStatus: 'IRTP opt-out',
  irtpTransferLock: 'IRTP transfer lock',
  irtpTransferLockExpiryDate: 'IRTP lock expires',
  domainContactChangePending: 'Contact change pending',
  domainContactChangeExpiryDate: 'Contact change expires',
  willDomainSuspend: 'Will be suspended',
  registrantEmailAddress: 'Registrant e-mail',
  renewBeforeExpiration: 'Renew before expiry',
  irtpVerificationTriggerFields: 'IRTP trigger fields',
};

function isTextOrList(item: unknown): boolean {
  return (
    typeof item === 'string' ||
    (Array.isArray(item) && item.every((part) => typeof part === 'string'))
  );
}

function Value({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return <Text c="dimmed">—</Text>;
  if (typeof value === 'boolean') return <>{value ? 'Yes' : 'No'}</>;
  if (typeof value === 'string' || typeof value === 'number') return <>{String(value)}</>;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return <>{value.join(', ')}</>;
  }
  if (typeof value === 'object' && Object.values(value).every(isTextOrList)) {
    // `ns1: a, ns2: b`; lists in groups: `Registrant: First Name, Last Name; Admin: Email`.
    const entries = Object.entries(value as Record<string, string | string[]>);
    const grouped = entries.some(([, item]) => Array.isArray(item));
    return (
      <>
        {entries
          .map(([key, item]) => `${key}: ${Array.isArray(item) ? item.join(', ') : item}`)
          .join(grouped ? '; ' : ', ')}
      </>
    );
  }
  return <Code>{JSON.stringify(value)}</Code>;
}

/**
 * Every field of the information record, known ones first, unknown ones raw (never dropped),
 * less the `shownAbove` fields another part of the page already states (one value per fact).
 */
export function InformationTable({
  record,
  shownAbove = [],
}: {
  record: Record<string, unknown>;
  shownAbove?: readonly string[];
}) {
  const known = Object.keys(LABELS).filter((key) => key in record && !shownAbove.includes(key));
  const unknown = Object.keys(record)
    .filter((key) => !(key in LABELS))
    .sort();
  return (
    <Table aria-label="Information record" verticalSpacing={2} fz="sm" withRowBorders={false}>
      <Table.Tbody>
        {[...known, ...unknown].map((key) => (
          <Table.Tr key={key}>
            <Table.Td w={220} c="dimmed">
              {LABELS[key] ?? <Code>{key}</Code>}
            </Table.Td>
            <Table.Td>
              <Value value={record[key]} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
