import type { contactProfilesChannels } from '../../../shared/ipc/channels/contactProfiles';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function contactProfilesHandlers(
  services: Services,
): HandlersFor<typeof contactProfilesChannels> {
  return {
    'contactProfiles:list': () => services.contactProfiles.list(),
    'contactProfiles:save': (input) => services.contactProfiles.save(input),
    'contactProfiles:remove': ({ id }) => services.contactProfiles.remove(id),
  };
}
