import { AppFailure } from '../../../shared/ipc';
import { invalidInputDetail } from '../../../shared/ipc/invalidInputDetail';
import type { DomainRecord } from '../../cache/domainRecord';
import type { Cache } from '../../cache/openCache';
import { domainsNamed } from '../../cache/portfolioQueries';
import { checkDomainName } from './domainNameCheck';

/** A domain of the portfolio; the account may be left out when only one holds the name. */
export interface DomainRef {
  readonly name: string;
  readonly accountId?: string | undefined;
}

/** The ASCII form of a name typed or passed in, or an `invalid_input` failure saying why not. */
export function requireDomainName(name: string): string {
  const check = checkDomainName(name);
  if (!check.ok) throw new AppFailure('invalid_input', check.reason);
  return check.name;
}

/** The cached row a reference points at, or a failure the user can act on. */
export function resolveDomain(cache: Cache, ref: DomainRef): DomainRecord {
  const name = requireDomainName(ref.name);
  if (ref.accountId !== undefined) {
    const row = cache.domains.get(ref.accountId, name);
    if (!row) {
      const label = cache.accounts.get(ref.accountId)?.label ?? ref.accountId;
      throw new AppFailure('not_found', `${name} is not in the portfolio of "${label}".`);
    }
    return row;
  }
  const rows = domainsNamed(cache.db, name);
  const [only] = rows;
  if (only === undefined) throw new AppFailure('not_found', `${name} is not in the portfolio.`);
  if (rows.length > 1) {
    const message = `${name} is in the portfolios of ${rows.length} accounts; say which account is meant.`;
    throw new AppFailure(
      'invalid_input',
      message,
      invalidInputDetail([{ path: 'accountId', message }]),
    );
  }
  return only;
}
