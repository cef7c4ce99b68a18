import { List, Text } from '@mantine/core';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../components/money';
import type { SelectionTotal } from './selectionTotal';

/** "239 selected · 3 premium · 2,650.00 USD": the running total of the ticked names. */
export function selectionText(sel: SelectionTotal): string {
  const parts = [`${sel.count} selected`];
  if (sel.premium.length > 0) parts.push(`${sel.premium.length} premium`);
  if (sel.count > 0) {
    parts.push(
      `${formatMoney(sel.total, sel.currency)}${sel.unpriced > 0 ? ` (+${sel.unpriced} unpriced)` : ''}`,
    );
  }
  return parts.join(' · ');
}

/** Asks again before a selection with premium names, or a large one, goes to the cart. */
export function AddSelectionDialog({
  selection,
  opened,
  onConfirm,
  onCancel,
}: {
  selection: SelectionTotal;
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const n = selection.count;
  return (
    <ConfirmDialog
      opened={opened}
      title={`Add ${n === 1 ? '1 name' : `${n} names`} to the cart?`}
      confirmLabel={`Add ${n} to cart`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <Text size="sm">{selectionText(selection)}</Text>
      {selection.premium.length > 0 && (
        <>
          <Text size="sm">
            Premium names are charged their own price, not the TLD&apos;s, and renew at a premium
            price too:
          </Text>
          <List size="sm" aria-label="Premium names selected">
            {selection.premium.map((row) => (
              <List.Item key={row.domain}>
                {row.unicodeDomain}: {formatMoney(row.registerPrice, row.currency)}
                {row.renewPrice !== null &&
                  `, renews at ${formatMoney(row.renewPrice, row.currency)}`}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="xs" c="dimmed">
        Nothing is charged yet: the cart shows each line&apos;s price again before checkout.
      </Text>
    </ConfirmDialog>
  );
}
