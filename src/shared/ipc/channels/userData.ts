import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { idText } from '../inputText';
import type { OrderOperation } from './pricing';

interface NoticeBase {
  /** Stable until the notice is dismissed (`app:dismissNotice`). */
  readonly id: string;
  /** ISO instant the notice was made. */
  readonly createdAt: string;
  readonly message: string;
}

/** Rows of one kind that a damaged cache file still gave to the fresh one. */
export interface KeptData {
  /** The cache table, e.g. `domains`. */
  readonly table: string;
  /** What the rows are, in the user's words, e.g. "domains in the portfolio". */
  readonly label: string;
  readonly rows: number;
}

/** Rows of one kind that could not be read from a damaged cache file. */
export interface LostData {
  readonly table: string;
  readonly label: string;
  /** How many rows, when known exactly. */
  readonly rows?: number;
  /** At most this many rows, when only a bound is known. */
  readonly atMost?: number;
  /** Why, and whether the provider can give them again. */
  readonly note: string;
}

/**
 * The offline cache was unreadable: moved aside and replaced by a fresh one holding every
 * row that could still be read from it.
 */
export interface CacheRecoveredNotice extends NoticeBase {
  readonly kind: 'cache_recovered';
  /** Where the damaged file now is, for support or a manual rescue. */
  readonly movedTo: string;
  readonly kept: readonly KeptData[];
  readonly lost: readonly LostData[];
  /**
   * Accounts lost with the file whose API key is still in the keychain; each can be removed
   * with `data:removeOrphanKey`.
   */
  readonly orphanKeys: readonly string[];
}

/**
 * Changes committed before DomainDesk last stopped could not be replayed from a damaged
 * write-ahead log: the cache is as it was before them.
 */
export interface CacheRolledBackNotice extends NoticeBase {
  readonly kind: 'cache_rolled_back';
  /** Committed changes found after the damage; null when the log was unreadable as a whole. */
  readonly lostCommits: number | null;
  /** A copy of the damaged log, for support. */
  readonly walCopy: string;
}

/** An order as a notice lists it. */
export interface NoticeOrder {
  /** ASCII form. */
  readonly domain: string;
  readonly unicodeDomain: string;
  readonly operation: OrderOperation;
  readonly period: number;
}

/**
 * DomainDesk closed while these orders were on their way: whether they went through is
 * unknown until they are reconciled (which DomainDesk also does by itself).
 */
export interface OrdersUnsettledNotice extends NoticeBase {
  readonly kind: 'orders_unsettled';
  readonly orders: readonly (NoticeOrder & {
    readonly orderId: string;
    readonly accountId: string;
  })[];
}

/**
 * DomainDesk closed before these orders of a batch were sent; nothing was charged for them.
 * `orders:restoreUnsent` puts them back in the account's cart (it never sends them).
 */
export interface OrdersUnsentNotice extends NoticeBase {
  readonly kind: 'orders_unsent';
  readonly accountId: string;
  readonly accountLabel: string;
  readonly orders: readonly NoticeOrder[];
}

/** Something the app has to tell the user once a screen can show it; kept until dismissed. */
export type AppNotice =
  CacheRecoveredNotice | CacheRolledBackNotice | OrdersUnsettledNotice | OrdersUnsentNotice;
export type AppNoticeKind = AppNotice['kind'];

export const noticeIdSchema = z
  .string({ error: 'a notice id is required' })
  .min(1, { error: 'a notice id is required' })
  .max(200, { error: 'the notice id is too long' });

/** What an import wrote: every section is all or nothing. */
export interface UserDataImportSummary {
  readonly accounts: number;
  readonly domains: number;
  readonly contactProfiles: number;
  readonly orders: { readonly added: number; readonly alreadyPresent: number };
}

export const MAX_IMPORT_CHARACTERS = 50_000_000;

/** Where a stored account's API calls go: what a key is bound to. */
export interface AccountEndpoint {
  readonly baseUrl: string;
  readonly email: string;
}

/**
 * A stored account the file gives another API URL or e-mail. The import keeps the stored ones
 * unless the user chooses the file's for this account; its key is then asked for again.
 */
export interface ImportAccountChange {
  readonly accountId: string;
  /** The account's name as stored. */
  readonly label: string;
  readonly stored: AccountEndpoint;
  readonly incoming: AccountEndpoint;
}

/** What a file would import, before anything is written. */
export interface UserDataImportPreview {
  readonly accounts: number;
  readonly domains: number;
  readonly contactProfiles: number;
  readonly orders: number;
  readonly accountChanges: readonly ImportAccountChange[];
}

const importTextSchema = z
  .string({ error: 'The text of an export file is required.' })
  .max(MAX_IMPORT_CHARACTERS, { error: 'The file is too large to be a DomainDesk export.' });

/**
 * The user's own data (accounts without keys, portfolio with tags and notes, contact
 * profiles, order journal) as a file, and what the app learnt about its data on start.
 */
export const userDataChannels = {
  /** The JSON text of an export file of the current profile. */
  'data:export': defineChannel({ input: z.undefined(), output: returns<string>() }),
  /** Checks a file like an import and lists the stored accounts it would re-point. */
  'data:previewImport': defineChannel({
    input: z.object({ text: importTextSchema }),
    output: returns<UserDataImportPreview>(),
  }),
  /**
   * Imports an export file's text, all or nothing; `invalid_input` lists every issue. Stored
   * accounts keep their API URL and e-mail, except those listed in `repoint`.
   */
  'data:import': defineChannel({
    input: z.object({
      text: importTextSchema,
      repoint: z
        .array(idText('An account id'))
        .max(10_000, { error: 'At most 10,000 accounts.' })
        .optional(),
    }),
    output: returns<UserDataImportSummary>(),
  }),
  'app:notices': defineChannel({ input: z.undefined(), output: returns<AppNotice[]>() }),
  /** Removes a notice for good; answers with the notices left. */
  'app:dismissNotice': defineChannel({
    input: z.object({ id: noticeIdSchema }),
    output: returns<AppNotice[]>(),
  }),
  /**
   * Removes the API key of an account lost with a damaged cache (listed in a notice's
   * `orphanKeys`) from the keychain; any other account is refused.
   */
  'data:removeOrphanKey': defineChannel({
    input: z.object({
      accountId: z
        .string({ error: 'An account id is required.' })
        .trim()
        .min(1, { error: 'An account id is required.' })
        .max(200, { error: 'An account id is at most 200 characters.' }),
    }),
    output: returns<{ removed: boolean }>(),
  }),
} satisfies ChannelMap;
