import { z } from 'zod';
import { listOf, messageOf, numberish, optBool, optText, text } from './lenientFields';
import { isOrderSuccess } from './bodyStatus';
import { nameserverSetSchema } from './nameserverSchemas';
import type { LockStatus } from './models';

/** GET /version: a bare string (a number or `{version}` is accepted too). */
export const versionSchema = z.union([
  text,
  z.looseObject({ version: text }).transform((v) => v.version),
]);

/** GET /billing/credits: the balance as a decimal string. */
export const creditsSchema = z.union([
  z.string().transform((s) => s.trim()),
  z.number().transform((n) => n.toFixed(2)),
  z.looseObject({ credits: text }).transform((v) => v.credits),
  z.looseObject({ credit: text }).transform((v) => v.credit),
  z.looseObject({ balance: text }).transform((v) => v.balance),
]);

/** GET /domains/{domain}/information. `expiryDate` may be empty. */
export const domainInformationSchema = z.looseObject({
  domain: optText,
  nameservers: nameserverSetSchema.optional().catch(undefined),
  transferLock: optBool,
  expiryDate: optText,
  status: optText,
  transferLockExpiryDate: optText,
  restorable: optBool,
  idProtectionStatus: optBool,
  dnsManagementStatus: optBool,
  emailForwardingStatus: optBool,
  isIrtpEnabled: optBool,
  irtpOptOutStatus: optBool,
  irtpTransferLock: optBool,
  irtpTransferLockExpiryDate: optText,
  domainContactChangePending: optBool,
  domainContactChangeExpiryDate: optText,
  willDomainSuspend: optBool,
  registrantEmailAddress: optText,
  renewBeforeExpiration: optBool,
  irtpVerificationTriggerFields: z.unknown().optional(),
});
export type DomainInformation = z.output<typeof domainInformationSchema>;

/** GET /domains/{domain}/lock: `"locked"` or `"unlocked"` (case and spaces ignored). */
export const lockStatusSchema = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(['locked', 'unlocked']))
  .transform((s): LockStatus => s);

export const dnsRecordSchema = z.looseObject({
  hostname: text.catch(''),
  type: text.transform((t) => t.toUpperCase()).catch(''),
  address: text.catch(''),
  priority: numberish.catch(0),
  recid: optText,
});
export type DnsRecordResult = z.output<typeof dnsRecordSchema>;
export const dnsRecordListSchema = listOf(dnsRecordSchema);

export const emailForwardRuleSchema = z.looseObject({
  prefix: text.catch(''),
  forwardto: text.catch(''),
});
export type EmailForwardRuleResult = z.output<typeof emailForwardRuleSchema>;

/** GET /domains/{domain}/email: a list of rules, or the two parallel lists of the form. */
export const emailForwardingSchema = z.union([
  listOf(emailForwardRuleSchema),
  z
    .looseObject({ prefix: listOf(text), forwardto: listOf(text) })
    .transform((v) => v.prefix.map((prefix, i) => ({ prefix, forwardto: v.forwardto[i] ?? '' }))),
]);

/** Success bodies that are a bare string are read as `{message}`; `[]` as `{}`. */
function asObject(value: unknown): unknown {
  if (typeof value === 'string') return { message: value };
  if (Array.isArray(value) && value.length === 0) return {};
  return value;
}

/** POST /domains/{domain}/sync. */
export const syncResultSchema = z.preprocess(
  asObject,
  z.looseObject({
    expirydate: optText,
    active: optBool,
    expired: optBool,
    transferredAway: optBool,
    message: optText,
  }),
);
export type SyncResult = z.output<typeof syncResultSchema>;

/** POST /domains/{domain}/transfersync: `{completed, expirydate}` or `{failed, reason}`. */
export const transferSyncResultSchema = z.preprocess(
  asObject,
  z.looseObject({
    completed: optBool,
    expirydate: optText,
    failed: optBool,
    reason: optText,
    message: optText,
  }),
);
export type TransferSyncResult = z.output<typeof transferSyncResultSchema>;

/**
 * GET /domains/{domain}/eppcode: `{eppcode}`, a bare code, or a success without a code when
 * the registrar e-mails it to the registrant (then `eppCode` is undefined).
 */
export const eppCodeResultSchema = z
  .preprocess(
    (value) => {
      if (typeof value !== 'string') return asObject(value);
      return value.trim().toLowerCase() === 'success' ? { message: value } : { eppcode: value };
    },
    z.looseObject({ eppcode: optText, eppCode: optText, message: optText }),
  )
  .transform((r) => ({ ...r, eppCode: r.eppcode ?? r.eppCode }));
export type EppCodeResult = z.output<typeof eppCodeResultSchema>;

/** A change whose exact success body is not specified: any non-failure answer is success. */
export const actionResultSchema = z
  .unknown()
  .transform((raw) => ({ message: messageOf(raw), raw }));
export type ActionResult = z.output<typeof actionResultSchema>;

/** An order answer: bare `"success"` or `{result: "success", msg}`; anything else is rejected. */
export const orderResultSchema = z
  .unknown()
  .refine(isOrderSuccess, { error: 'Not a known order success answer' })
  .transform((raw) => ({ message: messageOf(raw), raw }));
export type OrderResult = z.output<typeof orderResultSchema>;
