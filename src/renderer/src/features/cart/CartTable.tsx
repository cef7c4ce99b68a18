import { ActionIcon, Button, Select, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { lookAlikeWarning } from '../../../../shared/domainName/lookAlike';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import type { QuoteItem } from '../../../../shared/ipc/channels/pricing';
import { formatMoney } from '../../components/money';
import { unknownOrderFor } from './cartDrafts';
import { CartItemEditor } from './CartItemEditor';
import { PremiumMark } from './PremiumMark';
import { useCart } from './cartStore';
import { useCartView, useUnknownOrders } from './cartReads';
import { ReconcileAction } from './ReconcileAction';
import type { FieldIssue } from '../../../../shared/rules/fieldIssue';

const OPERATION_LABEL = { register: 'Register', transfer: 'Transfer', renew: 'Renew' } as const;

function yearsLabel(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

/** The cart's lines with their period, price and problems; each opens to its own settings. */
export function CartTable({ problems }: { problems: ReadonlyMap<number, FieldIssue[]> }) {
  const { accountId, items, quote } = useCartView();
  const account = accountId === null ? null : { id: accountId };
  const saving = useCart((s) => s.saving);
  const lineErrors = useCart((s) => s.lineErrors);
  const update = useCart((s) => s.update);
  const unknownOrders = useUnknownOrders(accountId);
  const remove = useCart((s) => s.remove);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const quoted = (item: CartItemView): QuoteItem | undefined =>
    quote?.items.find((q) => q.domain === item.domain && q.operation === item.operation);
  const focusField = useCart((s) => s.focusField);
  // Transfers start open (their EPP code is asked for there), and so do lines with registry
  // fields (they are filled in there); a line whose field is to be focused opens regardless.
  const startsOpen = (item: CartItemView) =>
    item.operation === 'transfer' || Object.keys(item.domainfields).length > 0;
  const shown = (item: CartItemView) =>
    focusField?.itemId === item.id || startsOpen(item) !== open.has(item.id);
  const toggle = (id: number) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };

  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" aria-label="Cart items">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Domain</Table.Th>
          <Table.Th>Order</Table.Th>
          <Table.Th>Period</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th w="40%">Ready?</Table.Th>
          <Table.Th w={110} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const q = quoted(item);
          const lineProblems = problems.get(item.id) ?? [];
          const saveError = lineErrors[item.id];
          const unknown = unknownOrderFor(item, unknownOrders);
          const lookAlike = lookAlikeWarning(item.unicodeDomain);
          const offered = q?.offeredPeriods.length ? q.offeredPeriods : [item.period];
          return (
            <Fragment key={item.id}>
              <Table.Tr>
                <Table.Td fw={500} style={{ whiteSpace: 'nowrap' }}>
                  <span>{item.unicodeDomain}</span>
                  {lookAlike !== undefined && (
                    <Text size="xs" c="orange.8" miw={220} style={{ whiteSpace: 'normal' }}>
                      {lookAlike}
                    </Text>
                  )}
                </Table.Td>
                {/* A narrow column puts the Premium mark under the order rather than under the
                    period picker beside it. */}
                <Table.Td miw={124}>
                  <Text size="sm" span style={{ whiteSpace: 'nowrap' }}>
                    {OPERATION_LABEL[item.operation]}
                  </Text>
                  {item.premium && <PremiumMark />}
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    w={110}
                    aria-label={`Period for ${item.unicodeDomain}`}
                    allowDeselect={false}
                    disabled={saving === item.id}
                    data={offered.map((years) => ({
                      value: String(years),
                      label: yearsLabel(years),
                    }))}
                    value={String(item.period)}
                    onChange={(value) => {
                      if (value !== null && account)
                        void update(account.id, item, { period: Number(value) });
                    }}
                  />
                </Table.Td>
                <Table.Td
                  ta="right"
                  style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {q?.renewalPremium === 'unknown'
                    ? `Premium renewal price unknown${item.acceptUnknownPrice === true ? ' (accepted)' : ''}`
                    : formatMoney(q?.price ?? null, quote?.currency ?? null)}
                  {typeof item.premium?.renew === 'string' && (
                    <Text size="xs" c="dimmed">
                      renews at {formatMoney(item.premium.renew, quote?.currency ?? null)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {q?.problem !== undefined ||
                  saveError !== undefined ||
                  lineProblems.length > 0 ? (
                    <Stack gap={2}>
                      <Text size="xs" c="red" role="alert">
                        {[
                          q?.problem,
                          saveError?.message,
                          ...lineProblems.map((problem) => problem.message),
                        ]
                          .filter((text) => text !== undefined)
                          .join(' · ')}
                      </Text>
                      {unknown && <ReconcileAction order={unknown} compact />}
                    </Stack>
                  ) : (
                    <Text size="xs" c="green">
                      Ready
                    </Text>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-expanded={shown(item)}
                    aria-label={`Options for ${item.unicodeDomain}`}
                    onClick={() => {
                      toggle(item.id);
                    }}
                  >
                    Options
                  </Button>
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${item.unicodeDomain} from the cart`}
                    onClick={() => {
                      if (account) void remove(account.id, item.id);
                    }}
                  >
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
              {shown(item) && (
                <Table.Tr>
                  <Table.Td colSpan={6} bg="var(--mantine-color-default-hover)">
                    <CartItemEditor item={item} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
