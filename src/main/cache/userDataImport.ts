import type { z } from 'zod';
import { checkContact } from '../../shared/contacts/contactRules';
import { DuplicateError, UserDataImportError } from './cacheErrors';
import type { ImportIssue } from './cacheErrors';
import { InvalidDomainNameError, asciiDomainName } from './domainNames';
import type { Cache } from './openCache';
import { withTransaction } from './sqlite';
import { USER_DATA_FORMAT, USER_DATA_VERSION, userDataSchema } from './userDataSchema';
import type { UserDataDocument } from './userDataSchema';

export interface ImportSummary {
  accounts: number;
  domains: number;
  contactProfiles: number;
  orders: { added: number; alreadyPresent: number };
}

/**
 * Imports an export document into the cache, all or nothing. Accounts, domains and contact
 * profiles with the same id (domain: same account and name) are updated; journal entries
 * already present are kept as they are. Imported accounts have no API key until the user
 * enters one.
 */
export function importUserData(cache: Cache, input: unknown): ImportSummary {
  const doc = validate(input);
  const issues = crossCheck(cache, doc);
  if (issues.length > 0) throw new UserDataImportError(issues);

  return withTransaction(cache.db, () => {
    doc.accounts.forEach((account, index) => {
      asIssue(`accounts[${index}]`, () => {
        if (cache.accounts.get(account.id)) cache.accounts.update(account.id, account);
        else cache.accounts.create(account);
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
      asIssue(`contactProfiles[${index}]`, () => cache.contactProfiles.save(profile));
    });
    let added = 0;
    for (const entry of doc.orderJournal) if (cache.journal.restore(entry)) added += 1;
    return {
      accounts: doc.accounts.length,
      domains: doc.domains.length,
      contactProfiles: doc.contactProfiles.length,
      orders: { added, alreadyPresent: doc.orderJournal.length - added },
    };
  });
}

/** Parses the text of an export file and imports it. */
export function importUserDataText(cache: Cache, text: string): ImportSummary {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new UserDataImportError([{ path: '', message: `not valid JSON (${reason})` }]);
  }
  return importUserData(cache, parsed);
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
        path: `accounts[${index}].id`,
        message: `account id "${account.id}" appears twice`,
      });
    }
    accountIds.add(account.id);
  });
  doc.domains.forEach((domain, index) => {
    if (!accountIds.has(domain.accountId) && !cache.accounts.get(domain.accountId)) {
      issues.push({
        path: `domains[${index}].accountId`,
        message: `no account "${domain.accountId}" in the file or in DomainDesk`,
      });
    }
    try {
      asciiDomainName(domain.name);
    } catch (error) {
      if (!(error instanceof InvalidDomainNameError)) throw error;
      issues.push({
        path: `domains[${index}].name`,
        message: `"${domain.name}" is not a valid domain name`,
      });
    }
  });
  const profileNames = new Set<string>();
  doc.contactProfiles.forEach((profile, index) => {
    const key = profile.name.trim().toLowerCase();
    if (profileNames.has(key)) {
      issues.push({
        path: `contactProfiles[${index}].name`,
        message: `the profile name "${profile.name}" appears twice`,
      });
    }
    profileNames.add(key);
    // A profile every order would refuse is refused here, with the contact editor's rules.
    for (const issue of checkContact(profile.contact).issues) {
      issues.push({
        path: `contactProfiles[${index}].contact.${issue.path}`,
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
  const path = issue.path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
  return { path, message: issue.message };
}
