import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PortfolioDetail } from '../../../../../shared/ipc/channels/portfolioTypes';
import { formatAge, formatClock, formatDate, formatDateWithAge } from '../../../components/dates';
import { StatusBadge, statusLabel } from '../../../components/StatusBadge';
import { TransferBadge } from '../../../components/TransferBadge';
import { FEATURE_LABELS } from '../features';
import { NotesEditor } from '../../../components/NotesEditor';
import { DomainOrders } from './DomainOrders';
import { InformationTable } from './InformationTable';
import { OverviewActions } from './OverviewActions';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function yesNo(value: boolean | null, yes: string, no: string): string {
  if (value === null) return '—';
  return value ? yes : no;
}

/**
 * Facts of the information record the summary states, from the domain's last answer (a sync,
 * or a change made here since): the record's copy, read earlier, would contradict it.
 */
const SUMMARY_FIELDS = [
  'status',
  'expiryDate',
  'transferLock',
  'idProtectionStatus',
  'nameservers',
];

/** A value as of the domain's last answer from the registrar. */
function Aged({ value, at }: { value: string; at: string | null }) {
  return (
    <>
      {value}
      {value !== '—' && at !== null && (
        <Text span size="xs" c="dimmed">
          {' '}
          (as of {formatAge(at)})
        </Text>
      )}
    </>
  );
}

/** Everything the API knows about the domain, and what can be done with it at once. */
export function OverviewPanel({
  detail,
  onChanged,
}: {
  detail: PortfolioDetail;
  onChanged: () => void;
}) {
  const row = detail.domain;
  const info = detail.snapshots.information;
  return (
    <Stack gap="md">
      {row.status === 'pending' && (
        <Alert color="blue" variant="light" title="Waiting for provisioning" role="status">
          <Stack gap={4}>
            <Text size="sm">
              The registrar is still setting this domain up
              {row.pendingSince ? ` (ordered ${formatAge(row.pendingSince)})` : ''}. DomainDesk
              checks again automatically
              {row.nextCheckAt
                ? `; next check at ${formatClock(row.nextCheckAt)} (${formatDate(row.nextCheckAt)}).`
                : '.'}
            </Text>
            <Text size="xs" c="dimmed">
              Its settings can be changed once it is active.
            </Text>
          </Stack>
        </Alert>
      )}
      {detail.unsupported.length > 0 && (
        <Alert color="gray" variant="light" title="Not offered by this account's registrar">
          <Group gap={6}>
            {detail.unsupported.map((feature) => (
              <Badge key={feature} color="gray" variant="outline" tt="none" size="sm">
                {FEATURE_LABELS[feature]}
              </Badge>
            ))}
          </Group>
        </Alert>
      )}
      <Paper withBorder p="sm">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Status">
            <Group gap={6}>
              <StatusBadge status={row.status} />
              {/* The registrar's own word, when it says more than the badge. */}
              {row.registrarStatus &&
                row.registrarStatus.toLowerCase() !== statusLabel(row.status).toLowerCase() && (
                  <Text size="xs" c="dimmed">
                    {row.registrarStatus}
                  </Text>
                )}
            </Group>
          </Fact>
          <Fact label="Expires">{formatDateWithAge(row.expiryDate)}</Fact>
          <Fact label="Registrar lock">
            <Aged value={yesNo(row.locked, 'Locked', 'Unlocked')} at={row.lastSyncedAt} />
          </Fact>
          <Fact label="ID protection">
            <Aged value={yesNo(row.idProtection, 'On', 'Off')} at={row.lastSyncedAt} />
          </Fact>
          <Fact label="Nameservers">
            {row.nameservers.length === 0 ? '—' : row.nameservers.join(', ')}
          </Fact>
          <Fact label="Last synced">{formatAge(row.lastSyncedAt)}</Fact>
          <Fact label="Added">{formatDate(row.addedAt)}</Fact>
          <Fact label="Why this status">{row.statusReason || '—'}</Fact>
          {row.transfer && (
            <Fact label="Transfer">
              <TransferBadge transfer={row.transfer} />
              {row.transfer.reason !== null && (
                <Text size="sm" c="red">
                  {row.transfer.reason}
                </Text>
              )}
            </Fact>
          )}
        </SimpleGrid>
      </Paper>
      {row.lastError && (
        <Alert
          color="red"
          variant="light"
          title={`The last call about this domain failed ${formatAge(row.lastError.at)}`}
        >
          {row.lastError.message}
        </Alert>
      )}
      <OverviewActions row={row} onSynced={onChanged} />
      <Stack gap={4}>
        <Title order={5}>Notes</Title>
        <NotesEditor domain={row} />
      </Stack>
      <Stack gap={4}>
        <Group justify="space-between">
          <Title order={5}>Information record</Title>
          {info && (
            <Text size="xs" c="dimmed">
              read {formatAge(info.readAt)}
            </Text>
          )}
        </Group>
        {info ? (
          <>
            <InformationTable record={info.data} shownAbove={SUMMARY_FIELDS} />
            <Text size="xs" c="dimmed">
              Status, expiry, registrar lock, ID protection and nameservers are in the summary
              above, as of the last answer from the registrar.
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Not read yet: sync with the registrar to read it.
          </Text>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={5}>Orders</Title>
        <DomainOrders accountId={row.accountId} domain={row.name} />
      </Stack>
    </Stack>
  );
}
