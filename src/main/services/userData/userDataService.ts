import { AppFailure } from '../../../shared/ipc';
import type { AppNotice, UserDataImportSummary } from '../../../shared/ipc/channels/userData';
import { UserDataImportError } from '../../cache/cacheErrors';
import type { CacheRecovery } from '../../cache/openCache';
import { exportUserDataText } from '../../cache/userDataExport';
import { importUserDataText } from '../../cache/userDataImport';
import type { ServiceContext } from '../serviceContext';

export interface UserDataService {
  /** The JSON text of an export file: accounts (never keys), portfolio, profiles, orders. */
  exportText(): string;
  /** Imports an export file's text, all or nothing; `invalid_input` lists every issue. */
  importText(text: string): UserDataImportSummary;
  /** What the user should be told about this profile's data, oldest first. */
  notices(): AppNotice[];
}

function recoveryNotice(recovered: CacheRecovery): AppNotice {
  return {
    kind: 'cache_recovered',
    message:
      `DomainDesk could not read its offline cache (${recovered.reason}) and started a fresh ` +
      `one; the damaged file was kept at ${recovered.movedTo}. Import an export file to bring ` +
      `back your accounts, portfolio, notes and contact profiles, or connect your accounts again.`,
    movedTo: recovered.movedTo,
  };
}

const CHANGED_SCOPES = ['accounts', 'domains', 'orders', 'contactProfiles'];

export function createUserDataService(
  ctx: Pick<ServiceContext, 'cache' | 'events'>,
  recovered?: CacheRecovery,
): UserDataService {
  const notices = recovered ? [recoveryNotice(recovered)] : [];
  const { cache } = ctx;

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

    notices: () => [...notices],
  };
}
