import type { presetsChannels } from '../../../shared/ipc/channels/presets';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function presetsHandlers(services: Services): HandlersFor<typeof presetsChannels> {
  return {
    'presets:list': ({ accountId }) => services.presets.list(accountId),
    'presets:save': ({ accountId, preset }) => services.presets.save(accountId, preset),
    'presets:duplicate': ({ accountId, id }) => services.presets.duplicate(accountId, id),
    'presets:remove': ({ accountId, id }) => services.presets.remove(accountId, id),
    'presets:applyPreview': ({ selection, presetId }) =>
      services.presets.applyPreview(selection, presetId),
  };
}
