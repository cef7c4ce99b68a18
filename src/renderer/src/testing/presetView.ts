import type { PresetView } from '../../../shared/ipc/channels/presets';
import { PRESET_LEAVING_ALL } from '../../../shared/presets/testing/samplePreset';

/** A saved preset as screens receive it, leaving everything as it is but what is given. */
export function presetView(
  fields: Pick<PresetView, 'id' | 'name'> & Partial<PresetView>,
): PresetView {
  return {
    ...PRESET_LEAVING_ALL,
    accountId: 'acc-1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}
