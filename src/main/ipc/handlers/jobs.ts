import { AppFailure } from '../../../shared/ipc';
import type { jobsChannels } from '../../../shared/ipc/channels/jobs';
import type { Services } from '../../createServices';
import type { HandlersFor } from '../dispatcher';

export function jobsHandlers(services: Services): HandlersFor<typeof jobsChannels> {
  return {
    'jobs:list': () => services.jobs.list(),
    'jobs:get': ({ jobId, offset, limit }) => {
      const detail = services.jobs.get(jobId, {
        ...(offset !== undefined && { offset }),
        ...(limit !== undefined && { limit }),
      });
      if (!detail) throw new AppFailure('not_found', 'This job is no longer known to DomainDesk.');
      return detail;
    },
    'jobs:cancel': ({ jobId }) => services.jobs.cancel(jobId),
  };
}
