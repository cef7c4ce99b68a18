import { savePreset } from './presetsRepo';
import type { z } from 'zod';
import type { ImportAccountChange } from '../../shared/ipc/channels/userData';
import type { AccountRecord } from './accountsRepo';
import { checkContact } from '../../shared/contacts/contactRules';
import { fieldPath } from '../../shared/rules/fieldIssue';
import { DuplicateError, UserDataImportError } from './cacheErrors';
import type { ImportIssue } from './cacheErrors';
import { InvalidDomainNameError, asciiDomainName } from './domainNames';
import type { Cache } from './openCache';
import { withTransaction } from './sqlite';
import { PREFERENCES } from './userDataExport';
import { USER_DATA_FORMAT, USER_DATA_VERSION, userDataSchema } from './userDataSchema';
import type { UserDataDocument } from './userDataSchema';

export interface ImportSummary {
  accounts: number;
  domains: number;
  contactProfiles: number;
  orders: { added: number; alreadyPresent: number };
  /** Stored accounts whose URL or e-mail the import changed, as they were before. */
  repointed: AccountRecord[];
}

export interface ImportChoices {
  /** Stored accounts whose URL and e-mail the user chose to take from the file. */
  readonly repoint?: readonly string[];
}

/** What an import would change, for the user to choose from before anything is written. */
export interface ImportPreview {
  readonly accounts: number;
  readonly domains: number;
  readonly contactProfiles: number;
  readonly orders: number;
  readonly accountChanges: ImportAccountChange[];
}

/** Checks a document like an import does and lists the stored accounts it would re-point. */
export function previewUserData(cache: Cache, input: unknown): ImportPreview {
  const doc = checkedDocument(cache, input);
  return {
    accounts: doc.accounts.length,
    domains: doc.domains.length,
    contactProfiles: doc.contactProfiles.length,
    orders: doc.orderJournal.length,
    accountChanges: accountChanges(cache, doc),
  };
}

/**
 * Imports an export document into the cache, all or nothing. Accounts, domains and contact
 * profiles with the same id (domain: same account and name) are updated; journal entries
 * already present are kept as they are. A stored account keeps its API URL and e-mail unless
 * the user chose the file's (`choices.repoint`): its key, bound to them, is then not used.
 * Imported accounts have no API key until the user enters one.
 */
export function importUserData(
  cache: Cache,
  input: unknown,
  choices: ImportChoices = {},
): ImportSummary {
  const doc = checkedDocument(cache, input);
  const repoint = new Set(choices.repoint ?? []);
  const repointed: AccountRecord[] = [];

  return withTransaction(cache.db, () => {
    doc.accounts.forEach((account, index) => {
      asIssue(`accounts.${index}`, () => {
        const stored = cache.accounts.get(account.id);
        if (stored === null) {
          cache.accounts.create(account);
          return;
        }
        const moves = stored.baseUrl !== account.baseUrl || stored.email !== account.email;
        if (moves && repoint.has(account.id)) {
          repointed.push(stored);
          cache.accounts.update(account.id, account);
        } else {
          cache.accounts.update(account.id, {
            ...account,
            baseUrl: stored.baseUrl,
            email: stored.email,
          });
        }
      });
    });
    const byAccount = new Map<string, UserDataDocument['domains']>();
    for (const domain of doc.domains) {
      const list = byAccount.get(domain.accountId) ?? [];
      list.push(domain);
      byAccount.set(domain.accountId, list);
    }
    for (const [accountId, domains] of byAccount) cache.domains.upsertMany(accountId, domains);
    doc.contactProfiles.forEach((profile, index) => {
      asIssue(`contactProfiles.${index}`, () => cache.contactProfiles.save(profile));
    });
    (doc.presets ?? []).forEach((preset, index) => {
      asIssue(`presets.${index}`, () =>
        savePreset(cache.db, preset.accountId, preset, preset.updatedAt, preset.createdAt),
      );
    });
    for (const [name, value] of Object.entries(doc.preferences ?? {})) {
      cache.settings.set(`${PREFERENCES}${name}`, value);
    }
    let added = 0;
    for (const entry of doc.orderJournal) if (cache.journal.restore(entry)) added += 1;
    return {
      accounts: doc.accounts.length,
      domains: doc.domains.length,
      contactProfiles: doc.contactProfiles.length,
      orders: { added, alreadyPresent: doc.orderJournal.length - added },
      repointed,
    };
  });
}

/** The JSON of an export file's text; an import error when it is not JSON. */
export function parseUserDataText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserDataImportError([{ path: '', message: `not valid JSON (${reason})` }]);
  }
}

/** Parses the text of an export file and imports it. */
export function importUserDataText(
  cache: Cache,
  text: string,
  choices: ImportChoices = {},
): ImportSummary {
  return importUserData(cache, parseUserDataText(text), choices);
}

function checkedDocument(cache: Cache, input: unknown): UserDataDocument {
  const doc = validate(input);
  const issues = crossCheck(cache, doc);
  if (issues.length > 0) throw new UserDataImportError(issues);
  return doc;
}

function accountChanges(cache: Cache, doc: UserDataDocument): ImportAccountChange[] {
  return doc.accounts.flatMap((account) => {
    const stored = cache.accounts.get(account.id);
    if (stored === null) return [];
    if (stored.baseUrl === account.baseUrl && stored.email === account.email) return [];
    return [
      {
        accountId: account.id,
        label: stored.label,
        stored: { baseUrl: stored.baseUrl, email: stored.email },
        incoming: { baseUrl: account.baseUrl, email: account.email },
      },
    ];
  });
}

function validate(input: unknown): UserDataDocument {
  const head = (input ?? {}) as { format?: unknown; version?: unknown };
  if (typeof input !== 'object' || input === null || head.format !== USER_DATA_FORMAT) {
    throw new UserDataImportError([{ path: 'format', message: 'this is not a DomainDesk export' }]);
  }
  if (typeof head.version === 'number' && head.version > USER_DATA_VERSION) {
    throw new UserDataImportError([
      {
        path: 'version',
        message: `written by a newer DomainDesk (format version ${head.version}); update DomainDesk first`,
      },
    ]);
  }
  const result = userDataSchema.safeParse(input);
  if (!result.success) throw new UserDataImportError(result.error.issues.map(toIssue));
  return result.data;
}

/** Rules zod cannot see: references between sections and against the cache. */
function crossCheck(cache: Cache, doc: UserDataDocument): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const accountIds = new Set<string>();
  doc.accounts.forEach((account, index) => {
    if (accountIds.has(account.id)) {
      issues.push({
        path: `accounts.${index}.id`,
        message: `account id "${account.id}" appears twice`,
      });
    }
    accountIds.add(account.id);
  });
  doc.domains.forEach((domain, index) => {
    if (!accountIds.has(domain.accountId) && !cache.accounts.get(domain.accountId)) {
      issues.push({
        path: `domains.${index}.accountId`,
        message: `no account "${domain.accountId}" in the file or in DomainDesk`,
      });
    }
    try {
      asciiDomainName(domain.name);
    } catch (error) {
      if (!(error instanceof InvalidDomainNameError)) throw error;
      issues.push({
        path: `domains.${index}.name`,
        message: `"${domain.name}" is not a valid domain name`,
      });
    }
  });
  const profileNames = new Set<string>();
  doc.contactProfiles.forEach((profile, index) => {
    const key = profile.name.trim().toLowerCase();
    if (profileNames.has(key)) {
      issues.push({
        path: `contactProfiles.${index}.name`,
        message: `the profile name "${profile.name}" appears twice`,
      });
    }
    profileNames.add(key);
    // A profile every order would refuse is refused here, with the contact editor's rules.
    for (const issue of checkContact(profile.contact).issues) {
      issues.push({
        path: `contactProfiles.${index}.contact.${issue.path}`,
        message: issue.message,
      });
    }
  });
  return issues;
}

/** Turns a conflict met while writing into an import error naming the entry; rolls back. */
function asIssue(path: string, write: () => unknown): void {
  try {
    write();
  } catch (error) {
    if (error instanceof DuplicateError)
      throw new UserDataImportError([{ path, message: error.message }]);
    throw error;
  }
}

function toIssue(issue: z.core.$ZodIssue): ImportIssue {
  return { path: fieldPath(...issue.path.map(String)), message: issue.message };
}
