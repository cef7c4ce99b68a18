import { CONTACT_SET_ROLES } from '../../../../shared/api';
import type { Contact, ContactSetRole } from '../../../../shared/api';
import { checkContactSet } from '../../../../shared/contacts/contactRules';
import { checkNameserverList } from '../../../../shared/nameservers/nameserverRules';
import { AppFailure } from '../../../../shared/ipc';
import type { ContactsView, DnsRecordView } from '../../../../shared/ipc/channels/domainsTypes';
import type { PresetView } from '../../../../shared/ipc/channels/presets';
import type { CopyPreviewItem } from '../../../../shared/ipc/channels/portfolioCopyTypes';
import { fillDnsTemplate } from '../../../../shared/presets/presetRules';
import type { DnsTemplateRecord } from '../../../../shared/presets/presetRules';
import type { DomainKey } from '../../../cache/portfolioQueries';
import { rejectIssues } from '../../domains/domainCalls';
import type { DomainsService } from '../../domains';
import type { ServiceContext } from '../../serviceContext';
import { checkInformation } from '../domainSync';
import { describeFailure } from '../failureText';
import { contactChanges, dnsChanges, dnsDiff, nameserverChanges } from './copyDiff';

/**
 * A preset applied through the copy jobs: the parts it sets, each checked once before the
 * preview starts (a profile deleted since, a list the rules now refuse, stops it there).
 */
export interface PresetWanted {
  readonly name: string;
  readonly nameservers: readonly string[] | null;
  readonly contacts: Readonly<Record<ContactSetRole, Contact>> | null;
  readonly dns: readonly DnsTemplateRecord[] | null;
  readonly lock: boolean | null;
  readonly idProtection: boolean | null;
}

/** What a domain had of each part the preset sets, when previewed. */
export interface PresetBase {
  readonly nameservers?: readonly string[];
  readonly contacts?: ContactsView;
  readonly dns?: readonly DnsRecordView[];
  readonly locked: boolean | null;
  readonly idProtection: boolean | null;
  /**
   * Why lock and ID protection are the values last synced rather than read live (the
   * registrar did not answer); absent when read live.
   */
  readonly notReadLive?: string;
}

export function presetWanted(ctx: ServiceContext, preset: PresetView): PresetWanted {
  let nameservers: string[] | null = null;
  if (preset.nameservers !== null) {
    const checked = checkNameserverList(preset.nameservers);
    rejectIssues(checked.issues, `The nameservers of the preset "${preset.name}" cannot be set`);
    nameservers = Object.values(checked.nameservers ?? {});
  }
  let contacts: Record<ContactSetRole, Contact> | null = null;
  if (preset.contactProfileId !== null) {
    const profile = ctx.cache.contactProfiles.get(preset.contactProfileId);
    if (profile === null) {
      throw new AppFailure(
        'not_found',
        `The contact profile of the preset "${preset.name}" no longer exists. Choose another one in the preset.`,
      );
    }
    const roles = Object.fromEntries(CONTACT_SET_ROLES.map((role) => [role, profile.contact]));
    const checked = checkContactSet(roles);
    rejectIssues(checked.issues, `The contacts of the profile "${profile.name}" cannot be set`);
    contacts = checked.contacts ?? null;
  }
  const wanted = {
    name: preset.name,
    nameservers,
    contacts,
    dns: preset.dns,
    lock: preset.lock,
    idProtection: preset.idProtection,
  };
  if (Object.values(wanted).every((part) => part === null || typeof part === 'string')) {
    throw new AppFailure(
      'invalid_input',
      preset.addons === null
        ? `The preset "${preset.name}" sets nothing yet: edit it in Settings.`
        : `The preset "${preset.name}" sets only add-ons, which are ordered with a registration: nothing to change on these domains.`,
    );
  }
  return wanted;
}

/**
 * Lock and ID protection as the registrar has them now (GET information, which also brings
 * the cached row up to date); the values last synced, with the reason, when it cannot answer.
 */
async function readLockAndPrivacy(
  ctx: ServiceContext,
  target: DomainKey,
): Promise<Pick<PresetBase, 'locked' | 'idProtection' | 'notReadLive'>> {
  const row = ctx.cache.domains.get(target.accountId, target.name);
  if (row === null) {
    throw new AppFailure('not_found', `${target.unicodeName} is no longer in the portfolio.`);
  }
  const synced = { locked: row.locked, idProtection: row.idProtection };
  let check;
  try {
    check = await checkInformation(ctx, await ctx.clients(target.accountId), row);
  } catch (error) {
    return { ...synced, notReadLive: describeFailure(error).message };
  }
  if (check.state === 'active') {
    return { locked: check.row.locked, idProtection: check.row.idProtection };
  }
  if (check.state === 'absent') {
    throw new AppFailure('not_found', `${target.unicodeName} is not in this account.`);
  }
  return { ...synced, notReadLive: check.part.message ?? 'The registrar did not answer.' };
}

/** Reads the live sets of the parts the preset sets, lock and ID protection included. */
export async function readPresetBase(
  ctx: ServiceContext,
  domains: DomainsService,
  wanted: PresetWanted,
  target: DomainKey,
): Promise<PresetBase> {
  const ref = { accountId: target.accountId, name: target.name };
  const switches =
    wanted.lock !== null || wanted.idProtection !== null
      ? await readLockAndPrivacy(ctx, target)
      : { locked: null, idProtection: null };
  return {
    ...(wanted.nameservers && { nameservers: (await domains.getNameservers(ref)).data }),
    ...(wanted.contacts && { contacts: (await domains.getContacts(ref)).data }),
    ...(wanted.dns && { dns: (await domains.getDns(ref)).data }),
    ...switches,
  };
}

const onOff = (value: boolean | null): string => (value === null ? '?' : value ? 'on' : 'off');

export function presetPreview(
  wanted: PresetWanted,
  base: PresetBase,
  target: DomainKey,
): Pick<CopyPreviewItem, 'changes' | 'nameservers' | 'dns' | 'notReadLive'> {
  const changes: string[] = [];
  // A value not read live says so on its line: the registrar may hold another.
  const mark = base.notReadLive === undefined ? '' : ' (as last synced, not read live)';
  let nameservers: CopyPreviewItem['nameservers'];
  let dns: CopyPreviewItem['dns'];
  if (wanted.contacts && base.contacts)
    changes.push(...contactChanges(base.contacts, wanted.contacts));
  if (wanted.nameservers && base.nameservers) {
    changes.push(...nameserverChanges(base.nameservers, wanted.nameservers));
    nameservers = { current: base.nameservers, wanted: wanted.nameservers };
  }
  if (wanted.dns && base.dns) {
    const records = fillDnsTemplate(wanted.dns, target.name);
    changes.push(...dnsChanges(base.dns, records));
    dns = {
      live: base.dns.length,
      removed: dnsDiff(base.dns, records).removed.length,
      model: records.length,
    };
  }
  if (wanted.lock !== null && base.locked !== wanted.lock) {
    changes.push(`Transfer lock ${onOff(base.locked)} → ${onOff(wanted.lock)}${mark}`);
  }
  if (wanted.idProtection !== null && base.idProtection !== wanted.idProtection) {
    changes.push(
      `ID protection ${onOff(base.idProtection)} → ${onOff(wanted.idProtection)}${mark}`,
    );
  }
  return {
    changes,
    ...(nameservers && { nameservers }),
    ...(dns && { dns }),
    ...(base.notReadLive !== undefined && { notReadLive: base.notReadLive }),
  };
}

/**
 * Sets the parts that differ, one after the other, each a whole-set save refused when the
 * domain changed since the preview. A part that fails stops the rest of that domain; the parts
 * set before it stay set (each is in Activity, undoable there).
 */
export async function savePreset(
  domains: DomainsService,
  wanted: PresetWanted,
  base: PresetBase,
  target: DomainKey,
): Promise<void> {
  const ref = { accountId: target.accountId, name: target.name };
  if (wanted.contacts && base.contacts && contactChanges(base.contacts, wanted.contacts).length) {
    await domains.saveContacts(ref, { contacts: wanted.contacts, base: base.contacts });
  }
  if (wanted.nameservers && base.nameservers) {
    if (nameserverChanges(base.nameservers, wanted.nameservers).length > 0) {
      await domains.saveNameservers(ref, {
        nameservers: wanted.nameservers,
        base: base.nameservers,
      });
    }
  }
  if (wanted.dns && base.dns) {
    const records = fillDnsTemplate(wanted.dns, target.name);
    if (dnsChanges(base.dns, records).length > 0) {
      await domains.saveDns(ref, { records, base: base.dns });
    }
  }
  if (wanted.lock !== null && base.locked !== wanted.lock) await domains.setLock(ref, wanted.lock);
  if (wanted.idProtection !== null && base.idProtection !== wanted.idProtection) {
    await domains.setIdProtection(ref, wanted.idProtection);
  }
}
