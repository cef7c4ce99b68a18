import { Alert, Button, Card, Group, Loader, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { AccountSummary } from '../../../../shared/accounts/accountTypes';
import type { AppError } from '../../../../shared/ipc';
import type { RenewalGroup, RenewalGroupView } from '../../../../shared/ipc/channels/renewals';
import { getBridge } from '../../bridge';
import { ErrorAlert } from '../../components/ErrorAlert';
import { useBridgeRead } from '../../data/useBridgeRead';
import { formatMoney } from '../../components/money';
import { RenewDialog } from './bulk/RenewDialog';
import type { RenewTarget } from './bulk/RenewDialog';
import { RenewalList } from './expiry/RenewalList';
import { GROUP_LABELS } from './expiry/renewalText';
import { STICKY_HOST } from '../../components/stickyHeader';

function creditsText(group: RenewalGroupView, currency: string | null): string {
  const total = formatMoney(group.total, currency);
  const open = group.premiumUnknown + group.unpriced;
  return open === 0 ? total : `${total} + ${open.toLocaleString('en-US')} not priced`;
}

function notPricedText(group: RenewalGroupView): string {
  const parts = [
    group.premiumUnknown > 0 &&
      `${group.premiumUnknown.toLocaleString('en-US')} premium renewal price unknown`,
    group.unpriced > 0 && `${group.unpriced.toLocaleString('en-US')} with no renewal price known`,
  ].filter((part) => part !== false);
  return parts.length === 0 ? '—' : parts.join(' · ');
}

/**
 * What expires soon or has just expired: each group's domains counted once and priced as the
 * provider charges them (premium, grace and redemption fees), from one query in main; a
 * group's domains listed on demand.
 */
export function ExpiryView({
  account,
  offlineReason,
}: {
  account: AccountSummary;
  offlineReason: string | null;
}) {
  const dueRead = useBridgeRead('renewals:due', { accountId: account.id });
  const due = dueRead.status === 'ok' ? dueRead.data : null;
  const [checkError, setError] = useState<AppError | null>(null);
  const error = dueRead.status === 'error' ? dueRead.error : checkError;
  const [shown, setShown] = useState<RenewalGroup | null>(null);
  const [renewing, setRenewing] = useState<RenewTarget | null>(null);
  // Bumped after a premium check, so the groups and the list are read again.
  const [version, setVersion] = useState(0);
  const [checking, setChecking] = useState<RenewalGroup | null>(null);
  const [checked, setChecked] = useState<string | null>(null);

  const checkPremium = async (group: RenewalGroup) => {
    setChecking(group);
    const answer = await getBridge().renewalsCheckPremium({ accountId: account.id, group });
    setChecking(null);
    if (!answer.ok) {
      setError(answer.error);
      return;
    }
    const { asked, answered, stillUnknown } = answer.data;
    setChecked(
      `${GROUP_LABELS[group]}: the provider answered for ${answered} of ${asked} domains asked; ${stillUnknown} still unknown.`,
    );
    // The counts are read again on main's `domains` change, when a lookup found anything.
    setVersion((v) => v + 1);
  };

  const currency = due?.currency ?? account.currency;
  const held = account.balance?.amount ?? null;
  const balance = held === null ? 'unknown' : formatMoney(held, account.currency);
  return (
    <Card {...STICKY_HOST} withBorder padding="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Renewals due</Text>
        <Text size="sm">
          Balance: <b>{balance}</b>
        </Text>
      </Group>
      {error && <ErrorAlert error={error} title="The renewals due could not be counted" />}
      {due === null && error === null && <Loader size="sm" />}
      {due && (
        <>
          {due.pricesFetchedAt === null && (
            <Alert color="yellow" variant="light" mb="xs">
              TLD prices were never read for this account, so no renewal can be priced yet. Refresh
              the prices when online.
            </Alert>
          )}
          <Table fz="sm" verticalSpacing={4} aria-label="Renewals due">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Group</Table.Th>
                <Table.Th ta="right">Domains</Table.Th>
                <Table.Th ta="right">Credits to renew (1 year)</Table.Th>
                <Table.Th>Not priced</Table.Th>
                <Table.Th ta="right">Against the balance</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {due.groups.map((group) => {
                const label = GROUP_LABELS[group.group];
                const open = group.premiumUnknown + group.unpriced > 0;
                const short = held === null ? null : Number(group.total) > Number(held);
                return (
                  <Table.Tr key={group.group}>
                    <Table.Td>{label}</Table.Td>
                    <Table.Td ta="right">{group.count.toLocaleString('en-US')}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {creditsText(group, currency)}
                    </Table.Td>
                    <Table.Td>
                      {notPricedText(group)}
                      {group.premiumUnknown > 0 && (
                        <Button
                          ml="xs"
                          size="compact-xs"
                          variant="default"
                          aria-label={`Look up premium prices: ${label}`}
                          loading={checking === group.group}
                          disabled={offlineReason !== null || checking !== null}
                          title={offlineReason ?? undefined}
                          onClick={() => void checkPremium(group.group)}
                        >
                          Look up
                        </Button>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      {short === null || group.count === 0 ? (
                        '—'
                      ) : (
                        <Text span size="sm" c={short ? 'red' : open ? 'orange' : 'green'} fw={600}>
                          {short ? 'Not enough credits' : open ? 'Covered so far' : 'Covered'}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`List these: ${label}`}
                          aria-pressed={shown === group.group}
                          disabled={group.count === 0}
                          onClick={() => {
                            setShown(shown === group.group ? null : group.group);
                          }}
                        >
                          List
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={`Renew these: ${label}`}
                          disabled={offlineReason !== null || group.count === 0}
                          title={offlineReason ?? undefined}
                          onClick={() => {
                            setRenewing({ accountId: account.id, group: group.group });
                          }}
                        >
                          Renew these
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {checked && (
            <Text size="sm" mt="xs" role="status">
              {checked}
            </Text>
          )}
          {shown && (
            <RenewalList
              key={`${shown}#${version}`}
              accountId={account.id}
              group={shown}
              currency={currency}
            />
          )}
        </>
      )}
      {renewing && (
        <RenewDialog
          group={renewing}
          onClose={() => {
            setRenewing(null);
          }}
        />
      )}
    </Card>
  );
}
