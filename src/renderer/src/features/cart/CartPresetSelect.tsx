import { Select } from '@mantine/core';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import { presetOrderLine, presetPartsAfterActive } from '../../../../shared/presets/presetOrder';
import { notifyDone } from '../../components/notify';
import { useBridgeRead } from '../../data/useBridgeRead';

/**
 * Fills a cart line from one of the account's presets: nameservers, contacts and add-ons go
 * into the order; a DNS template and the lock cannot, and the notice says they are applied
 * from the portfolio ("Apply preset…") once the domain is active.
 */
export function CartPresetSelect({
  accountId,
  item,
  onFill,
}: {
  accountId: string;
  item: CartItemView;
  onFill: (parts: ReturnType<typeof presetOrderLine>) => void;
}) {
  const read = useBridgeRead('presets:list', { accountId });
  const presets = read.status === 'ok' ? read.data : [];
  if (presets.length === 0) return null;
  return (
    <Select
      size="xs"
      w={260}
      label={`Preset for ${item.unicodeDomain}`}
      placeholder="Fill this line from a preset"
      data={presets.map((preset) => ({ value: preset.id, label: preset.name }))}
      value={null}
      onChange={(id) => {
        const preset = presets.find((p) => p.id === id);
        if (preset === undefined) return;
        onFill(presetOrderLine(preset, item));
        const later = presetPartsAfterActive(preset);
        notifyDone(
          `${preset.name} fills ${item.unicodeDomain}`,
          later.length === 0
            ? 'Its nameservers, contacts and add-ons are on the line.'
            : `Its nameservers, contacts and add-ons are on the line; ${later.join(' and ')} cannot be ordered: apply the preset from the portfolio once the domain is active.`,
        );
      }}
    />
  );
}
