import type { RegistrarFeature } from '../../../../../shared/ipc/channels/portfolioTypes';
import { domainsCount } from '../../../../../shared/counts';
import {
  checkNameserverList,
  nameserverKey,
  splitTypedHosts,
} from '../../../../../shared/nameservers/nameserverRules';
import type { BulkAction } from '../../../../../shared/ipc/channels/portfolioBulkTypes';

export type BulkChoice = BulkAction['kind'] | 'renew' | 'export' | 'copyFromModel' | 'applyPreset';

export const CHOICE_LABELS: Record<BulkChoice, string> = {
  sync: 'Sync from the API',
  lock: 'Lock',
  unlock: 'Unlock',
  idProtectionOn: 'Turn ID protection on',
  idProtectionOff: 'Turn ID protection off',
  setNameservers: 'Set nameservers…',
  addTags: 'Add tags…',
  removeTags: 'Remove tags…',
  setNotes: 'Set notes…',
  remove: 'Remove from the portfolio',
  renew: 'Renew…',
  export: 'Export to CSV',
  readContacts: 'Read contacts from the API',
  copyFromModel: 'Copy from a model domain…',
  applyPreset: 'Apply preset…',
};

/** The confirm button: the verb, then how many. */
export const CONFIRM_VERBS: Record<BulkChoice, string> = {
  sync: 'Sync',
  lock: 'Lock',
  unlock: 'Unlock',
  idProtectionOn: 'Turn on for',
  idProtectionOff: 'Turn off for',
  setNameservers: 'Set nameservers of',
  addTags: 'Tag',
  removeTags: 'Untag',
  setNotes: 'Set the notes of',
  remove: 'Remove',
  renew: 'Renew',
  export: 'Export',
  readContacts: 'Read the contacts of',
  copyFromModel: 'Copy to',
  applyPreset: 'Apply to',
};

/** Choices that call the API, so they wait while it cannot be reached. */
export const NEEDS_API: ReadonlySet<BulkChoice> = new Set([
  'sync',
  'lock',
  'unlock',
  'idProtectionOn',
  'idProtectionOff',
  'setNameservers',
  'renew',
  'readContacts',
  'copyFromModel',
  'applyPreset',
]);

export const domainsText = domainsCount;

/** The confirm dialog's sentence: how many domains and exactly what changes. */
export function changeText(action: BulkAction, count: number): string {
  const domains = domainsText(count);
  switch (action.kind) {
    case 'sync':
      return `Reads ${domains} from the API and updates what DomainDesk shows. Nothing changes at the registrar.`;
    case 'lock':
      return `Turns the registrar lock ON for ${domains}, so they cannot be transferred away.`;
    case 'unlock':
      return `Turns the registrar lock OFF for ${domains}; they can then be transferred away.`;
    case 'idProtectionOn':
      return `Turns ID protection ON for ${domains}.`;
    case 'idProtectionOff':
      return `Turns ID protection OFF for ${domains}: the owner's details become public in WHOIS.`;
    case 'setNameservers':
      return `Replaces the nameservers of ${domains} with ${action.nameservers.join(', ')}.`;
    case 'addTags':
      return `Adds the tags ${action.tags.join(', ')} to ${domains} (in DomainDesk only).`;
    case 'removeTags':
      return `Removes the tags ${action.tags.join(', ')} from ${domains} (in DomainDesk only).`;
    case 'setNotes':
      return action.mode === 'replace'
        ? `Replaces the notes of ${domains} (in DomainDesk only).`
        : `Adds a line to the notes of ${domains} (in DomainDesk only).`;
    case 'remove':
      return `Removes ${domains} from this portfolio in DomainDesk. The domains stay registered; nothing is sent to the registrar.`;
    case 'readContacts':
      return `Reads the contacts of ${domains} from the API so they can be compared. Nothing changes at the registrar.`;
  }
}

/** Nameservers typed one per line or separated by commas or spaces. */
export function parseHostList(text: string): string[] {
  return splitTypedHosts(text).map(nameserverKey);
}

/** Every problem of a typed nameserver list, in the words of the single-domain save. */
export function nameserverProblems(hosts: readonly string[]): string[] {
  return checkNameserverList(hosts).issues.map((issue) => issue.message);
}

export function tagProblem(tags: readonly string[]): string | null {
  if (tags.length === 0) return 'Tags: give at least one.';
  const long = tags.find((tag) => tag.length > 100);
  return long === undefined ? null : `Tags: "${long.slice(0, 20)}…" is longer than 100 characters.`;
}

/** The registrar function each bulk action needs; without it the action is disabled. */
export const CHOICE_FEATURES: Partial<Record<BulkChoice, readonly RegistrarFeature[]>> = {
  idProtectionOn: ['idprotection'],
  idProtectionOff: ['idprotection'],
  // A copy takes DNS records, e-mail rules or both: unavailable only when neither is offered.
  copyFromModel: ['dns', 'email'],
};

/** Why the account's registrar cannot do the action, or null when it can (as far as known). */
export function missingFeatureReason(
  choice: BulkChoice,
  unsupported: readonly RegistrarFeature[],
): string | null {
  const needs = CHOICE_FEATURES[choice];
  if (!needs?.every((feature) => unsupported.includes(feature))) return null;
  return `Not offered by this account's registrar (${needs.map((f) => FEATURE_NAMES[f]).join(', ')}).`;
}

const FEATURE_NAMES: Readonly<Record<RegistrarFeature, string>> = {
  dns: 'DNS management',
  email: 'e-mail forwarding',
  eppcode: 'EPP code',
  idprotection: 'ID protection',
  glue: 'child nameservers',
};
