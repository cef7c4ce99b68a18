import { Button, Group, Text } from '@mantine/core';
import type { OrderView } from '../../../shared/ipc/channels/orders';
import { orderPresetStatusText } from '../../../shared/presets/orderPresetStatus';
import { presetApplyStore } from '../state/presetApplyRequest';
import { formatDate } from './dates';

const COLOR = {
  waiting: 'dimmed',
  applying: 'dimmed',
  applied: 'green',
  not_placed: 'dimmed',
} as const;

/**
 * How applying the preset an order carried went ("Preset Parking: applied on 2026-11-28
 * (DNS template, lock off)"); where it needs the user, "Apply preset…" opens on the domain.
 * Nothing for an order without a preset.
 */
export function OrderPresetLine({ order }: { order: OrderView }) {
  const preset = order.preset;
  if (preset?.status === undefined) return null;
  const { text, review } = orderPresetStatusText(preset.name, preset.status, formatDate);
  const state = preset.status.state;
  const color = state in COLOR ? COLOR[state as keyof typeof COLOR] : 'orange';
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="xs" c={color}>
        {text}
      </Text>
      {review && (
        <Button
          size="compact-xs"
          variant="light"
          aria-label={`Apply preset… to ${order.unicodeDomain}`}
          onClick={() => {
            presetApplyStore.getState().ask({
              accountId: order.accountId,
              names: [order.domain],
              presetId: preset.id,
            });
          }}
        >
          Apply preset…
        </Button>
      )}
    </Group>
  );
}
