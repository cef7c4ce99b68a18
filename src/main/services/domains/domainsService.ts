import type {
  ActivityView,
  ChangeResult,
  ContactSetInput,
  ContactsView,
  DnsRecordView,
  EmailRuleView,
  EppCodeView,
  GlueView,
  LiveSet,
} from '../../../shared/ipc/channels/domainsTypes';
import type { DomainRef } from '../portfolio/domainRef';
import type { ServiceContext } from '../serviceContext';
import { getContacts, saveContacts } from './contactActions';
import { accountActivity, domainActivity, restoreChange } from './historyActions';
import {
  deleteDomain,
  getEppCode,
  releaseDomain,
  setIdProtection,
  setLock,
} from './lifecycleActions';
import { changeGlue, getNameservers, saveNameservers } from './nameserverActions';
import type { GlueChange } from './nameserverActions';
import { getDns, getEmailForwarding, saveDns, saveEmailForwarding } from './recordSetActions';
import { loggingFailures } from './refusalLog';

/**
 * Managing one domain through its account's API client. Every change writes the activity
 * log (before/after, or the failure) and updates the cached snapshot only from what the API
 * confirmed. Functions the account's registrar lacks fail with kind `unsupported`.
 */
export interface DomainsService {
  getNameservers(ref: DomainRef): Promise<LiveSet<string[]>>;
  saveNameservers(
    ref: DomainRef,
    edit: { nameservers: readonly string[]; base?: readonly string[] | undefined },
  ): Promise<ChangeResult<string[]>>;
  changeGlue(ref: DomainRef, change: GlueChange): Promise<ChangeResult<GlueView[]>>;
  getContacts(ref: DomainRef): Promise<LiveSet<ContactsView>>;
  saveContacts(
    ref: DomainRef,
    edit: { contacts: Partial<ContactSetInput>; base?: ContactsView | undefined },
  ): Promise<ChangeResult<ContactsView>>;
  getDns(ref: DomainRef): Promise<LiveSet<DnsRecordView[]>>;
  /** Refused with `conflict` ({ live, base }) when the live set is not `base`. */
  saveDns(
    ref: DomainRef,
    edit: { records: readonly DnsRecordView[]; base: readonly DnsRecordView[] },
  ): Promise<ChangeResult<DnsRecordView[]>>;
  getEmailForwarding(ref: DomainRef): Promise<LiveSet<EmailRuleView[]>>;
  /** Refused with `conflict` ({ live, base }) when the live rules are not `base`. */
  saveEmailForwarding(
    ref: DomainRef,
    edit: { rules: readonly EmailRuleView[]; base: readonly EmailRuleView[] },
  ): Promise<ChangeResult<EmailRuleView[]>>;
  setLock(ref: DomainRef, locked: boolean): Promise<ChangeResult<{ locked: boolean }>>;
  setIdProtection(
    ref: DomainRef,
    enabled: boolean,
  ): Promise<ChangeResult<{ idProtection: boolean }>>;
  /** Returned to the caller only; never cached or logged. */
  getEppCode(ref: DomainRef): Promise<EppCodeView>;
  release(ref: DomainRef, transferTag: string): Promise<ChangeResult<{ status: 'released' }>>;
  delete(ref: DomainRef): Promise<ChangeResult<{ status: 'deleted' }>>;
  /** Puts back the DNS records, contacts or nameservers an earlier change replaced. */
  /** Undoes a change on today's set; `shown` is the live set the preview was made from. */
  restore(activityId: number, shown?: unknown): Promise<ChangeResult<unknown>>;
  /** The domain's activity log, newest first. */
  activity(ref: DomainRef, limit?: number): ActivityView[];
  /** Every change of the account, newest first. */
  accountActivity(accountId: string, limit?: number): ActivityView[];
}

export function createDomainsService(ctx: ServiceContext): DomainsService {
  // Every change that fails or is refused is in the activity log, even before it is sent.
  const logged = <T>(ref: DomainRef, action: string, attempted: unknown, work: () => Promise<T>) =>
    loggingFailures(ctx, () => ref, { action, attempted }, work);
  const restoreTarget = (activityId: number): DomainRef | null => {
    const entry = ctx.cache.activity.get(activityId);
    return entry?.domain ? { accountId: entry.accountId, name: entry.domain } : null;
  };
  const restoreAction = (activityId: number): string =>
    `${ctx.cache.activity.get(activityId)?.action.split('.')[0] ?? 'change'}.restore`;
  return {
    getNameservers: (ref) => getNameservers(ctx, ref),
    saveNameservers: (ref, edit) =>
      logged(ref, 'nameservers.save', edit.nameservers, () => saveNameservers(ctx, ref, edit)),
    changeGlue: (ref, change) =>
      logged(ref, `glue.${change.op}`, change, () => changeGlue(ctx, ref, change)),
    getContacts: (ref) => getContacts(ctx, ref),
    saveContacts: (ref, edit) =>
      logged(ref, 'contacts.save', undefined, () => saveContacts(ctx, ref, edit)),
    getDns: (ref) => getDns(ctx, ref),
    saveDns: (ref, edit) => logged(ref, 'dns.save', edit.records, () => saveDns(ctx, ref, edit)),
    getEmailForwarding: (ref) => getEmailForwarding(ctx, ref),
    saveEmailForwarding: (ref, edit) =>
      logged(ref, 'email.save', undefined, () => saveEmailForwarding(ctx, ref, edit)),
    setLock: (ref, locked) => logged(ref, 'lock.set', { locked }, () => setLock(ctx, ref, locked)),
    setIdProtection: (ref, enabled) =>
      logged(ref, 'idprotection.set', { idProtection: enabled }, () =>
        setIdProtection(ctx, ref, enabled),
      ),
    getEppCode: (ref) => getEppCode(ctx, ref),
    release: (ref, transferTag) =>
      logged(ref, 'domain.release', undefined, () => releaseDomain(ctx, ref, transferTag)),
    delete: (ref) => logged(ref, 'domain.delete', undefined, () => deleteDomain(ctx, ref)),
    restore: (activityId, shown) =>
      loggingFailures(
        ctx,
        () => restoreTarget(activityId),
        { action: restoreAction(activityId) },
        () => restoreChange(ctx, activityId, shown),
      ),
    activity: (ref, limit) => domainActivity(ctx, ref, limit),
    accountActivity: (accountId, limit) => accountActivity(ctx, accountId, limit),
  };
}
