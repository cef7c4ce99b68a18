import type { Cache } from '../../cache/openCache';

/**
 * Puts the demo account's domains into its portfolio as rows of unknown status, in one
 * transaction. There is no API call listing an account's domains, so the names come from the
 * simulator, as a user's would from a file; the portfolio sync reads their details later.
 */
export function importDemoPortfolio(
  cache: Pick<Cache, 'domains'>,
  accountId: string,
  names: readonly string[],
): number {
  return cache.domains.upsertMany(
    accountId,
    names.map((name) => ({ name, origin: 'imported' as const })),
  );
}
