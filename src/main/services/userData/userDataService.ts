import { AppFailure } from '../../../shared/ipc';
import type { AppNotice, UserDataImportSummary } from '../../../shared/ipc/channels/userData';
import { UserDataImportError } from '../../cache/cacheErrors';
import type { CacheRecovery, CacheRollback } from '../../cache/openCache';
import type { SecretStore } from '../../secrets';
import { exportUserDataText } from '../../cache/userDataExport';
import { importUserDataText } from '../../cache/userDataImport';
import type { ServiceContext } from '../serviceContext';
import { cacheRecoveredNotice, cacheRolledBackNotice, newNoticeId } from './cacheNotices';

export interface UserDataService {
  /** The JSON text of an export file: accounts (never keys), portfolio, profiles, orders. */
  exportText(): string;
  /** Imports an export file's text, all or nothing; `invalid_input` lists every issue. */
  importText(text: string): UserDataImportSummary;
  /** What the user should be told about this profile's data, oldest first. */
  notices(): Promise<AppNotice[]>;
  /** Removes the key of an account lost with a damaged cache; refuses any other account. */
  removeOrphanKey(accountId: string): Promise<{ removed: boolean }>;
}

/** What opening the profile's cache found, and the keychain its accounts' keys are in. */
export interface CacheStart {
  readonly recovered?: CacheRecovery;
  readonly rolledBack?: CacheRollback;
  readonly secrets?: SecretStore;
}

const CHANGED_SCOPES = ['accounts', 'domains', 'orders', 'contactProfiles'];

export function createUserDataService(
  ctx: Pick<ServiceContext, 'cache' | 'events'>,
  start: CacheStart = {},
): UserDataService {
  const { cache } = ctx;
  const { recovered, rolledBack, secrets } = start;
  const ids = { recovered: newNoticeId(), rolledBack: newNoticeId() };
  // Keys of lost accounts, checked against the keychain once and then kept up to date.
  let orphanKeys: Promise<string[]> | undefined;
  const findOrphanKeys = (): Promise<string[]> => {
    orphanKeys ??= keysStillStored(recovered?.salvage.lostAccountIds ?? [], secrets);
    return orphanKeys;
  };

  return {
    exportText: () => exportUserDataText(cache),

    importText(text) {
      const before = new Map(cache.accounts.list().map((account) => [account.id, account]));
      let summary: UserDataImportSummary;
      try {
        summary = importUserDataText(cache, text);
      } catch (error) {
        if (!(error instanceof UserDataImportError)) throw error;
        const issues = error.issues.map(({ path, message }) => ({ path, message }));
        throw new AppFailure('invalid_input', error.message, { issues });
      }
      // Accounts are the imported state worth a history line; keys are never part of it.
      for (const account of cache.accounts.list()) {
        const previous = before.get(account.id) ?? null;
        if (previous !== null && JSON.stringify(previous) === JSON.stringify(account)) continue;
        cache.activity.append({
          accountId: account.id,
          action: 'data.import',
          before: previous,
          after: account,
          result: 'succeeded',
        });
      }
      for (const scope of CHANGED_SCOPES) ctx.events.emit('cache:changed', { scope });
      return summary;
    },

    async notices() {
      const notices: AppNotice[] = [];
      if (rolledBack) notices.push(cacheRolledBackNotice(ids.rolledBack, rolledBack));
      if (recovered) {
        notices.push(cacheRecoveredNotice(ids.recovered, recovered, await findOrphanKeys()));
      }
      return notices;
    },

    async removeOrphanKey(accountId) {
      const listed = await findOrphanKeys();
      if (!listed.includes(accountId) || secrets === undefined) {
        throw new AppFailure(
          'not_found',
          `No key of an account lost with the offline cache is stored under "${accountId}".`,
        );
      }
      const removed = await secrets.deleteApiKey(accountId);
      listed.splice(listed.indexOf(accountId), 1);
      return { removed };
    },
  };
}

/** The accounts among `accountIds` whose API key is still in the keychain. */
async function keysStillStored(
  accountIds: readonly string[],
  secrets: SecretStore | undefined,
): Promise<string[]> {
  if (secrets === undefined) return [];
  const stored: string[] = [];
  for (const accountId of accountIds) {
    try {
      if (await secrets.hasApiKey(accountId)) stored.push(accountId);
    } catch {
      // A keychain that cannot be reached now lists nothing; the notice still says what was lost.
      return [];
    }
  }
  return stored;
}
