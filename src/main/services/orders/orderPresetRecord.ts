import { AppFailure } from '../../../shared/ipc';
import type { OrderInput } from '../../../shared/ipc/channels/orders';
import type { OrderEntry } from '../../cache/orderJournal';
import { recordOrderPreset } from '../../cache/orderPresetsRepo';
import { getPreset } from '../../cache/presetsRepo';
import type { ServiceContext } from '../serviceContext';

export interface PresetOfOrder {
  readonly id: string;
  readonly name: string;
}

/**
 * The preset a registration or transfer carries, as it is now. One deleted since the line
 * chose it is refused before anything is sent: the line says so and another can be chosen.
 */
export function presetOfOrder(
  ctx: Pick<ServiceContext, 'cache'>,
  accountId: string,
  operation: OrderInput['operation'],
  presetId: string | undefined,
): PresetOfOrder | null {
  if (presetId === undefined || operation === 'renew') return null;
  const preset = getPreset(ctx.cache.db, accountId, presetId);
  if (preset === null) {
    throw new AppFailure(
      'invalid_input',
      'The preset chosen for this line no longer exists: choose another one, or none, on the line.',
    );
  }
  return { id: preset.id, name: preset.name };
}

/**
 * Keeps the preset with the journal entry, before the order is sent: once the domain is
 * active, the preset's DNS template and lock are applied (see `orderPresets`).
 */
export function keepOrderPreset(
  ctx: Pick<ServiceContext, 'cache'>,
  entry: OrderEntry,
  preset: PresetOfOrder,
): void {
  recordOrderPreset(
    ctx.cache.db,
    {
      orderId: entry.id,
      accountId: entry.accountId,
      domain: entry.domain,
      presetId: preset.id,
      presetName: preset.name,
    },
    entry.createdAt,
  );
}
