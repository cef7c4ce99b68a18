import type { BulkAction } from '../../../../shared/ipc/channels/portfolioBulkTypes';
import { STALE_DAYS } from '../../../../shared/ipc/channels/portfolioHealthTypes';
import type {
  HealthBase,
  HealthCheckId,
  PortfolioHealth,
} from '../../../../shared/ipc/channels/portfolioHealthTypes';

/** A check's fix: a bulk action, or (without one) the profile's contacts applied by a copy. */
export interface HealthFix {
  readonly label: string;
  readonly action?: BulkAction;
}

/** What the Health view says of a check, from what main counted. */
export function checkLabel(id: HealthCheckId, health: PortfolioHealth): string {
  const defaults = health.defaultNameservers;
  switch (id) {
    case 'lockOff':
      return 'Registrar lock off';
    case 'idProtectionOff':
      return 'ID protection off';
    case 'nameserversDiffer':
      return 'Nameservers differ from the ones most domains use';
    case 'notSynced':
      return `Not synced for ${STALE_DAYS} days`;
    case 'lastCallFailed':
      return 'Last call failed';
    case 'nameserversNotDefault':
      return defaults.length === 0
        ? "Nameservers differ from the account's defaults (none set in Settings)"
        : `Nameservers differ from the account's defaults (${defaults.join(', ')})`;
    case 'contactsDiffer':
      return `Contacts differ from the profile ${health.profile?.name ?? ''}`;
    case 'contactsMissing':
      return 'No contacts read yet (cannot be compared)';
  }
}

export function checkFix(id: HealthCheckId, health: PortfolioHealth): HealthFix | null {
  switch (id) {
    case 'lockOff':
      return { label: 'Lock them', action: { kind: 'lock' } };
    case 'idProtectionOff':
      return { label: 'Turn it on', action: { kind: 'idProtectionOn' } };
    case 'notSynced':
    case 'lastCallFailed':
      return { label: 'Sync them', action: { kind: 'sync' } };
    case 'nameserversNotDefault':
      return health.defaultNameservers.length === 0
        ? null
        : {
            label: 'Set the defaults',
            action: { kind: 'setNameservers', nameservers: health.defaultNameservers },
          };
    case 'contactsDiffer':
      return { label: 'Apply the profile' };
    case 'contactsMissing':
      return { label: 'Read their contacts', action: { kind: 'readContacts' } };
    case 'nameserversDiffer':
      return null;
  }
}

const BASE_WORDS: Readonly<Record<HealthBase, string>> = {
  all: 'domains',
  active: 'active domains',
  synced: 'synced domains',
  contactsRead: 'domains with contacts read',
};

/** "12 of 26 synced domains". */
export function countText(count: number, of: number, base: HealthBase): string {
  return `${count.toLocaleString('en-US')} of ${of.toLocaleString('en-US')} ${BASE_WORDS[base]}`;
}
