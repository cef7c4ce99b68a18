import { z } from 'zod';
import type { Availability } from '../../api/lookupSchemas';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { idText, lineText, oneLine } from '../inputText';
import type { JobSummary } from './jobs';

/** One checked domain as a search shows it. */
export interface DomainAvailabilityView {
  /** ASCII form (`xn--bcher-kva.de`). */
  readonly domain: string;
  /** Form shown to people (`bücher.de`). */
  readonly unicodeDomain: string;
  /** ASCII TLD without the leading dot. */
  readonly tld: string;
  readonly availability: Availability;
  readonly premium: boolean;
  /**
   * A premium name searched without premium names: it can be registered, at a premium price
   * the provider does not give unless premium names are included. Never "taken".
   */
  readonly premiumHidden?: boolean;
  /** Shortest registration period offered, in years. */
  readonly period: number | null;
  /** Registration price for that period. */
  readonly price: string | null;
  /**
   * A premium name's own renewal price for that period (its TLD's does not apply); null when
   * the lookup did not give it.
   */
  readonly renewPrice?: string | null;
  readonly currency: string | null;
  /** The provider's explanation when the name could not be checked. */
  readonly message?: string;
  /** Set by a bulk search when the cache holds the domain as one of the account's own. */
  readonly inPortfolio?: boolean;
}

/** The result of one item of a search job: one label under the TLDs asked for. */
export interface LabelSearchResult {
  readonly label: string;
  readonly unicodeLabel: string;
  readonly domains: DomainAvailabilityView[];
}

/** An entry that could not be searched, as typed, with the reason. */
export interface InvalidEntry {
  readonly input: string;
  readonly reason: string;
}

export interface SearchStarted {
  readonly job: JobSummary;
  /** Also listed as failed items of the job, so a reopened window sees them too. */
  readonly invalid: InvalidEntry[];
  /** Entries that repeat an earlier one (after case, spaces and IDN forms are ignored). */
  readonly duplicates: string[];
  /** Lookup requests planned (one per label). */
  readonly lookups: number;
  /** Domains to be checked. */
  readonly domains: number;
}

export interface SuggestionsView {
  readonly term: string;
  /** Available names only. */
  readonly suggestions: DomainAvailabilityView[];
  /** Suggestions left out because they are taken or could not be checked. */
  readonly hidden: number;
}

export interface SearchHistoryView {
  readonly id: number;
  readonly term: string;
  readonly tlds: string[];
  readonly searchedAt: string;
}

export const MAX_SEARCH_ENTRIES = 5000;

const accountId = idText('accountId');

export const searchChannels = {
  'search:start': defineChannel({
    input: z.object({
      accountId,
      entries: z
        .array(
          oneLine(
            z
              .string({ error: 'each entry must be text' })
              .max(300, { error: 'an entry is too long' }),
          ),
        )
        .min(1, { error: 'enter at least one name to search' })
        .max(MAX_SEARCH_ENTRIES, { error: `at most ${MAX_SEARCH_ENTRIES} entries per search` }),
      tlds: z
        .array(lineText(64, 'a TLD is too long'))
        .max(100, { error: 'at most 100 TLDs per search' }),
      premium: z.boolean().optional(),
    }),
    output: returns<SearchStarted>(),
  }),
  'search:suggestions': defineChannel({
    input: z.object({
      accountId,
      term: oneLine(
        z
          .string({ error: 'term is required' })
          .trim()
          .min(1, { error: 'term is required' })
          .max(200, { error: 'term is too long' }),
      ),
      tlds: z.array(lineText(64, 'a TLD is too long')).max(100).optional(),
      maxResults: z
        .number()
        .int()
        .min(1, { error: 'maxResults must be at least 1' })
        .max(100, { error: 'maxResults must be at most 100' })
        .optional(),
      premium: z.boolean().optional(),
    }),
    output: returns<SuggestionsView>(),
  }),
  'search:history': defineChannel({
    input: z.object({ limit: z.number().int().min(1).max(200).optional() }).optional(),
    output: returns<SearchHistoryView[]>(),
  }),
  'search:clearHistory': defineChannel({ input: z.undefined(), output: returns<null>() }),
} satisfies ChannelMap;
