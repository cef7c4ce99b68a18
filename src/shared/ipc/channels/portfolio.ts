import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { idText, lineText, notesSchema, oneLine, tagsSchema } from '../inputText';
import { nameserverListSchema } from '../../nameservers/nameserverSchema';
import type { JobSummary } from './jobs';
import type { NotesPreview, SelectionNames } from './portfolioBulkTypes';
import type { BulkReach } from '../../bulk/bulkReach';
import { NOTES_MODES } from '../../notes/notesRules';
import { COPY_PARTS } from './portfolioCopyTypes';
import type { PortfolioHealth } from './portfolioHealthTypes';
import { PORTFOLIO_SORT_KEYS, PORTFOLIO_STATUSES } from './portfolioTypes';
import type {
  AddReport,
  PortfolioDetail,
  PortfolioPage,
  PortfolioRow,
  RegistrarFeature,
  RemoveReport,
  SyncOutcome,
} from './portfolioTypes';

export const accountIdSchema = idText('An account id');

/** Shape only; the service checks the name itself and says what is wrong with it. */
export const domainNameSchema = oneLine(
  z
    .string({ error: 'A domain name is required.' })
    .trim()
    .min(1, { error: 'A domain name is required.' })
    .max(300, { error: 'A domain name is at most 253 characters.' }),
);

/** A domain of the portfolio; the account may be left out when only one holds the name. */
export const domainRefSchema = z.object({
  name: domainNameSchema,
  accountId: accountIdSchema.optional(),
});

const daysSchema = z
  .int({ error: 'Days must be a whole number.' })
  .min(0, { error: 'Days cannot be negative.' })
  .max(3650, { error: 'At most 3650 days.' });

/** A grid filter (also kept in saved views, see `settings`). */
export const filterSchema = z.object({
  statuses: z.array(z.enum(PORTFOLIO_STATUSES, { error: 'Unknown status.' })).optional(),
  text: lineText(200, 'The search text is at most 200 characters.').optional(),
  tag: lineText(100, 'A tag is at most 100 characters.').optional(),
  tld: lineText(63, 'A TLD is at most 63 characters.').optional(),
  expiringWithinDays: daysSchema.optional(),
  expiredWithinDays: daysSchema.optional(),
  notSyncedForDays: daysSchema.optional(),
  hasError: z.boolean().optional(),
  locked: z.boolean().optional(),
  idProtection: z.boolean().optional(),
  nameserversDiffer: z.boolean().optional(),
  nameserversNotDefault: z.boolean().optional(),
  contactsDifferFromProfile: idText('A contact profile id').optional(),
  contactsCached: z.boolean().optional(),
});

const tagListSchema = z
  .array(
    lineText(100, 'A tag is at most 100 characters.')
      .trim()
      .min(1, { error: 'A tag cannot be empty.' })
      .max(100, { error: 'A tag is at most 100 characters.' }),
  )
  .min(1, { error: 'Name at least one tag.' })
  .max(50, { error: 'At most 50 tags.' });

export const selectionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('names'),
    accountId: accountIdSchema,
    names: z
      .array(domainNameSchema)
      .min(1, { error: 'Select at least one domain.' })
      .max(100_000, { error: 'At most 100,000 domains at once.' }),
  }),
  z.object({
    kind: z.literal('filter'),
    accountId: accountIdSchema,
    filter: filterSchema,
    except: z
      .array(domainNameSchema)
      .max(100_000, { error: 'At most 100,000 domains left out.' })
      .optional(),
    runs: z
      .object({
        sort: z.enum(PORTFOLIO_SORT_KEYS, { error: 'Unknown sort column.' }),
        direction: z.enum(['asc', 'desc']),
        runs: z
          .array(z.object({ from: domainNameSchema, to: domainNameSchema }))
          .min(1, { error: 'Select at least one run of rows.' })
          .max(1000, { error: 'At most 1000 runs of rows.' }),
      })
      .optional(),
    also: z
      .array(domainNameSchema)
      .max(100_000, { error: 'At most 100,000 domains at once.' })
      .optional(),
  }),
]);

const bulkActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sync') }),
  z.object({ kind: z.literal('lock') }),
  z.object({ kind: z.literal('unlock') }),
  z.object({ kind: z.literal('idProtectionOn') }),
  z.object({ kind: z.literal('idProtectionOff') }),
  z.object({
    kind: z.literal('setNameservers'),
    // The single-domain save's rules, checked before a job starts: every problem is named.
    nameservers: nameserverListSchema({ optional: false }),
  }),
  z.object({ kind: z.literal('addTags'), tags: tagListSchema }),
  z.object({ kind: z.literal('removeTags'), tags: tagListSchema }),
  z.object({ kind: z.literal('remove') }),
  z.object({
    kind: z.literal('setNotes'),
    notes: notesSchema,
    mode: z.enum(NOTES_MODES, { error: 'Replace the notes or append to them.' }),
  }),
  z.object({ kind: z.literal('readContacts') }),
]);

const copySourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('domain'), name: domainNameSchema }),
  z.object({ kind: z.literal('profile'), profileId: idText('A contact profile id') }),
  // The single-domain save's rules: a bad list is refused before anything is read.
  z.object({
    kind: z.literal('nameservers'),
    nameservers: nameserverListSchema({ optional: false }),
  }),
]);

const querySchema = filterSchema.extend({
  accountId: accountIdSchema.optional(),
  sort: z.enum(PORTFOLIO_SORT_KEYS, { error: 'Unknown sort column.' }).optional(),
  direction: z.enum(['asc', 'desc']).optional(),
  offset: z.int().min(0, { error: 'The offset cannot be negative.' }).optional(),
  limit: z
    .int()
    .min(1, { error: 'A page holds at least 1 row.' })
    .max(1000, { error: 'A page holds at most 1000 rows.' })
    .optional(),
});

const namesSchema = z
  .array(domainNameSchema)
  .min(1, { error: 'Name at least one domain.' })
  .max(100_000, { error: 'At most 100,000 domains at once.' });

/**
 * The portfolio: the domains DomainDesk knows per account (the API cannot list them), with
 * cached details that read offline and a status that says why.
 */
export const portfolioChannels = {
  'portfolio:list': defineChannel({
    input: querySchema.optional(),
    output: returns<PortfolioPage>(),
  }),
  'portfolio:get': defineChannel({ input: domainRefSchema, output: returns<PortfolioDetail>() }),
  /** Every check of the Health view counted from the cache, with what each count is out of. */
  'portfolio:health': defineChannel({
    input: z.object({
      accountId: accountIdSchema,
      profileId: idText('A contact profile id').optional(),
    }),
    output: returns<PortfolioHealth>(),
  }),
  /** Pasted text: one name per line, or separated by commas or spaces. */
  'portfolio:addNames': defineChannel({
    input: z.object({
      accountId: accountIdSchema,
      text: z.string().max(5_000_000, { error: 'The pasted text is too long (5 MB at most).' }),
    }),
    output: returns<AddReport>(),
  }),
  /**
   * The text of a CSV file: a `domain` column, or the first column. With `updateExisting`,
   * domains already held gain the file's tags (merged) and take its non-empty notes.
   */
  'portfolio:importCsv': defineChannel({
    input: z.object({
      accountId: accountIdSchema,
      csv: z.string().max(20_000_000, { error: 'The CSV file is too large (20 MB at most).' }),
      updateExisting: z.boolean().optional(),
    }),
    output: returns<AddReport>(),
  }),
  'portfolio:sync': defineChannel({
    input: z.object({ accountId: accountIdSchema, name: domainNameSchema }),
    output: returns<SyncOutcome>(),
  }),
  /**
   * Starts a job syncing the named domains, or every domain of the account (or of all
   * accounts) matching the filter; released and deleted ones only when the filter asks.
   * Items are `BulkSyncItemResult`s; progress arrives as `jobs:progress`.
   */
  'portfolio:syncMany': defineChannel({
    input: z
      .object({
        accountId: accountIdSchema.optional(),
        names: namesSchema.optional(),
        filter: filterSchema.optional(),
      })
      .refine((input) => input.names === undefined || input.filter === undefined, {
        error: 'Give either names or a filter, not both.',
      })
      .optional(),
    output: returns<JobSummary>(),
  }),
  'portfolio:remove': defineChannel({
    input: z.object({ names: namesSchema, accountId: accountIdSchema.optional() }),
    output: returns<RemoveReport>(),
  }),
  'portfolio:setTags': defineChannel({
    input: z.object({
      names: namesSchema,
      tags: tagsSchema,
      accountId: accountIdSchema.optional(),
    }),
    output: returns<PortfolioRow[]>(),
  }),
  'portfolio:setNotes': defineChannel({
    input: domainRefSchema.extend({
      notes: notesSchema,
    }),
    output: returns<PortfolioRow>(),
  }),
  /** How many selected domains a bulk "Set notes" would change; nothing is saved. */
  'portfolio:notesPreview': defineChannel({
    input: z.object({
      selection: selectionSchema,
      notes: notesSchema,
      mode: z.enum(NOTES_MODES, { error: 'Replace the notes or append to them.' }),
    }),
    output: returns<NotesPreview>(),
  }),
  /** Starts a job applying one change to every selected domain; see `BulkAction`. */
  'portfolio:bulk': defineChannel({
    input: z.object({ selection: selectionSchema, action: bulkActionSchema }),
    output: returns<JobSummary>(),
  }),
  /**
   * Starts a job reading each selected domain's live set and what copying the source's
   * nameservers, contacts or DNS records would change (`CopyPreviewItem`s). Nothing is sent.
   */
  'portfolio:copyPreview': defineChannel({
    input: z.object({
      selection: selectionSchema,
      source: copySourceSchema,
      part: z.enum(COPY_PARTS, { error: 'Copy nameservers, contacts or DNS records.' }),
    }),
    output: returns<JobSummary>(),
  }),
  /**
   * Starts a job applying a finished copy preview to the domains it found different. A
   * preview that removes much of a zone (`zoneRemoval` on its items) or empties one is
   * refused unless `confirmedZoneRemovals`: the second confirmation the user gave.
   */
  'portfolio:copyApply': defineChannel({
    input: z.object({
      previewJobId: idText('The preview job id'),
      confirmedZoneRemovals: z.boolean().optional(),
    }),
    output: returns<JobSummary>(),
  }),
  /**
   * How many selected domains a bulk action through the API reaches; pending domains and
   * those no longer in the account are left out of such actions.
   */
  'portfolio:bulkReach': defineChannel({
    input: z.object({ selection: selectionSchema }),
    output: returns<BulkReach>(),
  }),
  /** How many domains a selection holds, and the first `limit` of them in name order. */
  'portfolio:selectionNames': defineChannel({
    input: z.object({
      selection: selectionSchema,
      limit: z
        .int()
        .min(0, { error: 'The limit cannot be negative.' })
        .max(1000, { error: 'At most 1000 names at once.' }),
    }),
    output: returns<SelectionNames>(),
  }),
  /** The selected domains as CSV text (one line per domain, with a header). */
  'portfolio:exportCsv': defineChannel({
    input: z.object({ selection: selectionSchema }),
    output: returns<string>(),
  }),
  /** What adding pasted text or a CSV file would do, line by line; nothing is saved. */
  'portfolio:previewNames': defineChannel({
    input: z.object({
      accountId: accountIdSchema,
      format: z.enum(['paste', 'csv'], { error: 'The format is paste or csv.' }),
      text: z.string().max(20_000_000, { error: 'The text is too large (20 MB at most).' }),
    }),
    output: returns<AddReport>(),
  }),
  'portfolio:tags': defineChannel({ input: z.undefined(), output: returns<string[]>() }),
  'portfolio:unsupported': defineChannel({
    input: z.object({ accountId: accountIdSchema }),
    output: returns<RegistrarFeature[]>(),
  }),
  /** Forgets which functions the account's registrar lacks, so they are tried again. */
  'portfolio:resetUnsupported': defineChannel({
    input: z.object({ accountId: accountIdSchema }),
    output: returns<null>(),
  }),
} satisfies ChannelMap;
