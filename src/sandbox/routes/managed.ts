import type { DomainRecord } from '../domains';
import { toAsciiName } from '../domainName';
import { notInAccount, notSupported } from '../replies';
import { supports, type RegistrarFeature } from '../registrarProfiles';
import type { ApiContext } from '../router';

/** The `{domain}` of the path, ASCII. */
export function domainParam(ctx: ApiContext): string {
  return toAsciiName(ctx.params.domain ?? '');
}

/** Any record of the path's domain held by the caller's account, whatever its state. */
export function ownRecord(ctx: ApiContext): DomainRecord {
  const record = ctx.state.domains.get(domainParam(ctx));
  if (record?.account !== ctx.account.email) throw notInAccount();
  return record;
}

/** The path's domain, active in the caller's account; 403 otherwise. */
export function activeDomain(ctx: ApiContext): DomainRecord {
  const record = ownRecord(ctx);
  if (record.state !== 'active') throw notInAccount();
  return record;
}

/** Throws the registrar's 501 when its module lacks the function. */
export function requireFeature(ctx: ApiContext, feature: RegistrarFeature): void {
  if (!supports(ctx.account.profile, feature)) throw notSupported();
}
