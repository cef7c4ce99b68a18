import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { OrderView } from '../../../../shared/ipc/channels/orders';
import { getBridge } from '../../bridge';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../components/money';
import { notifyDone, notifyError } from '../../components/notify';

const OPERATION_WORDS = { register: 'register', transfer: 'transfer', renew: 'renew' };

/**
 * "Send again", offered only for an order the checks found not placed once the provider could
 * no longer be working on it; it places a new order, so it asks first and states the cost.
 */
export function SendAgainButton({ order }: { order: OrderView }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [eppCode, setEppCode] = useState('');
  const [sent, setSent] = useState(false);
  if (!order.canSendAgain || sent) return null;
  const years = order.period === 1 ? '1 year' : `${String(order.period)} years`;
  const send = async () => {
    setBusy(true);
    const result = await getBridge().ordersSendAgain({
      orderId: order.id,
      confirm: true,
      ...(order.operation === 'transfer' && eppCode !== '' && { eppCode }),
    });
    setBusy(false);
    setAsking(false);
    if (!result.ok) {
      notifyError(`${order.unicodeDomain} was not sent again`, result.error);
      return;
    }
    setSent(true);
    notifyDone(`${order.unicodeDomain}: sent again`, result.data.message);
  };
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        color="orange"
        onClick={() => {
          setAsking(true);
        }}
      >
        Send again
      </Button>
      <ConfirmDialog
        opened={asking}
        title={`Send the ${order.operation} of ${order.unicodeDomain} again?`}
        confirmLabel={`Order ${order.unicodeDomain} again`}
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => {
          setAsking(false);
        }}
      >
        <Stack gap="xs">
          <Text size="sm">
            The first order was found not placed and nothing was charged for it. Sending again
            places a new order to {OPERATION_WORDS[order.operation]} {order.unicodeDomain} for{' '}
            {years}
            {order.price === null ? '' : `, charging ${formatMoney(order.price, order.currency)}`}.
          </Text>
          {order.operation === 'transfer' && (
            <TextInput
              label="EPP code"
              description="The authorisation code from the current registrar; it is used once and never stored."
              value={eppCode}
              onChange={(event) => {
                setEppCode(event.currentTarget.value);
              }}
              autoComplete="off"
            />
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
