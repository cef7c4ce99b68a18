import { findTld } from '../catalogue';
import { addDays, daysBetween, isoDate } from '../clock';
import type { DomainRecord } from '../domains';
import { requiredString } from '../formFields';
import { eppCodeFor } from '../eppCode';
import { eppNotSupported, json, registrarError, statusSuccess, validationError } from '../replies';
import { supports } from '../registrarProfiles';
import type { ApiContext, Route } from '../router';
import { activeDomain, ownRecord, requireFeature } from './managed';

const TRANSFER_LOCK_DAYS = 60;

/** The registrar's status word for an active domain, from its expiry and the TLD's periods. */
export function registrarStatus(record: DomainRecord, now: number): string {
  if (now <= record.expiresAt) return 'Active';
  const tld = findTld(record.name.slice(record.name.indexOf('.') + 1));
  const late = daysBetween(record.expiresAt, now);
  const grace = tld?.graceDays ?? 0;
  if (late <= grace) return 'Grace';
  if (tld && tld.redemptionDays >= 0 && late <= grace + tld.redemptionDays) return 'Redemption';
  return 'Expired';
}

function information(ctx: ApiContext): Record<string, unknown> {
  const record = activeDomain(ctx);
  const details = ctx.state.domains.details(record);
  const tld = record.name.slice(record.name.indexOf('.') + 1);
  const lockEnds = addDays(record.orderedAt, TRANSFER_LOCK_DAYS);
  const status = registrarStatus(record, ctx.now);
  const generic = !tld.includes('.') && tld.length > 2;
  return {
    domain: record.name,
    nameservers: Object.fromEntries(details.nameservers.map((ns, i) => [`ns${i + 1}`, ns])),
    transferLock: record.locked,
    expiryDate: isoDate(record.expiresAt),
    status,
    transferLockExpiryDate: lockEnds > ctx.now ? isoDate(lockEnds) : '',
    restorable: status === 'Redemption',
    idProtectionStatus: record.idProtection,
    dnsManagementStatus: record.dnsManagement,
    emailForwardingStatus: record.emailForwarding,
    isIrtpEnabled: generic,
    irtpOptOutStatus: false,
    irtpTransferLock: false,
    irtpTransferLockExpiryDate: '',
    domainContactChangePending: false,
    domainContactChangeExpiryDate: '',
    willDomainSuspend: false,
    registrantEmailAddress: details.contacts?.Registrant.email ?? '',
    renewBeforeExpiration: (findTld(tld)?.graceDays ?? 0) === 0,
    irtpVerificationTriggerFields: generic
      ? { Registrant: ['First Name', 'Last Name', 'Organisation Name', 'Email'] }
      : {},
  };
}

/** Sync answers 500 until the order has reached the registrar. */
function syncable(ctx: ApiContext): DomainRecord {
  const record = ownRecord(ctx);
  if (record.state === 'pending' || record.state === 'transfer-pending') throw registrarError();
  return record;
}

export const domainInfoRoutes: Route[] = [
  { method: 'GET', path: '/domains/:domain/information', handler: (ctx) => json(information(ctx)) },
  {
    method: 'POST',
    path: '/domains/:domain/sync',
    handler: (ctx) => {
      syncable(ctx);
      const record = activeDomain(ctx);
      const expired = ctx.now > record.expiresAt;
      return json({
        expirydate: isoDate(record.expiresAt),
        active: !expired,
        expired,
        transferredAway: false,
      });
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/transfersync',
    handler: (ctx) => {
      const record = syncable(ctx);
      if (record.state === 'transfer-failed') {
        return json({ failed: true, reason: record.failureReason ?? 'Transfer failed' });
      }
      activeDomain(ctx);
      return json({ completed: true, expirydate: isoDate(record.expiresAt) });
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/release',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      const tag = requiredString(ctx.body, 'transfertag');
      if (!/^[A-Za-z0-9-]{2,32}$/.test(tag))
        throw validationError(`transfertag '${tag}' is not a registrar tag`);
      record.state = 'released';
      record.account = null;
      return statusSuccess();
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/delete',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      record.state = 'deleted';
      record.account = null;
      return statusSuccess();
    },
  },
  {
    method: 'GET',
    path: '/domains/:domain/eppcode',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      if (!supports(ctx.account.profile, 'eppcode')) throw eppNotSupported();
      return json({ eppcode: eppCodeFor(record.name) });
    },
  },
  {
    method: 'GET',
    path: '/domains/:domain/lock',
    handler: (ctx) => json(activeDomain(ctx).locked ? 'locked' : 'unlocked'),
  },
  {
    method: 'POST',
    path: '/domains/:domain/lock',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      const status = requiredString(ctx.body, 'lockstatus');
      if (status !== 'locked' && status !== 'unlocked') {
        throw validationError(`lockstatus must be 'locked' or 'unlocked'`);
      }
      record.locked = status === 'locked';
      return statusSuccess();
    },
  },
  {
    method: 'POST',
    path: '/domains/:domain/protectid',
    handler: (ctx) => {
      const record = activeDomain(ctx);
      requireFeature(ctx, 'idprotection');
      const status = requiredString(ctx.body, 'status');
      if (status !== '1' && status !== '0') throw validationError('status must be 1 or 0');
      record.idProtection = status === '1';
      return statusSuccess();
    },
  },
];
