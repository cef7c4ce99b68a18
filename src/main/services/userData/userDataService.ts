import { randomUUID } from 'node:crypto';
import { AppFailure } from '../../../shared/ipc';
import { z } from 'zod';
import type {
  AppNotice,
  AppNoticeKind,
  UserDataImportPreview,
  UserDataImportSummary,
} from '../../../shared/ipc/channels/userData';
import type { StoredNotice } from '../../cache/noticesRepo';
import { UserDataImportError } from '../../cache/cacheErrors';
import type { CacheRecovery, CacheRollback } from '../../cache/openCache';
import type { SecretStore } from '../../secrets';
import { exportUserDataText } from '../../cache/userDataExport';
import { importUserDataText, parseUserDataText, previewUserData } from '../../cache/userDataImport';
import type { ImportChoices } from '../../cache/userDataImport';
import type { ServiceContext } from '../serviceContext';
import { cacheRecoveredNotice, cacheRolledBackNotice } from './cacheNotices';
import { invalidInputDetail } from '../../../shared/ipc/invalidInputDetail';

export interface UserDataService {
  /** The JSON text of an export file: accounts (never keys), portfolio, profiles, orders. */
  exportText(): string;
  /** Checks an export file's text and lists the stored accounts it would re-point. */
  previewText(text: string): UserDataImportPreview;
  /**
   * Imports an export file's text, all or nothing; `invalid_input` lists every issue. Stored
   * accounts keep their URL and e-mail unless listed in `choices.repoint`.
   */
  importText(text: string, choices?: ImportChoices): Promise<UserDataImportSummary>;
  /** What the user should be told about this profile's data, oldest first, until dismissed. */
  notices(): Promise<AppNotice[]>;
  /** Removes a notice for good; answers with the notices left. */
  dismissNotice(id: string): Promise<AppNotice[]>;
  /** Removes the key of an account lost with a damaged cache; refuses any other account. */
  removeOrphanKey(accountId: string): Promise<{ removed: boolean }>;
}

/** What opening the profile's cache found, and the keychain its accounts' keys are in. */
export interface CacheStart {
  /** Forgets an account's API client, so its next call is built from the new settings. */
  readonly clients?: { invalidate(accountId: string): void };
  readonly recovered?: CacheRecovery;
  readonly rolledBack?: CacheRollback;
  readonly secrets?: SecretStore;
}

const NOTICE_KINDS: ReadonlySet<string> = new Set<AppNoticeKind>([
  'orders_unsettled',
  'orders_unsent',
]);

/** A stored order notice as the renderer sees it; kinds this version does not know stay hidden. */
function orderNotice(stored: StoredNotice): AppNotice[] {
  const body = z.looseObject({ message: z.string() }).safeParse(stored.body);
  if (!NOTICE_KINDS.has(stored.kind) || !body.success) return [];
  return [
    { ...body.data, id: stored.id, kind: stored.kind, createdAt: stored.createdAt } as AppNotice,
  ];
}

export function createUserDataService(
  ctx: Pick<ServiceContext, 'cache' | 'events'>,
  start: CacheStart = {},
): UserDataService {
  const { cache } = ctx;
  const { recovered, rolledBack, secrets, clients } = start;
  // Kept in the fresh cache, so the user is told even if they close the app first; the facts
  // are stored and the text is made when read, as the keys still in the keychain change.
  if (recovered) {
    cache.notices.add({
      id: randomUUID(),
      kind: 'cache_recovered',
      body: null,
      data: recovered,
    });
  }
  if (rolledBack) {
    cache.notices.add({
      id: randomUUID(),
      kind: 'cache_rolled_back',
      body: null,
      data: rolledBack,
    });
  }

  const lostAccountIds = (): string[] =>
    cache.notices
      .list()
      .filter((stored) => stored.kind === 'cache_recovered')
      .flatMap((stored) => (stored.data as CacheRecovery).salvage.lostAccountIds);

  const toAppNotice = async (stored: StoredNotice): Promise<AppNotice[]> => {
    if (stored.kind === 'cache_recovered') {
      const facts = stored.data as CacheRecovery;
      const orphanKeys = await keysStillStored(facts.salvage.lostAccountIds, secrets);
      return [cacheRecoveredNotice(stored.id, stored.createdAt, facts, orphanKeys)];
    }
    if (stored.kind === 'cache_rolled_back') {
      return [cacheRolledBackNotice(stored.id, stored.createdAt, stored.data as CacheRollback)];
    }
    return orderNotice(stored);
  };

  const notices = async (): Promise<AppNotice[]> =>
    (await Promise.all(cache.notices.list().map(toAppNotice))).flat();

  return {
    exportText: () => exportUserDataText(cache),

    previewText(text) {
      return asAppFailure(() => previewUserData(cache, parseUserDataText(text)));
    },

    async importText(text, choices = {}) {
      const before = new Map(cache.accounts.list().map((account) => [account.id, account]));
      const { repointed, ...summary } = asAppFailure(() =>
        importUserDataText(cache, text, choices),
      );
      for (const account of cache.accounts.list()) clients?.invalidate(account.id);
      // The key bound to the old URL and e-mail is never used again: removed, not kept.
      for (const account of repointed) {
        await secrets?.deleteApiKey(account).catch(() => false);
      }
      // Proxy credentials never travel in a file: those of a proxy the file changed or
      // removed (or of a re-pointed account) are removed, and the user types them again.
      for (const previous of before.values()) {
        const now = cache.accounts.get(previous.id);
        if (previous.proxyUrl === null || secrets === undefined) continue;
        const kept =
          now !== null &&
          now.proxyUrl === previous.proxyUrl &&
          now.baseUrl === previous.baseUrl &&
          now.email === previous.email;
        if (!kept) {
          const owner = { ...previous, proxyUrl: previous.proxyUrl };
          await secrets.deleteProxyCredentials(owner).catch(() => false);
        }
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
      // Accounts, domains, orders, settings and profiles may all differ: windows read again.
      ctx.events.emit('cache:changed', { scope: 'profile' });
      return summary;
    },

    notices,

    async dismissNotice(id) {
      if (!cache.notices.remove(id)) {
        throw new AppFailure('not_found', 'This notice was already dismissed.');
      }
      ctx.events.emit('cache:changed', { scope: 'notices' });
      return notices();
    },

    async removeOrphanKey(accountId) {
      const listed = await keysStillStored(lostAccountIds(), secrets);
      if (!listed.includes(accountId) || secrets === undefined) {
        throw new AppFailure(
          'not_found',
          `No key of an account lost with the offline cache is stored under "${accountId}".`,
        );
      }
      return { removed: await secrets.deleteAllKeysOf({ id: accountId, legacyKey: true }) };
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
      if (await secrets.hasAnyKeyOf({ id: accountId, legacyKey: true })) stored.push(accountId);
    } catch {
      // A keychain that cannot be reached now lists nothing; the notice still says what was lost.
      return [];
    }
  }
  return stored;
}

/** Runs an import step; its import error becomes `invalid_input` listing every issue. */
function asAppFailure<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof UserDataImportError)) throw error;
    throw new AppFailure('invalid_input', error.message, invalidInputDetail(error.issues));
  }
}
