import { AppFailure } from '../../../shared/ipc';
import type { AppNotice, UserDataImportSummary } from '../../../shared/ipc/channels/userData';
import { UserDataImportError } from '../../cache/cacheErrors';
import type { CacheRecovery } from '../../cache/openCache';
import { exportUserDataText } from '../../cache/userDataExport';
import { importUserDataText } from '../../cache/userDataImport';
import type { ContactInput, FieldIssue } from '../../../shared/ipc/channels/domainsTypes';
import { checkContact } from '../domains/contactRules';
import { rejectIssues } from '../domains/domainCalls';
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

/**
 * A file's contact profiles get the rules a profile saved in the app gets, so an import cannot
 * bring in a contact every order would then refuse. Shapes the file's own schema refuses
 * (not JSON, a field that is not text) are left to the import to report.
 */
function contactProfileIssues(text: string): FieldIssue[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return [];
  }
  const profiles = (doc as { contactProfiles?: unknown } | null)?.contactProfiles;
  if (!Array.isArray(profiles)) return [];
  return profiles.flatMap((profile: unknown, index) => {
    const contact = (profile as { contact?: unknown } | null)?.contact;
    if (typeof contact !== 'object' || contact === null) return [];
    if (!Object.values(contact).every((value) => typeof value === 'string')) return [];
    return checkContact(contact as ContactInput).issues.map((issue) => ({
      path: `contactProfiles[${String(index)}].contact.${issue.path}`,
      message: issue.message,
    }));
  });
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
      rejectIssues(contactProfileIssues(text), 'The file cannot be imported; nothing was imported');
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
