import { ScrollArea, Table } from '@mantine/core';
import type { QuoteItem } from '../../../../../shared/ipc/channels/pricing';
import type { RenewalPlan } from '../../../../../shared/ipc/channels/renewals';
import { formatMoney } from '../../../components/money';
import { PREMIUM_UNKNOWN } from '../expiry/renewalText';

function lateFeeText(fee: NonNullable<QuoteItem['lateFee']>, currency: string | null): string {
  return Number(fee.amount) === 0
    ? `expired, in ${fee.phase}`
    : `incl. ${fee.phase} fee ${formatMoney(fee.amount, currency)}`;
}

/** Each domain of a renewal batch: current expiry → new expiry, and its price for a year. */
export function RenewalLines({ plan, currency }: { plan: RenewalPlan; currency: string | null }) {
  const items = new Map(plan.quote.items.map((item) => [item.domain, item]));
  return (
    <ScrollArea.Autosize
      mah={320}
      type="auto"
      // Focusable, so the list scrolls with the keyboard too.
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Renewals, scrollable' }}
    >
      <Table fz="sm" verticalSpacing={2} stickyHeader aria-label="Renewals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Domain</Table.Th>
            <Table.Th>Expires</Table.Th>
            <Table.Th>Renewed to</Table.Th>
            <Table.Th ta="right">Price (1 year)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plan.lines.map((line) => {
            const item = items.get(line.domain);
            const note =
              item?.problem ??
              (item?.renewalPremium === 'unknown'
                ? PREMIUM_UNKNOWN
                : [
                    item?.renewalPremium === 'premium' && 'premium',
                    item?.lateFee && lateFeeText(item.lateFee, currency),
                  ]
                    .filter((text) => text !== false && text !== undefined)
                    .join(', '));
            return (
              <Table.Tr key={line.domain}>
                <Table.Td>{line.unicodeDomain}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{line.expiryDate ?? 'unknown'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {line.newExpiryDate ?? 'unknown'}
                </Table.Td>
                <Table.Td ta="right">
                  {item?.price === null || item?.price === undefined
                    ? note
                    : `${formatMoney(item.price, currency)}${note === '' ? '' : ` (${note})`}`}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
