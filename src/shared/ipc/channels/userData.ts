import { z } from 'zod';
import type { ChannelMap } from '../contract';
import { defineChannel, returns } from '../define';

/** Something the app has to tell the user once a screen can show it. */
export interface AppNotice {
  /** The offline cache was unreadable, moved aside and replaced by a fresh one. */
  readonly kind: 'cache_recovered';
  readonly message: string;
  /** Where the damaged file now is, for support or a manual rescue. */
  readonly movedTo: string;
}

/** What an import wrote: every section is all or nothing. */
export interface UserDataImportSummary {
  readonly accounts: number;
  readonly domains: number;
  readonly contactProfiles: number;
  readonly orders: { readonly added: number; readonly alreadyPresent: number };
}

export const MAX_IMPORT_CHARACTERS = 50_000_000;

/**
 * The user's own data (accounts without keys, portfolio with tags and notes, contact
 * profiles, order journal) as a file, and what the app learnt about its data on start.
 */
export const userDataChannels = {
  /** The JSON text of an export file of the current profile. */
  'data:export': defineChannel({ input: z.undefined(), output: returns<string>() }),
  /** Imports an export file's text, all or nothing; `invalid_input` lists every issue. */
  'data:import': defineChannel({
    input: z.object({
      text: z
        .string({ error: 'The text of an export file is required.' })
        .max(MAX_IMPORT_CHARACTERS, { error: 'The file is too large to be a DomainDesk export.' }),
    }),
    output: returns<UserDataImportSummary>(),
  }),
  'app:notices': defineChannel({ input: z.undefined(), output: returns<AppNotice[]>() }),
} satisfies ChannelMap;
