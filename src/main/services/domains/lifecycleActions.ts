import { AppFailure } from '../../../shared/ipc';
import type { ChangeResult, EppCodeView } from '../../../shared/ipc/channels/domainsTypes';
import type { DomainRef } from '../portfolio/domainRef';
import type { ServiceContext } from '../serviceContext';
import { callApi, openTarget, runChange } from './domainCalls';
import type { Target } from './domainCalls';

function keepStatus(ctx: ServiceContext, t: Target): 'active' | 'expired' {
  return ctx.cache.domains.get(t.accountId, t.name)?.status === 'expired' ? 'expired' : 'active';
}

/** Sets the registrar lock; `before` is read live so the log says what it really was. */
export async function setLock(
  ctx: ServiceContext,
  ref: DomainRef,
  locked: boolean,
): Promise<ChangeResult<{ locked: boolean }>> {
  const t = await openTarget(ctx, ref, null);
  const live = await callApi(ctx, t, null, () => t.client.getLock(t.name));
  const { activityId } = await runChange(ctx, t, {
    action: 'lock.set',
    feature: null,
    before: { locked: live === 'locked' },
    attempted: { locked },
    send: () => t.client.setLock(t.name, locked ? 'locked' : 'unlocked'),
  });
  ctx.cache.domains.recordActive(t.accountId, t.name, { status: keepStatus(ctx, t), locked });
  return { activityId, data: { locked } };
}

export async function setIdProtection(
  ctx: ServiceContext,
  ref: DomainRef,
  enabled: boolean,
): Promise<ChangeResult<{ idProtection: boolean }>> {
  const t = await openTarget(ctx, ref, 'idprotection');
  const { activityId } = await runChange(ctx, t, {
    action: 'idprotection.set',
    feature: 'idprotection',
    before: { idProtection: t.row.idProtection },
    attempted: { idProtection: enabled },
    send: () => t.client.setIdProtection(t.name, enabled),
  });
  ctx.cache.domains.recordActive(t.accountId, t.name, {
    status: keepStatus(ctx, t),
    idProtection: enabled,
  });
  return { activityId, data: { idProtection: enabled } };
}

/**
 * Fetches the transfer authorization code for the user to copy. The code is a secret: it is
 * returned to the caller only, never written to the cache or the activity log.
 */
export async function getEppCode(ctx: ServiceContext, ref: DomainRef): Promise<EppCodeView> {
  const t = await openTarget(ctx, ref, 'eppcode');
  const result = await callApi(ctx, t, 'eppcode', () => t.client.eppCode(t.name));
  const code = result.eppCode?.trim() ? result.eppCode.trim() : null;
  ctx.cache.activity.append({
    accountId: t.accountId,
    domain: t.name,
    action: 'eppcode.get',
    result: 'succeeded',
    resultDetail: code ? 'The code was shown.' : 'The registrar sends the code to the registrant.',
  });
  return {
    eppCode: code,
    message: code
      ? 'Give this code to the gaining registrar. Anyone holding it can start a transfer.'
      : 'The registrar e-mails the code to the registrant contact.',
  };
}

const TRANSFER_TAG = /^[A-Za-z0-9._-]{2,64}$/;

/** Hands the domain to another registrar's tag (e.g. Nominet .uk). Irreversible. */
export async function releaseDomain(
  ctx: ServiceContext,
  ref: DomainRef,
  transferTag: string,
): Promise<ChangeResult<{ status: 'released' }>> {
  const tag = transferTag.trim();
  if (tag === '') {
    throw new AppFailure('invalid_input', 'The transfer tag of the gaining registrar is required.');
  }
  if (!TRANSFER_TAG.test(tag)) {
    throw new AppFailure(
      'invalid_input',
      `"${tag}" is not a registrar tag (letters, digits, dots, hyphens; 2 to 64 characters).`,
    );
  }
  const t = await openTarget(ctx, ref, null);
  const { activityId } = await runChange(ctx, t, {
    action: 'domain.release',
    feature: null,
    before: { status: t.row.status },
    attempted: { status: 'released', transferTag: tag },
    send: () => t.client.release(t.name, tag),
  });
  ctx.cache.domains.setStatus(t.accountId, t.name, 'released');
  return { activityId, data: { status: 'released' } };
}

/** Requests deletion at the registry. Irreversible; the row stays, marked deleted. */
export async function deleteDomain(
  ctx: ServiceContext,
  ref: DomainRef,
): Promise<ChangeResult<{ status: 'deleted' }>> {
  const t = await openTarget(ctx, ref, null);
  const { activityId } = await runChange(ctx, t, {
    action: 'domain.delete',
    feature: null,
    before: { status: t.row.status },
    attempted: { status: 'deleted' },
    send: () => t.client.deleteDomain(t.name),
  });
  ctx.cache.domains.setStatus(t.accountId, t.name, 'deleted');
  return { activityId, data: { status: 'deleted' } };
}
