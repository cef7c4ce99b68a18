import { searchStores } from './searchStore';

/** Brings an earlier search's results back on the search screen of its account. */
export function showSearchJob(accountId: string, jobId: string): void {
  searchStores.forAccount(accountId).getState().showJob(jobId);
}
