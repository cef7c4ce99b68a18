import type { JobKind } from '../../../shared/ipc/channels/jobs';
import type { Screen } from '../state/navigationStore';

/** Where a finished job's results are read, by job kind. */
export const RESULTS_SCREEN: Readonly<Partial<Record<JobKind, Screen>>> = {
  search: 'search',
  orders: 'cart',
  sync: 'portfolio',
};
