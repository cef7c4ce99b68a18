import { AppFailure } from '../../../shared/ipc';
import { z } from 'zod';
import type {
  AppNotice,
  AppNoticeKind,
  UserDataImportSummary,
} from '../../../shared/ipc/channels/userData';
import type { StoredNotice } from '../../cache/noticesRepo';
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
  /** What the user should be told about this profile's data, oldest first, until dismissed. */
  notices(): AppNotice[];
  /** Removes a notice for good; answers with the notices left. */
  dismissNotice(id: string): AppNotice[];
}

const NOTICE_KINDS: ReadonlySet<string> = new Set<AppNoticeKind>([
  'cache_recovered',
  'orders_unsettled',
  'orders_unsent',
]);

/** A stored notice as the renderer sees it; kinds this version does not know stay hidden. */
function toAppNotice(stored: StoredNotice): AppNotice[] {
  const body = z.looseObject({ message: z.string() }).safeParse(stored.body);
  if (!NOTICE_KINDS.has(stored.kind) || !body.success) return [];
  return [
    { ...body.data, id: stored.id, kind: stored.kind, createdAt: stored.createdAt } as AppNotice,
  ];
}

function recoveryNotice(recovered: CacheRecovery): { message: string; movedTo: string } {
  return {
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
  const { cache } = ctx;
  // Kept in the fresh cache, so the user is told even if they close the app first.
  if (recovered) {
    cache.notices.add({
      id: `cache_recovered:${recovered.movedTo}`,
      kind: 'cache_recovered',
      body: recoveryNotice(recovered),
    });
  }
  const notices = (): AppNotice[] => cache.notices.list().flatMap(toAppNotice);

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

    notices,

    dismissNotice(id) {
      if (!cache.notices.remove(id)) {
        throw new AppFailure('not_found', 'This notice was already dismissed.');
      }
      ctx.events.emit('cache:changed', { scope: 'notices', keys: [id] });
      return notices();
    },
  };
}
