import { Select } from '@mantine/core';
import type { CartItemView } from '../../../../shared/ipc/channels/orders';
import { presetLaterText, presetOrderLine } from '../../../../shared/presets/presetOrder';
import type { OrderLineParts } from '../../../../shared/presets/presetOrder';
import { notifyDone } from '../../components/notify';
import { useBridgeRead } from '../../data/useBridgeRead';

/** A preset chosen (its parts fill the line) or cleared (the line keeps what it holds). */
export type PresetChoice = { readonly presetId: null } | (OrderLineParts & { presetId: string });

/**
 * The preset of a registration or transfer line, remembered with the line: choosing one fills
 * the line's nameservers, contacts and add-ons; its DNS template and lock, which an order
 * cannot carry, are applied by themselves once the domain is active (the line says so).
 */
export function CartPresetSelect({
  accountId,
  item,
  onChoose,
}: {
  accountId: string;
  item: CartItemView;
  onChoose: (choice: PresetChoice) => void;
}) {
  const read = useBridgeRead('presets:list', { accountId });
  const presets = read.status === 'ok' ? read.data : [];
  const chosen = presets.find((preset) => preset.id === item.presetId);
  if (presets.length === 0 && item.presetId === undefined) return null;
  const gone = read.status === 'ok' && item.presetId !== undefined && chosen === undefined;
  const later = chosen === undefined ? null : presetLaterText(chosen);
  const name = item.unicodeDomain;
  return (
    <Select
      size="xs"
      w={340}
      label={`Preset for ${name}`}
      placeholder="Fill this line from a preset"
      description={later === null ? undefined : `${later}.`}
      error={
        gone
          ? 'The preset chosen for this line was deleted: choose another one, or clear it.'
          : undefined
      }
      clearable
      // Mantine hides its clear button from the keyboard and screen readers: not this one.
      clearButtonProps={{
        'aria-label': `Clear the preset for ${name}`,
        'aria-hidden': false,
        tabIndex: 0,
      }}
      allowDeselect={false}
      data={[
        ...presets.map((preset) => ({ value: preset.id, label: preset.name })),
        // Shown (and cleared) as what the line still holds.
        ...(gone ? [{ value: item.presetId, label: 'Deleted preset', disabled: true }] : []),
      ]}
      value={item.presetId ?? null}
      onChange={(id) => {
        if (id === null) {
          onChoose({ presetId: null });
          return;
        }
        const preset = presets.find((p) => p.id === id);
        if (preset === undefined) return;
        onChoose({ ...presetOrderLine(preset, item), presetId: preset.id });
        const then = presetLaterText(preset);
        notifyDone(
          `${preset.name} fills ${name}`,
          then === null
            ? 'Its nameservers, contacts and add-ons are on the line.'
            : `Its nameservers, contacts and add-ons are on the line. ${then.charAt(0).toUpperCase()}${then.slice(1)}.`,
        );
      }}
    />
  );
}
