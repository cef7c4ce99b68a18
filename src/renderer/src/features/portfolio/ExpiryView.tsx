import { Button, Card, Group, Loader, Table, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AccountSummary } from '../../../../shared/accounts/accountTypes';
import type { PortfolioFilter } from '../../../../shared/ipc/channels/portfolioTypes';
import type { PortfolioSelection } from '../../../../shared/ipc/channels/portfolioBulkTypes';
import { getBridge } from '../../bridge';
import { formatMoney } from '../../components/money';
import { RENEW_LIMIT, RenewDialog } from './bulk/RenewDialog';
import { selectionInput } from './grid/bridgeInput';

interface Group {
  readonly label: string;
  readonly filter: PortfolioFilter;
}

interface GroupFigures {
  readonly count: number;
  readonly credits: string | null;
  readonly currency: string | null;
}

/** The longest grace and redemption windows of the account's TLDs, in days. */
async function windows(accountId: string): Promise<{ grace: number; redemption: number }> {
  const answer = await getBridge().pricingTldPrices({ accountId });
  if (!answer.ok) return { grace: 30, redemption: 30 };
  const most = (pick: (days: number | null) => number) =>
    answer.data.prices.reduce((max, price) => Math.max(max, pick(price.graceDays)), 0);
  return {
    grace: most((days) => days ?? 0),
    redemption: answer.data.prices.reduce((max, p) => Math.max(max, p.redemptionDays ?? 0), 0),
  };
}

function groupsFor(grace: number, redemption: number): Group[] {
  return [
    { label: 'Expire within 30 days', filter: { expiringWithinDays: 30 } },
    { label: 'Expire within 60 days', filter: { expiringWithinDays: 60 } },
    { label: 'Expire within 90 days', filter: { expiringWithinDays: 90 } },
    { label: `Expired, within grace (up to ${grace} days)`, filter: { expiredWithinDays: grace } },
    {
      label: `Expired, within redemption (up to ${grace + redemption} days)`,
      filter: { expiredWithinDays: grace + redemption },
    },
  ];
}

/** What expires soon or has just expired, the credits to renew each group, and the balance. */
export function ExpiryView({
  account,
  offlineReason,
}: {
  account: AccountSummary;
  offlineReason: string | null;
}) {
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [figures, setFigures] = useState<Record<string, GroupFigures>>({});
  const [renewing, setRenewing] = useState<PortfolioSelection | null>(null);

  useEffect(() => {
    const run = { live: true };
    // Read through a call: the answer may arrive after the view closed.
    const live = () => run.live;
    void (async () => {
      const { grace, redemption } = await windows(account.id);
      const found = groupsFor(grace, redemption);
      if (live()) setGroups(found);
      for (const group of found) {
        const selection: PortfolioSelection = {
          kind: 'filter',
          accountId: account.id,
          filter: group.filter,
        };
        const names = await getBridge().portfolioSelectionNames({
          selection: selectionInput(selection),
          limit: RENEW_LIMIT,
        });
        if (!names.ok || !live()) continue;
        const items = names.data.names.map((n) => ({
          domain: n.name,
          operation: 'renew' as const,
          period: 1,
        }));
        const quote =
          items.length === 0
            ? null
            : await getBridge().pricingQuote({ accountId: account.id, items });
        const priced = quote?.ok ? quote.data : null;
        if (!live()) return;
        setFigures((known) => ({
          ...known,
          [group.label]: {
            count: names.data.total,
            credits: priced?.total ?? null,
            currency: priced?.currency ?? null,
          },
        }));
      }
    })();
    return () => {
      run.live = false;
    };
  }, [account.id]);

  const balance = account.balance
    ? formatMoney(account.balance.amount, account.currency)
    : 'unknown';
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Renewals due</Text>
        <Text size="sm">
          Balance: <b>{balance}</b>
        </Text>
      </Group>
      {groups === null ? (
        <Loader size="sm" />
      ) : (
        <Table fz="sm" verticalSpacing={4} aria-label="Renewals due">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Group</Table.Th>
              <Table.Th ta="right">Domains</Table.Th>
              <Table.Th ta="right">Credits to renew (1 year)</Table.Th>
              <Table.Th ta="right">Against the balance</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groups.map((group) => {
              const known = figures[group.label];
              const credits = known?.credits ?? null;
              const held = account.balance?.amount ?? null;
              const short =
                credits === null || held === null ? null : Number(credits) > Number(held);
              return (
                <Table.Tr key={group.label}>
                  <Table.Td>{group.label}</Table.Td>
                  <Table.Td ta="right">
                    {known === undefined ? '…' : known.count.toLocaleString('en-US')}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {known === undefined
                      ? '…'
                      : formatMoney(known.credits ?? '0', known.currency ?? account.currency)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {short === null ? (
                      '—'
                    ) : (
                      <Text span size="sm" c={short ? 'red' : 'green'} fw={600}>
                        {short ? 'Not enough credits' : 'Covered'}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={`Renew these: ${group.label}`}
                      disabled={offlineReason !== null || known === undefined || known.count === 0}
                      title={offlineReason ?? undefined}
                      onClick={() => {
                        setRenewing({
                          kind: 'filter',
                          accountId: account.id,
                          filter: group.filter,
                        });
                      }}
                    >
                      Renew these
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {renewing && (
        <RenewDialog
          selection={renewing}
          onClose={() => {
            setRenewing(null);
          }}
        />
      )}
    </Card>
  );
}
