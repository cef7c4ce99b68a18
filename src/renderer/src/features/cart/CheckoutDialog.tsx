import { Table, Text } from '@mantine/core';
import type { Quote } from '../../../../shared/ipc/channels/pricing';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../components/money';

const VERB = { register: 'Register', transfer: 'Transfer', renew: 'Renew' } as const;

/** Exactly what will be charged, line by line, with the balance it comes from. */
export function CheckoutDialog({
  quote,
  opened,
  busy,
  onConfirm,
  onCancel,
}: {
  quote: Quote;
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const currency = quote.currency;
  const after =
    quote.balance.amount === null
      ? null
      : (Math.round(Number(quote.balance.amount) * 100) - Math.round(Number(quote.total) * 100)) /
        100;
  const count = quote.items.length;
  return (
    <ConfirmDialog
      opened={opened}
      title={`Place ${count === 1 ? '1 order' : `${count} orders`} for ${formatMoney(quote.total, currency)}?`}
      confirmLabel={`Pay ${formatMoney(quote.total, currency)}`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Table fz="sm" verticalSpacing={3} aria-label="Orders to be charged">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Domain</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th ta="right">Charged</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.items.map((item) => (
            <Table.Tr key={`${item.operation}:${item.domain}`}>
              <Table.Td>{item.unicodeDomain}</Table.Td>
              <Table.Td>
                {VERB[item.operation]}, {item.period === 1 ? '1 year' : `${item.period} years`}
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(item.price, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td colSpan={2} fw={700}>
              Total
            </Table.Td>
            <Table.Td ta="right" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(quote.total, currency)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm">
        Taken from the balance of {formatMoney(quote.balance.amount, currency)}
        {after !== null ? `, leaving ${formatMoney(after, currency)}` : ''}. Each order is sent
        once; a premium name is charged its premium price.
      </Text>
    </ConfirmDialog>
  );
}
